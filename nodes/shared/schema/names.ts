/** Words Fortnox writes in capitals inside its field names. */
const ACRONYMS = ['ATF', 'ATK', 'BCC', 'BG', 'BIC', 'CC', 'EAN', 'EDI', 'EU', 'GLN', 'IBAN', 'IWH', 'OCR', 'PG', 'URL', 'VAT', 'WWW'];

/** A Fortnox field name as a label: "YourOrderNumber" → "Your Order Number", "EmailInvoiceBCC" → "Email Invoice BCC". */
export function displayNameOf(field: string): string {
	const words: string[] = [];
	let rest = field;
	while (rest) {
		const acronym = ACRONYMS.filter((word) => rest.startsWith(word) && !/^[a-z]/.test(rest.slice(word.length))).sort(
			(a, b) => b.length - a.length,
		)[0];
		const word = acronym ?? /^[A-Z]?[a-z0-9]*/.exec(rest)?.[0] ?? rest;
		words.push(word || rest[0]);
		rest = rest.slice((word || rest[0]).length);
	}
	return words.join(' ');
}
