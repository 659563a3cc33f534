import type { Sandbox, SandboxOptions, TenantCredentials } from '../../sandbox';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

// What the sales tests share: one sandbox per file, a fresh tenant per test with two customers,
// and calls that unwrap Fortnox's JSON wrappers.

export type Row = Record<string, unknown>;
/** An invoice, order or offer as the sandbox answers it (the fields the tests read are typed). */
export type Doc = Record<string, unknown> & {
	DocumentNumber: string;
	Net: number;
	TotalVAT: number;
	Total: number;
	Balance: number;
	Booked: boolean;
	Cancelled: boolean;
	Sent: boolean;
	InvoiceRows: Row[];
	OrderRows: Row[];
	OfferRows: Row[];
	EmailInformation: Record<string, string>;
};
export type Meta = { '@TotalResources': number; '@TotalPages': number; '@CurrentPage': number };
type Body = Record<string, unknown> & ErrorBody;

/** Customer 1 has addresses, e-mail addresses per document kind, a GLN and 10 days' terms; customer 2 only a name. */
export const CUSTOMERS = [
	{
		CustomerNumber: '1', Name: 'Acme AB', Address1: 'Storgatan 1', ZipCode: '352 30', City: 'Växjö', OrganisationNumber: '556677-8899',
		Email: 'info@acme.example', EmailInvoice: 'faktura@acme.example', EmailInvoiceCC: 'cfo@acme.example', EmailOrder: 'order@acme.example',
		GLN: '7350000000011', TermsOfPayment: '10', YourReference: 'Anna Ek',
	},
	{ CustomerNumber: '2', Name: 'Beta HB' },
];

/** The fields of an OpenAPI schema, sorted. */
export { answeredFieldsOf, fieldsOf } from '../contract/openapi';

/** The sandbox of the running test file: its clock decides what "today" is there. */
let running: Sandbox | undefined;

/** Today in Stockholm on the sandbox's clock (a test file may run it faster than real time). */
export const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(running?.now() ?? Date.now());
/** A date `days` from a YYYY-MM-DD date. */
export const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Registers the sandbox, tenant and customers for a test file and returns what its tests call. */
export function useSales(options: SandboxOptions = {}) {
	const s = {} as { sandbox: Sandbox; t: TenantCredentials; auth: Auth };
	withSandbox(
		{ rateLimit: false, ...options },
		(started) => (s.sandbox = running = started),
		(tenant, auth) => {
			s.t = tenant;
			s.auth = auth;
		},
	);
	beforeEach(async () => {
		for (const Customer of CUSTOMERS) expect((await request('POST', '/3/customers', { Customer })).status).toBe(201);
	});

	const request = <T = Body>(method: string, path: string, json?: unknown) => call<T>(s.sandbox, method, path, { auth: s.auth, json });

	/** POST of a document or payment: must answer 201; the unwrapped record. */
	async function create<T = Doc>(collection: string, wrapper: string, fields: Row): Promise<T> {
		const res = await request(`POST`, `/3/${collection}`, { [wrapper]: fields });
		expect(res.body.ErrorInformation).toBeUndefined();
		expect(res.status).toBe(201);
		return res.body[wrapper] as T;
	}

	/** A call that must answer 200 with `wrapper`; the unwrapped record. */
	async function ok<T = Doc>(method: string, path: string, wrapper: string, json?: unknown): Promise<T> {
		const res = await request(method, path, json);
		expect(res.body.ErrorInformation).toBeUndefined();
		expect(res.status).toBe(200);
		return res.body[wrapper] as T;
	}

	/** A call that must answer 400 (or `status`); its ErrorInformation. */
	async function refused(method: string, path: string, json?: unknown, status = 400) {
		const res = await request<ErrorBody>(method, path, json);
		expect(res.status).toBe(status);
		return res.body.ErrorInformation;
	}

	/** The numbers a list answers for a query. */
	async function numbers(collection: string, query = '', key = 'DocumentNumber'): Promise<string[]> {
		const res = await request(`GET`, `/3/${collection}${query === '' ? '' : `?${query}`}`);
		expect(res.body.ErrorInformation).toBeUndefined();
		const list = Object.entries(res.body).find(([name]) => name !== 'MetaInformation')![1] as Row[];
		return list.map((record) => String(record[key]));
	}

	return {
		s,
		request,
		create,
		ok,
		refused,
		numbers,
		invoice: (fields: Row) => create('invoices', 'Invoice', fields),
		order: (fields: Row) => create('orders', 'Order', fields),
		offer: (fields: Row) => create('offers', 'Offer', fields),
		/** PUT /3/invoices/{n}/bookkeep */
		book: (number: string) => ok('PUT', `/3/invoices/${number}/bookkeep`, 'Invoice'),
		/** A payment made and booked. */
		pay: async (invoiceNumber: string, fields: Row = {}) => {
			const payment = await create<Row>('invoicepayments', 'InvoicePayment', { InvoiceNumber: Number(invoiceNumber), ...fields });
			return ok<Row>('PUT', `/3/invoicepayments/${String(payment.Number)}/bookkeep`, 'InvoicePayment');
		},
	};
}
