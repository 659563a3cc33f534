import { fileNameFromDisposition } from '../../nodes/shared/binary';

describe('fileNameFromDisposition', () => {
	it('reads plain, quoted and RFC 5987 file names', () => {
		expect(fileNameFromDisposition('attachment; filename="invoice.pdf"')).toBe('invoice.pdf');
		expect(fileNameFromDisposition('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
		expect(fileNameFromDisposition(`attachment; filename="kvitto.pdf"; filename*=UTF-8''kvitto%20%C3%A5%C3%A4%C3%B6.pdf`)).toBe(
			'kvitto åäö.pdf',
		);
		expect(fileNameFromDisposition(undefined)).toBeUndefined();
		expect(fileNameFromDisposition('inline')).toBeUndefined();
	});
});
