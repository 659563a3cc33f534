import type { IDataObject } from 'n8n-workflow';

import { useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential, serviceAccountCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const companyInformation = (credential: NodeSpec['credential'], items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'companyInformation', operation: 'get' } }, items);

/** A Swedish organisation number's last digit is the Luhn check digit of the nine before it. */
function luhnValid(organisationNumber: string): boolean {
	const digits = organisationNumber.replace('-', '').split('').map(Number);
	const sum = digits.reduce((total, digit, k) => {
		const weighted = k % 2 === 0 ? digit * 2 : digit;
		return total + (weighted > 9 ? weighted - 9 : weighted);
	}, 0);
	return digits.length === 10 && sum % 10 === 0;
}

describe('Fortnox → Company Information', () => {
	it('gets the company the credential works for: its name, organisation number, addresses and DatabaseNumber', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox(), sandbox().createTenant({ name: 'Växjö Cykel AB' }));
		const result = await companyInformation(credential);
		expect(result.error()).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const company = result.items[0].json;
		expect(company).toEqual({ CompanyName: 'Växjö Cykel AB', ...sandbox().tenant(tenant.tenantId).sales.company });
		expect(company).toMatchObject({ Address: 'Storgatan 1', ZipCode: '352 30', City: 'Växjö', CountryCode: 'SE' });
		expect(company.OrganizationNumber).toMatch(/^\d{6}-\d{4}$/);
		expect(luhnValid(String(company.OrganizationNumber))).toBe(true);
		expect(Number.isInteger(company.DatabaseNumber)).toBe(true);
		expect(coreRequests().map((request) => [request.method, request.path, request.query])).toEqual([['GET', '/3/companyinformation', {}]]);
	});

	it('each credential sees its own company: a service account its tenant’s, another access token another company', async () => {
		const { tenant, credential } = serviceAccountCredential(sandbox(), sandbox().createTenant({ name: 'Kontorsgiganten AB' }));
		const other = accessTokenCredential(sandbox(), sandbox().createTenant({ name: 'Städbolaget i Sverige AB' }));
		const mine = (await companyInformation(credential)).items[0].json;
		const theirs = (await companyInformation(other.credential)).items[0].json;
		expect(mine).toMatchObject({ CompanyName: 'Kontorsgiganten AB', DatabaseNumber: sandbox().tenant(tenant.tenantId).sales.company.DatabaseNumber });
		expect(theirs).toMatchObject({ CompanyName: 'Städbolaget i Sverige AB', DatabaseNumber: sandbox().tenant(other.tenant.tenantId).sales.company.DatabaseNumber });
		expect(mine.DatabaseNumber).not.toBe(theirs.DatabaseNumber);
		expect(mine.OrganizationNumber).not.toBe(theirs.OrganizationNumber);
	});

	it('answers once per input item, or once for all with Execute Once', async () => {
		const { credential } = accessTokenCredential(sandbox(), sandbox().createTenant({ name: 'Ett AB' }));
		const each = await companyInformation(credential, [{ run: 1 }, { run: 2 }, { run: 3 }]);
		expect(each.items.map((item) => item.json.CompanyName)).toEqual(['Ett AB', 'Ett AB', 'Ett AB']);
		const once = await companyInformation(credential, [{ run: 1 }, { run: 2 }, { run: 3 }], { executeOnce: true });
		expect(once.items.map((item) => item.json.CompanyName)).toEqual(['Ett AB']);
		expect(coreRequests().filter((request) => request.path === '/3/companyinformation')).toHaveLength(4);
	});
});
