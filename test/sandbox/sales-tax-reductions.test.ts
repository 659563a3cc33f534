import { useSales } from './sales-helpers';

// Tax-reduction applications sent straight to the sandbox, past the nodes' own checks: what
// Skatteverket refuses is refused here too, with the sandbox's own codes (docs/sandbox.md).

const { request, create, refused, invoice } = useSales();

const PERSON = '811218-9876';
/** Ten hours of building work at 1,000 kr an hour (ROT: 30 % of 12,500 kr with VAT = 3,750 kr). */
const rotInvoice = (CustomerNumber: string, hours = 10, price = 1000) =>
	invoice({ CustomerNumber, TaxReductionType: 'rot', InvoiceRows: [{ Description: 'Snickeri', DeliveredQuantity: hours, Price: price, HouseWork: true, HouseWorkType: 'CONSTRUCTION' }] });
const application = (doc: { DocumentNumber: string }, fields: Record<string, unknown>) => ({
	TaxReduction: { ReferenceDocumentType: 'INVOICE', ReferenceNumber: doc.DocumentNumber, CustomerName: 'Anna Berg', SocialSecurityNumber: PERSON, AskedAmount: 3750, PropertyDesignation: 'Växjö Stjärnan 3', ...fields },
});
const privatePerson = async () => (await create<{ CustomerNumber: string }>('customers', 'Customer', { Name: 'Anna Berg', Type: 'PRIVATE' })).CustomerNumber;

describe('sandbox tax reductions: Skatteverket’s rules', () => {
	it('takes a ROT invoice for a company customer, as Fortnox took ROT orders for one (recorded), but refuses its tax reduction (2009238)', async () => {
		const forCompany = await rotInvoice('1');
		expect(forCompany.TaxReduction).toBe(3750);
		expect(await refused('POST', '/3/taxreductions', application(forCompany, {}))).toMatchObject({ code: 2009238, message: expect.stringContaining('is a company (Type COMPANY)') });
		const forPerson = await rotInvoice(await privatePerson());
		expect((await request('POST', '/3/taxreductions', application(forPerson, {}))).status).toBe(201);
	});

	it('refuses an organisation number or an impossible date as the buyer’s personnummer (2009229)', async () => {
		const doc = await rotInvoice(await privatePerson());
		for (const SocialSecurityNumber of ['556036-0793', '811318-9876', '19811200-1234']) {
			expect(await refused('POST', '/3/taxreductions', application(doc, { SocialSecurityNumber }))).toMatchObject({ code: 2009229 });
		}
		expect((await refused('POST', '/3/taxreductions', application(doc, { SocialSecurityNumber: '556036-0793' }))).message).toContain('an organisation number');
		expect((await request('POST', '/3/taxreductions', application(doc, { SocialSecurityNumber: '811278-9873' }))).status).toBe(201); // a samordningsnummer: day 18 + 60
	});

	it('refuses a ROT application that names neither the property nor the housing cooperative (2009239)', async () => {
		const doc = await rotInvoice(await privatePerson());
		expect(await refused('POST', '/3/taxreductions', application(doc, { PropertyDesignation: '' }))).toMatchObject({ code: 2009239 });
		const cooperative = await request('POST', '/3/taxreductions', application(doc, { PropertyDesignation: '', ResidenceAssociationOrganisationNumber: '769600-0004' }));
		expect(cooperative.status).toBe(201);
	});

	it('refuses one application above the yearly ROT cap of 50,000 kr (2009245)', async () => {
		const doc = await rotInvoice(await privatePerson(), 200, 1000);
		expect(doc.TaxReduction).toBe(75000);
		expect(await refused('POST', '/3/taxreductions', application(doc, { AskedAmount: 60000 }))).toMatchObject({ code: 2009245 });
		expect((await request('POST', '/3/taxreductions', application(doc, { AskedAmount: 50000 }))).status).toBe(201);
	});
});
