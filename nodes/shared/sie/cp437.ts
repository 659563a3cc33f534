/**
 * Code page 437, the character set SIE files are written in (`#FORMAT PC8`): bytes below 0x80 are
 * ASCII, these are the characters of 0x80–0xFF in order. Node's TextDecoder has no CP437, and
 * "latin1" in it means Windows-1252, so the table is ours.
 */
const HIGH_HALF =
	'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** CP437 bytes as text. Each byte is one character, so a file can be decoded a chunk at a time. */
export function decodeCp437(bytes: Uint8Array): string {
	// Buffer's "latin1" maps each byte to the code point of its value: only the high half needs the table.
	return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
		.toString('latin1')
		.replace(/[\u0080-\u00ff]/g, (char) => HIGH_HALF[char.charCodeAt(0) - 0x80]);
}
