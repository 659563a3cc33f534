// @ts-check
'use strict';

/**
 * The server's half of RFC 6455, as much as the topics stream needs: the opening handshake, text
 * frames (fragmented or not) and ping, pong and close. Clients mask their frames; a server does not.
 */

const { createHash } = require('node:crypto');

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODES = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa };

/** Sec-WebSocket-Accept for a client's Sec-WebSocket-Key. @param {string} key */
const acceptOf = (key) => createHash('sha1').update(key + GUID).digest('base64');

/** One unmasked, final frame. @param {number} opcode @param {Buffer} payload */
function frame(opcode, payload) {
	const length = payload.length;
	const head = length < 126 ? Buffer.alloc(2) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
	head[0] = 0x80 | opcode;
	if (length < 126) head[1] = length;
	else if (length < 65536) {
		head[1] = 126;
		head.writeUInt16BE(length, 2);
	} else {
		head[1] = 127;
		head.writeBigUInt64BE(BigInt(length), 2);
	}
	return Buffer.concat([head, payload]);
}

/**
 * Reads a client's frames from the socket's chunks: whole messages (text joined across
 * continuation frames) and control frames, each once complete.
 */
function createFrameReader() {
	let buffered = Buffer.alloc(0);
	/** @type {Buffer[]} */
	let fragments = [];
	/** @param {Buffer} chunk @returns {Array<{ opcode: number, payload: Buffer }>} */
	return (chunk) => {
		buffered = Buffer.concat([buffered, chunk]);
		const messages = [];
		for (;;) {
			if (buffered.length < 2) break;
			const fin = (buffered[0] & 0x80) !== 0;
			const opcode = buffered[0] & 0x0f;
			const masked = (buffered[1] & 0x80) !== 0;
			let length = buffered[1] & 0x7f;
			let offset = 2;
			if (length === 126) {
				if (buffered.length < 4) break;
				length = buffered.readUInt16BE(2);
				offset = 4;
			} else if (length === 127) {
				if (buffered.length < 10) break;
				length = Number(buffered.readBigUInt64BE(2));
				offset = 10;
			}
			const mask = masked ? buffered.subarray(offset, offset + 4) : null;
			if (masked) offset += 4;
			if (buffered.length < offset + length) break;
			const payload = Buffer.from(buffered.subarray(offset, offset + length));
			if (mask) for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4];
			buffered = buffered.subarray(offset + length);
			if (opcode >= 0x8) messages.push({ opcode, payload });
			else {
				fragments.push(payload);
				if (fin) {
					messages.push({ opcode: opcode === OPCODES.continuation ? OPCODES.text : opcode, payload: Buffer.concat(fragments) });
					fragments = [];
				}
			}
		}
		return messages;
	};
}

module.exports = { OPCODES, acceptOf, frame, createFrameReader };
