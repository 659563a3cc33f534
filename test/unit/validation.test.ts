import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { calendarDate, FieldValidator } from '../../nodes/shared/validation';

const node = { id: '1', name: 'Fortnox', type: 't', typeVersion: 1, position: [0, 0], parameters: {} } as INode;
const check = new FieldValidator(node, 2);

/** The validation error `fn` throws for item index 2. */
function errorOf(fn: () => void): NodeOperationError {
	try {
		fn();
	} catch (error) {
		expect(error).toBeInstanceOf(NodeOperationError);
		expect((error as NodeOperationError).context.itemIndex).toBe(2);
		return error as NodeOperationError;
	}
	throw new Error('expected a validation error');
}

const messageOf = (fn: () => void): string => errorOf(fn).message;

describe('FieldValidator', () => {
	it('names the field, the problem and the rule', () => {
		expect(messageOf(() => check.maxLength('Description', 'x'.repeat(26), 25))).toBe(
			'Description is 26 characters long: at most 25 characters are allowed',
		);
		expect(messageOf(() => check.required('Description', ''))).toBe('Description is missing: it is required');
		expect(messageOf(() => check.digits('Account Number', '123', 4))).toBe(
			'Account Number "123" has 3 digits: it must be exactly 4 digits',
		);
		expect(messageOf(() => check.digits('SRU', '123456', 4, 5))).toBe('SRU "123456" has 6 digits: it must be 4 to 5 digits');
		expect(messageOf(() => check.digits('Account Number', '19a0', 4))).toMatch(/not a whole number/);
		expect(messageOf(() => check.oneOf('ProjectSettings', 'SOMETIMES', ['ALLOWED', 'MANDATORY']))).toBe(
			'ProjectSettings "SOMETIMES" is not a valid value: use one of ALLOWED, MANDATORY',
		);
		expect(messageOf(() => check.range('Limit', 201, 1, 200))).toBe('Limit 201 is out of range: it must be from 1 to 200');
		expect(messageOf(() => check.range('Offset', -1, 0))).toBe('Offset -1 is out of range: it must be at least 0');
		expect(messageOf(() => check.uuid('Webhook', '3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f1'))).toBe(
			'Webhook "3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f1" has the wrong format: it must be a UUID such as 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10',
		);
		expect(messageOf(() => check.lengthBetween('Secret', 'short', 10, 100))).toBe(
			'Secret is 5 characters long: it must be 10 to 100 characters',
		);
	});

	it('accepts values within the rules', () => {
		expect(() => {
			check.maxLength('Description', 'x'.repeat(25), 25);
			check.digits('Account Number', '1930', 4);
			check.digits('SRU', 7281, 4, 5);
			check.digits('SRU', '72810', 4, 5);
			check.oneOf('ProjectSettings', 'ALLOWED', ['ALLOWED']);
			check.range('Limit', 200, 1, 200);
			check.lengthBetween('Secret', 'x'.repeat(100), 10, 100);
			check.uuid('Webhook', '3F0C9A52-6C1E-4F0E-9A53-2B7D3C1E8F10');
		}).not.toThrow();
		expect(check.required('Description', 'ok')).toBe('ok');
	});

	it('takes one e-mail address, and an organisation number with its digits, Swedish or foreign', () => {
		expect(() => {
			for (const address of ['faktura@example.se', 'anna.andersson+n8n@sub.example.co.uk']) check.email('Email', address);
			for (const number of ['556677-8899', '5566778899', '19800101-1234', '800101+1234', 'SC123456', '123 456 789']) check.organisationNumber('Organisation Number', number);
		}).not.toThrow();
		for (const address of ['faktura.example.se', 'faktura@', '@example.se', 'a@example', 'a b@example.se', 'a@example.se, b@example.se']) {
			expect(messageOf(() => check.email('Email', address))).toBe(`Email "${address}" has the wrong format: it must be one e-mail address, such as faktura@example.se`);
		}
		for (const number of ['abc', '556677--8899', '-556677', '5566/778899']) {
			expect(messageOf(() => check.organisationNumber('Organisation Number', number))).toMatch(/^Organisation Number ".*" has the wrong format: write the number with its digits/);
		}
	});

	it('rejects numbers with a leading zero as having fewer digits', () => {
		expect(messageOf(() => check.digits('Account Number', '0930', 4))).toMatch(/must be exactly 4 digits/);
	});
});

describe('the item a validation error names', () => {
	it('is numbered as n8n numbers items, from 1', () => {
		expect(errorOf(() => check.required('Date', '')).description).toBe('Item 3: nothing was sent to Fortnox. Fix "Date" and run again.');
	});
});

describe('calendarDate', () => {
	it('takes the calendar date of an n8n date-time', () => {
		expect(calendarDate(check, 'Date', '2024-02-29T10:00:00.000+01:00')).toBe('2024-02-29');
		expect(calendarDate(check, 'Date', '2026-12-31')).toBe('2026-12-31');
		expect(calendarDate(check, 'Date', '')).toBeUndefined();
	});

	it('refuses days the calendar does not have, which Date.parse would move into the next month', () => {
		expect(messageOf(() => calendarDate(check, 'Date', '2026-02-30'))).toBe(
			'Date "2026-02-30" is a day the calendar does not have: use a date such as 2026-11-22',
		);
		expect(messageOf(() => calendarDate(check, 'Date', '2026-02-29T00:00:00Z'))).toMatch(/"2026-02-29" is a day the calendar does not have/);
		expect(messageOf(() => calendarDate(check, 'Date', '2026-04-31'))).toMatch(/does not have/);
		expect(messageOf(() => calendarDate(check, 'Date', '2026-13-01'))).toMatch(/does not have/);
		expect(messageOf(() => calendarDate(check, 'Date', 'tomorrow'))).toBe('Date "tomorrow" is not a date: use a date such as 2026-11-22');
	});
});
