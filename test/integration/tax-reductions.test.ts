import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { byNumber, useCoreSandbox } from '../harness/core';
import { shownParameter } from '../harness/node-types';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';

type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, storedDocument, salesCompany } = useCoreSandbox();

const fortnox = (credential: Credential, resource: string, parameters: IDataObject, items?: IDataObject[], options: { continueOnFail?: boolean } = {}) =>
	runNode({ type: 'fortnox', credential, parameters: { resource, ...parameters }, ...options }, items);

async function ok(credential: Credential, resource: string, parameters: IDataObject): Promise<IDataObject[]> {
	const result = await fortnox(credential, resource, parameters);
	expect(result.error()).toBeUndefined();
	return result.items.map((item) => item.json);
}

const applicationsOf = (tenantId: string) => sandbox().tenant(tenantId).sales.taxReductions;
/** A personnummer with its check digit (Skatteverket's test numbers). */
const ANNA = '19800101-0019';
const BERTIL = '19900202-0023';

/** A private customer who buys house work. */
const company = () => salesCompany({ customers: [['Anna Andersson', { Type: 'PRIVATE' }]], articles: [] });

/**
 * A ROT invoice from the rows form: 10 hours of carpentry at 500 kr (house work, CONSTRUCTION)
 * and material for 2,000 kr, 25 % VAT. Labour with VAT 6,250 kr, ROT 30 % = 1,875 kr.
 */
const rotInvoice = async (credential: Credential, customer: string) =>
	(
		await ok(credential, 'invoice', {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: {
				row: [
					{ Description: 'Snickeriarbete, kök', DeliveredQuantity: 10, rowFields: { Price: 500, HouseWork: true, HouseWorkType: 'CONSTRUCTION', HouseWorkHoursToReport: 10 } },
					{ Description: 'Material', DeliveredQuantity: 1, rowFields: { Price: 2000 } },
				],
			},
			additionalFields: { TaxReductionType: 'rot' },
		})
	)[0];

const application = (number: unknown, ssn = ANNA, askedAmount = 1875) => ({
	operation: 'create',
	referenceDocumentType: 'INVOICE',
	referenceNumber: String(number),
	customerName: 'Anna Andersson',
	socialSecurityNumber: ssn,
	askedAmount,
	additionalFields: { PropertyDesignation: 'Växjö Stjärnan 3' },
});

describe('Fortnox → Invoice with house work (ROT)', () => {
	it('creates a ROT invoice from the rows form, books it, and its tax reduction shows in Tax Reduction → Get Many filtered to invoices', async () => {
		const { tenantId, credential, customer } = await company();
		const invoice = await rotInvoice(credential, customer);
		const number = String(invoice.DocumentNumber);
		expect(invoice).toMatchObject({ TaxReductionType: 'rot', HouseWork: true, Total: 8750, BasisTaxReduction: 6250, TaxReduction: 1875, TotalToPay: 6875 });
		expect((invoice.InvoiceRows as IDataObject[]).map((row) => [row.HouseWork, row.HouseWorkType, row.HouseWorkHoursToReport])).toEqual([
			[true, 'CONSTRUCTION', 10],
			[false, null, null],
		]);

		const [applied] = await ok(credential, 'taxReduction', application(number));
		expect(applied).toMatchObject({ ReferenceDocumentType: 'INVOICE', ReferenceNumber: number, AskedAmount: 1875, SocialSecurityNumber: ANNA, PropertyDesignation: 'Växjö Stjärnan 3' });
		const [booked] = await ok(credential, 'invoice', { operation: 'bookkeep', documentNumber: byNumber(number) });
		expect(booked).toMatchObject({ Booked: true, TaxReduction: 1875, TotalToPay: 6875 });

		const invoices = await ok(credential, 'taxReduction', { operation: 'getAll', returnAll: true, filters: { filter: 'invoices' } });
		expect(invoices.map((item) => [item.ReferenceDocumentType, item.ReferenceNumber, item.CustomerName, item.SocialSecurityNumber])).toEqual([['INVOICE', Number(number), 'Anna Andersson', ANNA]]);
		const orders = await ok(credential, 'taxReduction', { operation: 'getAll', returnAll: true, filters: { filter: 'orders' } });
		// n8n gives an empty list as one empty item.
		expect(orders.filter((item) => item.Id !== undefined)).toEqual([]);
		expect(coreRequests().find((request) => request.path === '/3/taxreductions' && request.method === 'GET')?.query).toMatchObject({ filter: 'invoices' });
		expect(storedDocument(tenantId, 'invoices', number).head).toMatchObject({ Booked: true, TaxReduction: 1875 });
		expect(applicationsOf(tenantId)).toHaveLength(1);
	});

	it('takes house-work rows as JSON on an order (RUT, 50 %) and from the form on a green technology invoice (solar cells, 20 %); offers have no green types', async () => {
		const { credential, customer } = await company();
		const [order] = await ok(credential, 'order', {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'json',
			rowsJson: JSON.stringify([
				{ Description: 'Storstädning', OrderedQuantity: 4, Price: 400, HouseWork: true, HouseWorkType: 'CLEANING', HouseWorkHoursToReport: 4 },
				{ Description: 'Resa', OrderedQuantity: 1, Price: 200, HouseWork: false, HouseWorkType: 'OTHERCOSTS' },
			]),
			additionalFields: { TaxReductionType: 'rut' },
		});
		// 4 × 400 × 1.25 = 2,000 kr of work: RUT 1,000 kr; the travel row is no work (OTHERCOSTS goes on a row not marked HouseWork: Fortnox refuses it on one, 2002980).
		expect(order).toMatchObject({ TaxReductionType: 'rut', BasisTaxReduction: 2000, TaxReduction: 1000, Total: 2250, TotalToPay: 1250 });
		const [green] = await ok(credential, 'invoice', {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Solceller, installation', DeliveredQuantity: 1, rowFields: { Price: 40000, HouseWork: true, HouseWorkType: 'SOLARCELLS' } }] },
			additionalFields: { TaxReductionType: 'green' },
		});
		expect(green).toMatchObject({ TaxReductionType: 'green', TaxReduction: 10000, TotalToPay: 40000 });
		// Fortnox's offer rows list no green technology types (fortnox_Offer_OfferRow): refused before sending.
		const offer = await fortnox(credential, 'offer', {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Solceller, installation', Quantity: 1, rowFields: { Price: 40000, HouseWork: true, HouseWorkType: 'SOLARCELLS' } }] },
			additionalFields: { TaxReductionType: 'green' },
		});
		expect(offer.error()?.message).toMatch(/^Row 1 House Work Type "SOLARCELLS" is not a valid value/);
	});

	it('refuses before sending, item by item under Continue On Fail: mixed ROT and RUT rows, a currency other than SEK, house work without a tax-reduction type', async () => {
		const { tenantId, credential, customer } = await company();
		const work = (type: string) => ({ Description: `Arbete ${type}`, DeliveredQuantity: 1, Price: 1000, HouseWork: true, HouseWorkType: type });
		const items = [
			{ rows: [work('CONSTRUCTION')], type: 'rot', currency: '' },
			{ rows: [work('CONSTRUCTION'), work('CLEANING')], type: 'rot', currency: '' },
			{ rows: [work('PAINTINGWALLPAPERING')], type: 'rot', currency: 'EUR' },
			{ rows: [work('GARDENING')], type: '', currency: '' },
			{ rows: [work('CLEANING'), work('ELECTRICITY')], type: '', currency: '' },
		];
		const result = await fortnox(
			credential,
			'invoice',
			{
				operation: 'create',
				customer: byNumber(customer),
				rowsInput: 'json',
				rowsJson: '={{ $json.rows }}',
				additionalFields: { TaxReductionType: '={{ $json.type }}', Currency: '={{ $json.currency }}' },
			},
			items,
			{ continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.TaxReduction)).toEqual([
			375,
			'Row 2 House Work Type CLEANING is RUT work but its Tax Reduction Type makes the document ROT: a document has one tax-reduction type: put ROT, RUT and green technology work on separate documents',
			'Currency is EUR on a document with house work: Fortnox takes ROT, RUT and green technology documents only in SEK',
			"Row 1 is house work (GARDENING) but the document's Tax Reduction Type is not set: set Tax Reduction Type to rot, rut or green for a document with house work",
			"Row 1 is house work (CLEANING) but the document's Tax Reduction Type is not set: set Tax Reduction Type to rot, rut or green for a document with house work",
		]);
		// Only the good invoice was sent.
		expect(coreRequests().filter((request) => request.method === 'POST' && request.path === '/3/invoices')).toHaveLength(1);
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(1);
	});

	it('refuses an offer row of a house-work type whose reduction has ended (COOKING), and an update that mixes reductions', async () => {
		const { credential, customer } = await company();
		const cooking = await fortnox(credential, 'offer', {
			operation: 'create',
			customer: byNumber(customer),
			// The form does not offer it; as JSON it would reach Fortnox.
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ Description: 'Matlagning', Quantity: 2, Price: 300, HouseWork: true, HouseWorkType: 'COOKING' }]),
			additionalFields: { TaxReductionType: 'rut' },
		});
		expect(cooking.error()?.message).toBe('Row 1 House Work Type COOKING no longer gives a tax reduction: Fortnox refuses house-work types whose reduction has ended');
		const invoice = await rotInvoice(credential, customer);
		const update = await fortnox(credential, 'invoice', {
			operation: 'update',
			documentNumber: byNumber(String(invoice.DocumentNumber)),
			rowsInput: 'keep',
			updateFields: { TaxReductionType: 'rut' },
		});
		// Without new rows the node cannot see the kept rows' types; Fortnox (the sandbox) refuses, with its message.
		expect(update.error()?.message).toContain("Dokument med skattereduktionstypen 'rut' får inte innehålla rader med husarbetestypen 'CONSTRUCTION'");
	});
});

describe('Fortnox → Tax Reduction', () => {
	it('creates, gets, updates and deletes an application for a ROT invoice', async () => {
		const { tenantId, credential, customer } = await company();
		const number = String((await rotInvoice(credential, customer)).DocumentNumber);
		const [first] = await ok(credential, 'taxReduction', application(number, ANNA, 1000));
		const [second] = await ok(credential, 'taxReduction', application(number, BERTIL, 875));
		const [got] = await ok(credential, 'taxReduction', { operation: 'get', taxReduction: byNumber(String(second.Id)) });
		expect(got).toMatchObject({ Id: second.Id, CustomerName: 'Anna Andersson', SocialSecurityNumber: BERTIL, AskedAmount: 875, ApprovedAmount: 0, RequestSent: false });

		const [updated] = await ok(credential, 'taxReduction', {
			operation: 'update',
			taxReduction: byNumber(String(first.Id)),
			updateFields: { CustomerName: 'Anna Andersson-Berg', AskedAmount: 900 },
		});
		expect(updated).toMatchObject({ Id: first.Id, CustomerName: 'Anna Andersson-Berg', AskedAmount: 900 });
		expect(applicationsOf(tenantId).find((stored) => stored.Id === first.Id)).toMatchObject({ CustomerName: 'Anna Andersson-Berg', AskedAmount: 900 });

		const [deleted] = await ok(credential, 'taxReduction', { operation: 'delete', taxReduction: byNumber(String(second.Id)) });
		expect(deleted).toEqual({ Id: String(second.Id), deleted: true });
		expect(applicationsOf(tenantId).map((stored) => stored.Id)).toEqual([first.Id]);
		const gone = await fortnox(credential, 'taxReduction', { operation: 'get', taxReduction: byNumber(String(second.Id)) });
		expect(gone.error()?.message).toMatch(/not found/i);

		const limited = await ok(credential, 'taxReduction', { operation: 'getAll', returnAll: false, limit: 1 });
		expect(limited.map((item) => item.Id)).toEqual([first.Id]);
	});

	it('refuses before sending, item by item under Continue On Fail: a personnummer without its check digit, an amount in öre, a reference that is no document number, a green type twice', async () => {
		const { tenantId, credential, customer } = await company();
		const number = String((await rotInvoice(credential, customer)).DocumentNumber);
		const green = JSON.stringify([
			{ WorkType: 'SOLARCELLS', AskedAmount: 100 },
			{ WorkType: 'SOLARCELLS', AskedAmount: 200 },
		]);
		const items = [
			{ ssn: ANNA, amount: 1000, reference: number, amounts: '' },
			{ ssn: '19800101-0018', amount: 500, reference: number, amounts: '' },
			{ ssn: BERTIL, amount: 99.5, reference: number, amounts: '' },
			{ ssn: BERTIL, amount: 500, reference: 'F-12', amounts: '' },
			{ ssn: BERTIL, amount: 300, reference: number, amounts: green },
		];
		const result = await fortnox(
			credential,
			'taxReduction',
			{
				operation: 'create',
				referenceDocumentType: 'INVOICE',
				referenceNumber: '={{ $json.reference }}',
				customerName: 'Anna Andersson',
				socialSecurityNumber: '={{ $json.ssn }}',
				askedAmount: '={{ $json.amount }}',
				additionalFields: { PropertyDesignation: 'Växjö Stjärnan 3', TaxReductionAmounts: '={{ $json.amounts }}' },
			},
			items,
			{ continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.AskedAmount)).toEqual([
			1000,
			'Social Security Number "19800101-0018" is not a Swedish personnummer: write YYYYMMDD-NNNN or YYMMDD-NNNN with its check digit',
			'Asked Amount 99.5 is not whole kronor: Fortnox takes the asked amount as an integer',
			'Reference Number "F-12" has the wrong format: it is the document number of an invoice, order or offer: a whole number',
			'Tax Reduction Amounts 2 Work Type SOLARCELLS comes twice: give one amount per type of work',
		]);
		expect(coreRequests().filter((request) => request.method === 'POST' && request.path === '/3/taxreductions')).toHaveLength(1);
		expect(applicationsOf(tenantId)).toHaveLength(1);
	});

	it('applies for green technology with an amount per type of work; Fortnox takes their sum as the asked amount', async () => {
		const { tenantId, credential, customer } = await company();
		const [green] = await ok(credential, 'invoice', {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'json',
			rowsJson: JSON.stringify([
				{ Description: 'Solceller', DeliveredQuantity: 1, Price: 40000, HouseWork: true, HouseWorkType: 'SOLARCELLS' },
				{ Description: 'Batteri', DeliveredQuantity: 1, Price: 8000, HouseWork: true, HouseWorkType: 'STORAGESELFPRODUCEDELECTRICITY' },
			]),
			additionalFields: { TaxReductionType: 'green' },
		});
		// 50,000 × 20 % + 10,000 × 50 %.
		expect(green).toMatchObject({ TaxReduction: 15000 });
		// Without an amount per type Fortnox refuses a green technology application (2004263); the node leaves that rule to Fortnox.
		const withoutAmounts = await fortnox(credential, 'taxReduction', application(green.DocumentNumber, ANNA, 15000));
		expect(withoutAmounts.error()?.message).toContain('TaxReductionAmounts is required for a green technology application');
		const [applied] = await ok(credential, 'taxReduction', {
			...application(green.DocumentNumber, ANNA, 15000),
			additionalFields: {
				TaxReductionAmounts: JSON.stringify([
					{ WorkType: 'SOLARCELLS', AskedAmount: 10000 },
					{ WorkType: 'STORAGESELFPRODUCEDELECTRICITY', AskedAmount: 4000 },
				]),
			},
		});
		expect(applied).toMatchObject({ AskedAmount: 14000, TaxReductionAmounts: [{ WorkType: 'SOLARCELLS', AskedAmount: 10000 }, { WorkType: 'STORAGESELFPRODUCEDELECTRICITY', AskedAmount: 4000 }] });
		expect(applicationsOf(tenantId)[0]).toMatchObject({ AskedAmount: 14000 });
	});

	it("passes on Fortnox's refusals: the same person twice on one document, a document without a tax-reduction type, a personnummer without its check digit", async () => {
		const { credential, customer } = await company();
		const number = String((await rotInvoice(credential, customer)).DocumentNumber);
		await ok(credential, 'taxReduction', application(number, ANNA, 1000));
		const twice = await fortnox(credential, 'taxReduction', application(number, ANNA, 500));
		expect(twice.error()?.message).toContain('already applies on this document');
		const plain = await ok(credential, 'invoice', {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Konsulttimmar', DeliveredQuantity: 1, rowFields: { Price: 1000 } }] },
		});
		const none = await fortnox(credential, 'taxReduction', application(plain[0].DocumentNumber, BERTIL, 100));
		expect(none.error()?.message).toContain('has no TaxReductionType');
		// A personnummer without its check digit, sent past the node's check (API Request): the sandbox refuses it too.
		const raw = await fortnox(credential, 'apiRequest', {
			operation: 'send',
			method: 'POST',
			path: '/3/taxreductions',
			jsonBody: JSON.stringify({ TaxReduction: { ReferenceDocumentType: 'INVOICE', ReferenceNumber: number, CustomerName: 'Bertil', SocialSecurityNumber: '19900202-0029', AskedAmount: 100 } }),
		});
		expect(raw.error()?.message).toContain('is not a valid personnummer');
	});
});

describe("Fortnox → ROT/RUT: Skatteverket's rules, before sending", () => {
	const posts = (path: string) => coreRequests().filter((request) => (request.method === 'POST' || request.method === 'PUT') && request.path.startsWith(path));
	/**
	 * A large ROT invoice: 400 hours at 500 kr, 25 % VAT: 250,000 kr of labour, ROT 75,000 kr (more
	 * than one person may get, so the applications decide).
	 */
	const bigRotInvoice = async (credential: Credential, customer: string) =>
		String(
			(
				await ok(credential, 'invoice', {
					operation: 'create',
					customer: byNumber(customer),
					rowsInput: 'fields',
					rows: { row: [{ Description: 'Ombyggnad, badrum', DeliveredQuantity: 400, rowFields: { Price: 500, HouseWork: true, HouseWorkType: 'CONSTRUCTION', HouseWorkHoursToReport: 400 } }] },
					additionalFields: { TaxReductionType: 'rot' },
				})
			)[0].DocumentNumber,
		);

	it('refuses house work for a company customer, or a private one whose number is an organisation number; the private customer\'s invoice is stored', async () => {
		const { tenantId, credential, customer } = await salesCompany({
			customers: [
				['Anna Andersson', { Type: 'PRIVATE' }],
				['Bygg & Fönster AB', { Type: 'COMPANY', OrganisationNumber: '556036-0793' }],
				['Cecilia Ek', { Type: 'PRIVATE', OrganisationNumber: '556036-0793' }],
			],
			articles: [],
		});
		const numbers = [customer, String(Number(customer) + 1), String(Number(customer) + 2)];
		const result = await fortnox(
			credential,
			'invoice',
			{
				operation: 'create',
				customer: '={{ { "__rl": true, "mode": "id", "value": $json.customer } }}',
				rowsInput: 'json',
				rowsJson: JSON.stringify([{ Description: 'Snickeri', DeliveredQuantity: 2, Price: 500, HouseWork: true, HouseWorkType: 'CONSTRUCTION' }]),
				additionalFields: { TaxReductionType: 'rot' },
			},
			numbers.map((number) => ({ customer: number })),
			{ continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		const rule = 'ROT, RUT and green technology reductions are only for private persons (Skatteverket): bill a company without house work';
		expect(result.items.map((item) => item.json.error ?? item.json.TaxReduction)).toEqual([
			375,
			`Customer ${numbers[1]} (Bygg & Fönster AB) is a company (Type COMPANY): ${rule}`,
			`Customer ${numbers[2]} (Cecilia Ek) has the organisation number 556036-0793: ${rule}`,
		]);
		expect(posts('/3/invoices')).toHaveLength(1);
		expect(sandbox().tenant(tenantId).sales.invoices.map((invoice) => invoice.head.CustomerNumber)).toEqual([customer]);

		// An application for the invoice of a customer since made a company: refused, nothing sent.
		const number = String(result.items[0].json.DocumentNumber);
		await ok(credential, 'customer', { operation: 'update', customer: byNumber(customer), updateFields: { Type: 'COMPANY', OrganisationNumber: '556036-0793' } });
		const applied = await fortnox(credential, 'taxReduction', application(number, ANNA, 375));
		expect(applied.error()?.message).toBe(`Customer ${customer} (Anna Andersson) is a company (Type COMPANY): ${rule}`);
		expect(posts('/3/taxreductions')).toEqual([]);
		expect(applicationsOf(tenantId)).toEqual([]);
	});

	it('refuses a personnummer that is an organisation number or has no real date, takes a samordningsnummer, and refuses ROT without a property or a housing cooperative', async () => {
		const { tenantId, credential, customer } = await company();
		const number = String((await rotInvoice(credential, customer)).DocumentNumber);
		const items = [
			{ ssn: '556036-0793', property: 'Växjö Stjärnan 3', cooperative: '' },
			{ ssn: '19800230-0013', property: 'Växjö Stjärnan 3', cooperative: '' },
			{ ssn: ANNA, property: '', cooperative: '' },
			{ ssn: '19800161-0024', property: '', cooperative: '769600-0004' },
			{ ssn: BERTIL, property: 'Växjö Stjärnan 3', cooperative: '' },
		];
		const result = await fortnox(
			credential,
			'taxReduction',
			{
				operation: 'create',
				referenceDocumentType: 'INVOICE',
				referenceNumber: number,
				customerName: 'Anna Andersson',
				socialSecurityNumber: '={{ $json.ssn }}',
				askedAmount: 100,
				additionalFields: { PropertyDesignation: '={{ $json.property }}', ResidenceAssociationOrganisationNumber: '={{ $json.cooperative }}' },
			},
			items,
			{ continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.SocialSecurityNumber)).toEqual([
			'Social Security Number "556036-0793" is an organisation number, not a personnummer: its third and fourth digits are 20 or more; give the person\'s personnummer, YYYYMMDD-NNNN',
			'Social Security Number "19800230-0013" has no real date of birth: a personnummer starts with the date of birth, YYYYMMDD or YYMMDD (a samordningsnummer with the day plus 60)',
			`Property Designation is missing on a ROT application (invoice ${number}): ROT is for work on a home: give the property's designation (fastighetsbeteckning, e.g. Växjö Stjärnan 3) or, for a tenant-owned apartment, the housing cooperative's organisation number`,
			'19800161-0024',
			BERTIL,
		]);
		expect(posts('/3/taxreductions').map((request) => (request.body as { TaxReduction: IDataObject }).TaxReduction.SocialSecurityNumber)).toEqual(['19800161-0024', BERTIL]);
		expect(applicationsOf(tenantId).map((stored) => stored.SocialSecurityNumber)).toEqual(['19800161-0024', BERTIL]);
	});

	it("refuses ROT above the yearly cap: 60,000 kr on one application, and 30,000 + 25,000 kr across two invoices of the year (counted within one run too); the option skips the earlier ones", async () => {
		const { tenantId, credential, customer } = await company();
		const first = await bigRotInvoice(credential, customer);
		const second = await bigRotInvoice(credential, customer);
		const rule = 'one person gets at most 50000 kr of ROT (30 % of the labour) a year, and 75000 kr of ROT and RUT (50 %) together (Skatteverket, the 2026 rules)';

		const tooMuch = await fortnox(credential, 'taxReduction', application(first, ANNA, 60000));
		expect(tooMuch.error()?.message).toMatch(new RegExp(`^Asked Amount 60000 kr is more ROT than one person gets in 20\\d\\d: ${rule.replace(/[()]/g, '\\$&')}$`));
		expect(posts('/3/taxreductions')).toEqual([]);

		// One run: the first item is stored, the second counts it.
		const run = await fortnox(
			credential,
			'taxReduction',
			{ ...application('={{ $json.invoice }}', ANNA, 0), askedAmount: '={{ $json.amount }}' },
			[
				{ invoice: first, amount: 30000 },
				{ invoice: second, amount: 25000 },
			],
			{ continueOnFail: true },
		);
		expect(run.items.map((item) => item.json.error ?? item.json.AskedAmount)).toEqual([
			30000,
			expect.stringMatching(new RegExp(`^Asked Amount 25000 kr with the buyer's 20\\d\\d applications on invoice ${first} \\(30000 kr ROT\\) makes 55000 kr of ROT: `)),
		]);
		// A later run reads the earlier application from Fortnox's list.
		const later = await fortnox(credential, 'taxReduction', application(second, ANNA, 25000));
		expect(later.error()?.message).toContain(`with the buyer's`);
		expect(coreRequests().filter((request) => request.method === 'GET' && request.path === '/3/taxreductions').map((request) => request.query)).toEqual([
			expect.objectContaining({ filter: 'invoices' }),
			expect.objectContaining({ filter: 'invoices' }),
		]);
		expect(posts('/3/taxreductions')).toHaveLength(1);
		expect(applicationsOf(tenantId).map((stored) => stored.AskedAmount)).toEqual([30000]);

		const skipped = await fortnox(credential, 'taxReduction', { ...application(second, ANNA, 25000), options: { skipEarlierApplications: true } });
		expect(skipped.error()).toBeUndefined();
		expect(applicationsOf(tenantId).map((stored) => stored.AskedAmount)).toEqual([30000, 25000]);
	});
});

describe('Fortnox → Tax Reduction: the document an application is for unless chosen', () => {
	/** A ROT invoice and a ROT offer of the same work, each number 1 of its kind. */
	async function invoiceAndOffer() {
		const made = await company();
		const invoice = await rotInvoice(made.credential, made.customer);
		const [offer] = await ok(made.credential, 'offer', {
			operation: 'create',
			customer: byNumber(made.customer),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Snickeriarbete, kök', Quantity: 10, rowFields: { Price: 500, HouseWork: true, HouseWorkType: 'CONSTRUCTION', HouseWorkHoursToReport: 10 } }] },
			additionalFields: { TaxReductionType: 'rot' },
		});
		expect([invoice.DocumentNumber, offer.DocumentNumber].map(String)).toEqual(['1', '1']);
		sandbox().clearRequests();
		return made;
	}

	/** Tax Reduction → Create saved at a node version without a document type, as the editor saves one left at its default. */
	const applyAt = (typeVersion: number, credential: Credential) =>
		runNode({
			type: 'fortnox',
			typeVersion,
			credential,
			parameters: { resource: 'taxReduction', ...Object.fromEntries(Object.entries(application(1)).filter(([name]) => name !== 'referenceDocumentType')) },
		});
	const sentType = () => ((coreRequests().find((request) => request.method === 'POST' && request.path === '/3/taxreductions')?.body as IDataObject).TaxReduction as IDataObject).ReferenceDocumentType;
	const values = { resource: 'taxReduction', operation: 'create' };

	it('version 2.2: Reference Document Type starts at INVOICE, so an application left at it is sent for the invoice', async () => {
		const shown = shownParameter(new Fortnox(), 2.2, values, 'documentType');
		expect(shown).toMatchObject({ displayName: 'Reference Document Type', type: 'options', default: 'INVOICE', required: true });
		expect(shown?.options?.map((option) => ('value' in option ? option.value : undefined))).toEqual(['INVOICE', 'OFFER', 'ORDER']);
		expect(shownParameter(new Fortnox(), 2.2, values, 'referenceDocumentType')).toBeUndefined();

		const { tenantId, credential } = await invoiceAndOffer();
		const result = await applyAt(2.2, credential);
		expect(result.error()).toBeUndefined();
		expect(sentType()).toBe('INVOICE');
		expect(applicationsOf(tenantId)).toEqual([expect.objectContaining({ ReferenceDocumentType: 'INVOICE', ReferenceNumber: '1', AskedAmount: 1875 })]);
	});

	it.each([1, 2, 2.1])('a workflow saved at version %s still sends OFFER, its default', async (typeVersion) => {
		expect(shownParameter(new Fortnox(), typeVersion, values, 'referenceDocumentType')).toMatchObject({ default: 'OFFER' });
		expect(shownParameter(new Fortnox(), typeVersion, values, 'documentType')).toBeUndefined();
		const { tenantId, credential } = await invoiceAndOffer();
		const result = await applyAt(typeVersion, credential);
		expect(result.error()).toBeUndefined();
		expect(sentType()).toBe('OFFER');
		expect(applicationsOf(tenantId)).toEqual([expect.objectContaining({ ReferenceDocumentType: 'OFFER', ReferenceNumber: '1' })]);
	});
});
