import { WorkflowHasIssuesError } from 'n8n-core';

import type { SandboxAccount } from '../../sandbox';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => await sandbox.close());

const CURRENT_YEAR = 2;
const PREVIOUS_YEAR = 1;

function accountsOf(accessToken: string, year = CURRENT_YEAR): Map<number, SandboxAccount> {
	return sandbox.tenant(accessToken).accounts.get(year) as Map<number, SandboxAccount>;
}

/** Puts `count` extra accounts straight into the tenant's chart, to page through. */
function seedAccounts(accessToken: string, count: number): void {
	const accounts = accountsOf(accessToken);
	for (let number = 5000; accounts.size < count + 6 && number <= 9999; number++) {
		if (accounts.has(number)) continue;
		accounts.set(number, {
			...(accounts.values().next().value as SandboxAccount),
			Number: number,
			Description: `Konto ${number}`,
		});
	}
}

describe('Fortnox node: accounts', () => {
	it('creates an account with every writable field and reads it back', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const created = await runNode({
			type: 'fortnox',
			credential,
			parameters: {
				resource: 'account',
				operation: 'create',
				accountNumber: '6071',
				description: 'Representation, avdragsgill',
				additionalFields: {
					Active: true,
					BalanceBroughtForward: 125.5,
					CostCenter: 'CC1',
					CostCenterSettings: 'MANDATORY',
					Project: 'P2',
					ProjectSettings: 'NOTALLOWED',
					SRU: 7281,
					TransactionInformation: 'Ange deltagare',
					TransactionInformationSettings: 'MANDATORY',
					VATCode: 'MP1',
				},
			},
		});
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({
			Number: 6071,
			Description: 'Representation, avdragsgill',
			CostCenterSettings: 'MANDATORY',
			SRU: 7281,
			TransactionInformation: 'Ange deltagare',
			Year: CURRENT_YEAR,
		});
		expect(accountsOf(tenant.accessToken).get(6071)).toMatchObject({ Project: 'P2', BalanceBroughtForward: 125.5 });

		const fetched = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'account', operation: 'get', account: { __rl: true, mode: 'id', value: '6071' } },
		});
		expect(fetched.items[0].json).toMatchObject({ Number: 6071, VATCode: 'MP1', TransactionInformationSettings: 'MANDATORY' });
	});

	it('creates and reads an account in a chosen financial year', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const created = await runNode({
			type: 'fortnox',
			credential,
			parameters: {
				resource: 'account',
				operation: 'create',
				accountNumber: '6072',
				description: 'Representation, ej avdragsgill',
				options: { financialYear: String(PREVIOUS_YEAR) },
			},
		});
		expect(created.items[0].json.Year).toBe(PREVIOUS_YEAR);
		expect(accountsOf(tenant.accessToken, PREVIOUS_YEAR).has(6072)).toBe(true);
		expect(accountsOf(tenant.accessToken, CURRENT_YEAR).has(6072)).toBe(false);

		const listed = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'account', operation: 'getAll', returnAll: true, options: { financialYear: String(PREVIOUS_YEAR) } },
		});
		expect(listed.items.map((item) => item.json.Number)).toContain(6072);
	});

	it('updates fields of an account, leaving the rest unchanged', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const before = { ...accountsOf(tenant.accessToken).get(1930)! };
		const updated = await runNode({
			type: 'fortnox',
			credential,
			parameters: {
				resource: 'account',
				operation: 'update',
				account: { __rl: true, mode: 'list', value: '1930' },
				updateFields: { Description: 'Företagskonto SEB', Active: false, VATCode: '' },
			},
		});
		expect(updated.error()).toBeUndefined();
		expect(updated.items[0].json).toMatchObject({ Number: 1930, Description: 'Företagskonto SEB', Active: false, VATCode: null });
		expect(accountsOf(tenant.accessToken).get(1930)).toMatchObject({ SRU: before.SRU, Description: 'Företagskonto SEB' });
	});

	it('returns all accounts across several pages of the largest size, sorted by number', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		seedAccounts(tenant.accessToken, 1100);
		const total = accountsOf(tenant.accessToken).size;
		sandbox.resetStats();
		const listed = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'account', operation: 'getAll', returnAll: true },
		});
		expect(listed.items).toHaveLength(total);
		expect(sandbox.stats.requests).toBe(Math.ceil(total / 500));
		const numbers = listed.items.map((item) => item.json.Number as number);
		expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
		// List items carry only the list fields.
		expect(listed.items[0].json).not.toHaveProperty('BalanceCarriedForward');
		expect(listed.items[0].json).toHaveProperty('@url');
	});

	it('stops at the limit', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		seedAccounts(tenant.accessToken, 30);
		const listed = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'account', operation: 'getAll', returnAll: false, limit: 7 },
		});
		expect(listed.items.map((item) => item.json.Number)).toEqual(
			[...accountsOf(tenant.accessToken).keys()].sort((a, b) => a - b).slice(0, 7),
		);
	});

	describe('refuses bad input before sending, naming the field and the rule', () => {
		const cases: Array<[string, Record<string, unknown>, string]> = [
			['a 3-digit number', { accountNumber: '193', description: 'x' }, 'Account Number "193" has 3 digits: it must be exactly 4 digits'],
			['a non-numeric number', { accountNumber: '19x0', description: 'x' }, 'Account Number "19x0" is not a whole number: it must be exactly 4 digits'],
			['a missing description', { accountNumber: '6110', description: ' ' }, 'Description is missing: it is required'],
			['a description over 200', { accountNumber: '6110', description: 'x'.repeat(201) }, 'Description is 201 characters long: at most 200 characters are allowed'],
			['an SRU of 3 digits', { accountNumber: '6110', description: 'x', additionalFields: { SRU: 123 } }, 'SRU "123" has 3 digits: it must be 4 to 5 digits'],
			['an SRU of 6 digits', { accountNumber: '6110', description: 'x', additionalFields: { SRU: 123456 } }, 'SRU "123456" has 6 digits: it must be 4 to 5 digits'],
			[
				'transaction information over 100',
				{ accountNumber: '6110', description: 'x', additionalFields: { TransactionInformation: 'y'.repeat(101) } },
				'Transaction Information is 101 characters long: at most 100 characters are allowed',
			],
			[
				'a settings value outside the enum',
				{ accountNumber: '6110', description: 'x', additionalFields: { ProjectSettings: 'SOMETIMES' } },
				'ProjectSettings "SOMETIMES" is not a valid value: use one of ALLOWED, MANDATORY, NOTALLOWED',
			],
		];
		it.each(cases)('%s', async (_name, parameters, message) => {
			const { credential } = accessTokenCredential(sandbox);
			sandbox.resetStats();
			const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'account', operation: 'create', ...parameters } });
			expect(result.error()?.message).toBe(message);
			expect(sandbox.stats.requests).toBe(0);
		});

		it('an update with nothing to change', async () => {
			const { credential } = accessTokenCredential(sandbox);
			const result = await runNode({
				type: 'fortnox',
				credential,
				parameters: { resource: 'account', operation: 'update', account: { __rl: true, mode: 'id', value: '1930' }, updateFields: {} },
			});
			expect(result.error()?.message).toBe('Update Fields are empty: add at least one field to change');
		});

		it('a locator value that is not an account number: n8n itself flags the typed value', async () => {
			const { credential } = accessTokenCredential(sandbox);
			sandbox.resetStats();
			const refused = await runNode({
				type: 'fortnox',
				credential,
				parameters: { resource: 'account', operation: 'get', account: { __rl: true, mode: 'id', value: '12345' } },
			}).catch((error: Error) => error);

			expect(refused).toBeInstanceOf(WorkflowHasIssuesError);
			// n8n 2.x names the rule; n8n 1.x says only that the workflow has issues (its editor marks the field).
			expect((refused as Error).message).toMatch(/An account number has 4 digits|^The workflow has issues/);
			expect(sandbox.stats.requests).toBe(0);
		});

		it('a locator value from an expression that is not an account number', async () => {
			const { credential } = accessTokenCredential(sandbox);
			sandbox.resetStats();
			const result = await runNode(
				{
					type: 'fortnox',
					credential,
					parameters: { resource: 'account', operation: 'get', account: { __rl: true, mode: 'id', value: '={{ $json.number }}' } },
				},
				[{ number: 12345 }],
			);
			expect(result.error()?.message).toBe('Account Number "12345" has 5 digits: it must be exactly 4 digits');
			expect(sandbox.stats.requests).toBe(0);
		});
	});

	it("passes the service's refusal of a duplicate number through with its code", async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'account', operation: 'create', accountNumber: '1930', description: 'Dubblett' },
		});
		const error = result.error() as Error & { httpCode?: string; description?: string };
		expect(error.httpCode).toBe('400');
		expect(error.description).toContain('Fortnox error code 2009021');
	});
});
