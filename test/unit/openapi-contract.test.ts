import { contractProblems, templateOf } from '../contract/openapi-contract';

const UUID = '3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10';
const request = (method: string, path: string, query: Record<string, string> = {}, body?: unknown) => ({ method, path, query, body });

describe('the OpenAPI contract check', () => {
	it('finds the template, literal segments before parameters', () => {
		expect(templateOf('GET', '/api/warehouse/stockpoints-v1/multi')?.template).toBe('/api/warehouse/stockpoints-v1/multi');
		expect(templateOf('GET', `/api/warehouse/stockpoints-v1/${UUID}`)?.template).toBe('/api/warehouse/stockpoints-v1/{id}');
		expect(templateOf('PATCH', '/api/warehouse/stockpoints-v1/x')).toBeUndefined();
	});

	it('accepts a request as the OpenAPI declares it', () => {
		const body = { date: '2026-11-20', currency: 'SEK', currencyRate: 1, rows: [{ itemId: '1001', quantity: 2, stockPointId: UUID }] };
		expect(contractProblems(request('POST', '/api/warehouse/deliveries-v1/inbounddeliveries', {}, body))).toEqual([]);
		expect(contractProblems(request('PUT', '/api/warehouse/deliveries-v1/inbounddeliveries/17/void', { force: 'true', customVoidDate: '2026-11-20' }))).toEqual([]);
	});

	it('names an unknown path, an undeclared query, a wrong field and a broken limit', () => {
		expect(contractProblems(request('GET', '/api/warehouse/stockpoint-v1'))).toEqual([expect.stringMatching(/no such operation/)]);
		expect(contractProblems(request('GET', '/api/warehouse/stockpoints-v1', { search: 'x' }))).toEqual([expect.stringMatching(/query search is not declared/)]);
		expect(contractProblems(request('PUT', '/api/warehouse/deliveries-v1/inbounddeliveries/abc/release'))).toEqual([expect.stringMatching(/path \{id\}: abc is not an integer/)]);
		const body = { date: '2026-11-20', currency: 'SEKK', currencyRate: 0, rows: [{ item: '1001', quantity: 2 }] };
		expect(contractProblems(request('POST', '/api/warehouse/deliveries-v1/inbounddeliveries', {}, body))).toEqual([
			expect.stringMatching(/body\.currency: longer than 3/),
			expect.stringMatching(/body\.currencyRate: below 0\.000001/),
			expect.stringMatching(/body\.rows\[0\]\.itemId: required/),
			expect.stringMatching(/body\.rows\[0\]\.item: not a field of the schema/),
		]);
	});

	it("lets a contract naming a template leave out its rows, and only such a contract", () => {
		const head = { CustomerNumber: '1', PeriodEnd: '2027-02-28' };
		expect(contractProblems(request('POST', '/3/contracts', {}, { Contract: { ...head, TemplateNumber: 1 } }))).toEqual([]);
		expect(contractProblems(request('POST', '/3/contracts', {}, { Contract: head }))).toEqual(['POST /3/contracts body.Contract.InvoiceRows: required']);
	});

	it('allows offset and limit only on lists', () => {
		expect(contractProblems(request('GET', '/api/warehouse/stockpoints-v1', { offset: '100', limit: '100' }))).toEqual([]);
		expect(contractProblems(request('PUT', `/api/warehouse/stockpoints-v1/${UUID}`, { limit: '1' }, { code: 'A', name: 'B' }))).toEqual([
			expect.stringMatching(/query limit is not declared/),
		]);
	});
});
