import { createHmac } from 'node:crypto';

import fc from 'fast-check';

import { isValidSignature, signBody } from '../../nodes/FortnoxCompanyOrderTrigger/signature';

const secret = 'a-secret-of-enough-length';
const body = Buffer.from('{"event_type":"ORDER_UPDATED","order_id":"4711","order_type":"STOCK_COMPANY_ORDER","webhook_id":"w"}');

describe('isValidSignature', () => {
	it('accepts the sha256= HMAC of the exact body bytes', () => {
		const header = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
		expect(signBody(body, secret)).toBe(header);
		expect(isValidSignature(body, header, secret)).toBe(true);
		expect(isValidSignature(body, header.toUpperCase().replace('SHA256=', 'sha256='), secret)).toBe(true);
	});

	it.each([
		['a missing header', undefined],
		['an empty header', ''],
		['no prefix', createHmac('sha256', secret).update(body).digest('hex')],
		['another algorithm', `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`],
		['a truncated digest', signBody(body, secret).slice(0, -2)],
		['a digest with a non-hex character', `${signBody(body, secret).slice(0, -1)}g`],
		['two signatures', `${signBody(body, secret)}, ${signBody(body, secret)}`],
		['a header array', [signBody(body, secret)]],
	])('refuses %s', (_name, header) => {
		expect(isValidSignature(body, header, secret)).toBe(false);
	});

	it('refuses a body it cannot see or a missing secret', () => {
		expect(isValidSignature(undefined, signBody(body, secret), secret)).toBe(false);
		expect(isValidSignature(body, signBody(body, ''), '')).toBe(false);
	});

	it('holds for any body and secret: signed verifies, any change to body or secret does not', () => {
		fc.assert(
			fc.property(
				fc.uint8Array({ minLength: 0, maxLength: 2048 }),
				fc.string({ minLength: 10, maxLength: 100 }),
				fc.string({ minLength: 10, maxLength: 100 }),
				fc.nat(),
				fc.integer({ min: 1, max: 255 }),
				(bytes, key, otherKey, position, flip) => {
					const original = Buffer.from(bytes);
					const header = signBody(original, key);
					expect(isValidSignature(original, header, key)).toBe(true);

					if (original.length > 0) {
						const tampered = Buffer.from(original);
						tampered[position % tampered.length] ^= flip;
						expect(isValidSignature(tampered, header, key)).toBe(false);
						expect(isValidSignature(original.subarray(0, original.length - 1), header, key)).toBe(false);
					}
					expect(isValidSignature(Buffer.concat([original, Buffer.from(' ')]), header, key)).toBe(false);
					if (otherKey !== key) expect(isValidSignature(original, header, otherKey)).toBe(false);
				},
			),
			{ numRuns: 500 },
		);
	});

	it('refuses arbitrary headers, including well-formed digests of something else', () => {
		const wellFormed = fc.stringMatching(/^[0-9a-f]{64}$/).map((hex) => `sha256=${hex}`);
		fc.assert(
			fc.property(fc.oneof(fc.string({ maxLength: 100 }), wellFormed), (header) => {
				fc.pre(header.trim().toLowerCase() !== signBody(body, secret));
				expect(isValidSignature(body, header, secret)).toBe(false);
			}),
			{ numRuns: 1000 },
		);
	});
});
