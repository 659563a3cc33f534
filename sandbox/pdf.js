// @ts-check
'use strict';

/**
 * A tiny, valid one-page PDF showing one line of text.
 * @param {string} name @param {string} text
 */
function pdf(name, text) {
	const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
	const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let out = '%PDF-1.4\n';
	const offsets = objects.map((obj, i) => {
		const at = out.length;
		out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
		return at;
	});
	const xref = out.length;
	out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
	out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return { name, contentType: 'application/pdf', bytes: Buffer.from(out, 'latin1') };
}

module.exports = { pdf };
