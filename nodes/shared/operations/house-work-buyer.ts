import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../descriptions';
import { readIdentityNumber } from '../identity-number';
import type { ClassicKind } from '../kinds';
import { CUSTOMERS, INVOICES, OFFERS, ORDERS, recordPath, TAX_REDUCTIONS } from '../kinds';
import { cachedOfRun, keepForRun, oncePerRun } from '../run-cache';
import { taxReductionRulesOf } from '../tax-reduction-rules';
import { classicList, EVERY_RECORD, fortnoxApiRequest } from '../transport';
import type { FieldValidator } from '../validation';

/** One record of a classic kind, read once per run. */
const recordOfRun = (context: IExecuteFunctions, i: number, kind: ClassicKind, number: string): Promise<IDataObject> =>
	oncePerRun(context, kind.path, number, async () => (await fortnoxApiRequest(context, { method: 'GET', path: recordPath(kind, number), itemIndex: i }))[kind.single] as IDataObject);

const PRIVATE_ONLY = 'ROT, RUT and green technology reductions are only for private persons (Skatteverket): bill a company without house work';

/**
 * House work is bought by private persons: the customer (read once per run) is refused when its
 * Type is COMPANY or its OrganisationNumber is an organisation number; a private customer's number
 * there must be a valid personnummer.
 */
export async function checkHouseWorkCustomer(this: IExecuteFunctions, check: FieldValidator, i: number, customerNumber: string): Promise<void> {
	const customer = await recordOfRun(this, i, CUSTOMERS, customerNumber);
	const who = `${customerNumber} (${String(customer.Name ?? '')})`;
	if (customer.Type === 'COMPANY') check.fail('Customer', `${who} is a company (Type COMPANY)`, PRIVATE_ONLY);
	const number = String(customer.OrganisationNumber ?? '').trim();
	if (number === '') return;
	if (readIdentityNumber(number).kind === 'organisationsnummer') check.fail('Customer', `${who} has the organisation number ${number}`, PRIVATE_ONLY);
	check.personnummer(`Customer ${customerNumber} Organisation Number`, number);
}

/** The skip option of a tax reduction's Create and Update. */
export const yearlyCapOptions: INodeProperties = optionsCollection([
	{
		displayName: 'Skip Yearly Cap Check Against Earlier Applications',
		name: 'skipEarlierApplications',
		type: 'boolean',
		default: false,
		description:
			"Whether to check the yearly cap against this application alone. Otherwise the buyer's applications on invoices of the same year count too (one list request a run, and one look-up of each of the buyer's applications).",
	},
]);

/** The run's cache of Fortnox's list of tax reductions on invoices. */
const LIST = `${TAX_REDUCTIONS.path} list`;

const DOCUMENT_KINDS: Record<string, ClassicKind> = { INVOICE: INVOICES, ORDER: ORDERS, OFFER: OFFERS };

/** The ten digits that name a person, with or without century and dash. */
const personOf = (number: unknown): string => String(number ?? '').replace(/\D/g, '').slice(-10);

/** A ROT or RUT application the cap counts. */
interface Counted {
	reduction: string;
	amount: number;
	year: number;
	invoice: string;
}

/**
 * The buyer's applications on invoices, each with its amount, reduction and year. Fortnox's list
 * (GET /3/taxreductions?filter=invoices, read once a run) names the buyer but neither the asked
 * amount nor the year, so each of the buyer's applications and its invoice are read (once a run).
 * Invoices only: an application on an offer or an order goes with the work to its invoice.
 */
async function buyersApplications(this: IExecuteFunctions, i: number, buyer: string, except: string | undefined): Promise<Counted[]> {
	const list = await oncePerRun(this, LIST, 'invoices', () =>
		classicList(this, { path: TAX_REDUCTIONS.path, listKey: TAX_REDUCTIONS.plural, qs: { filter: 'invoices' }, itemIndex: i }, EVERY_RECORD),
	);
	const theirs = list.filter((listed) => personOf(listed.SocialSecurityNumber) === buyer && String(listed.Id) !== except);
	return await Promise.all(
		theirs.map(async (listed) => {
			const invoice = String(listed.ReferenceNumber);
			const [application, document] = await Promise.all([recordOfRun(this, i, TAX_REDUCTIONS, String(listed.Id)), recordOfRun(this, i, INVOICES, invoice)]);
			return { reduction: String(document.TaxReductionType), amount: Number(application.AskedAmount), year: Number(String(document.InvoiceDate).slice(0, 4)), invoice };
		}),
	);
}

/**
 * Skatteverket's yearly cap per person: ROT alone, and ROT and RUT together (tax-reduction-rules.ts),
 * for the year of the application's document; with the buyer's earlier applications of that year
 * unless the user skips them.
 */
async function checkYearlyCap(this: IExecuteFunctions, check: FieldValidator, i: number, application: IDataObject, reduction: string, year: number, id: string | undefined): Promise<void> {
	const rules = taxReductionRulesOf(year);
	const asked = Number(application.AskedAmount);
	const rule = `one person gets at most ${rules.rotCap} kr of ROT (${rules.rotRate * 100} % of the labour) a year, and ${rules.rotAndRutCap} kr of ROT and RUT (${rules.rutRate * 100} %) together (Skatteverket, the ${rules.year} rules)`;
	const sumOf = (counted: Counted[]) => counted.reduce((sum, { amount }) => sum + amount, 0);
	const checkWith = (earlier: Counted[]) => {
		const rot = (reduction === 'rot' ? asked : 0) + sumOf(earlier.filter((counted) => counted.reduction === 'rot'));
		const both = asked + sumOf(earlier);
		const problem = (total: number, what: string) =>
			earlier.length === 0
				? `${asked} kr is more ${what} than one person gets in ${year}`
				: `${asked} kr with the buyer's ${year} applications on ${earlier.map(({ invoice, amount, reduction: type }) => `invoice ${invoice} (${amount} kr ${type.toUpperCase()})`).join(', ')} makes ${total} kr of ${what}`;
		if (rot > rules.rotCap) check.fail('Asked Amount', problem(rot, 'ROT'), rule);
		if (both > rules.rotAndRutCap) check.fail('Asked Amount', problem(both, 'ROT and RUT'), rule);
	};
	// The application alone first: above the cap, it needs no look-up of the earlier ones.
	checkWith([]);
	if ((this.getNodeParameter('options', i, {}) as IDataObject).skipEarlierApplications === true) return;
	const earlier = await buyersApplications.call(this, i, personOf(application.SocialSecurityNumber), id);
	checkWith(earlier.filter((counted) => counted.year === year && ['rot', 'rut'].includes(counted.reduction)));
}

/**
 * What Skatteverket refuses of a ROT or RUT application, checked against its document (read once a
 * run): the document's customer must be a private person; ROT needs the property, by its designation
 * or a housing cooperative's organisation number; the yearly cap. A document with no reduction is
 * left to Fortnox, which refuses it with its own message. `id`: the application an update changes.
 */
export async function checkApplication(this: IExecuteFunctions, check: FieldValidator, i: number, application: IDataObject, id?: string): Promise<void> {
	const kind = DOCUMENT_KINDS[String(application.ReferenceDocumentType)];
	const document = await recordOfRun(this, i, kind, String(application.ReferenceNumber));
	const reduction = String(document.TaxReductionType ?? 'none');
	if (!['rot', 'rut', 'green'].includes(reduction)) return;
	await checkHouseWorkCustomer.call(this, check, i, String(document.CustomerNumber));
	const cooperative = String(application.ResidenceAssociationOrganisationNumber ?? '').trim();
	if (cooperative !== '' && readIdentityNumber(cooperative).kind !== 'organisationsnummer') {
		check.fail('Residence Association Organisation Number', `"${cooperative}" is not an organisation number`, "a housing cooperative's number has 20 or more as its third and fourth digits and a check digit, e.g. 769600-0004");
	}
	if (reduction === 'rot' && String(application.PropertyDesignation ?? '').trim() === '' && cooperative === '') {
		check.fail(
			'Property Designation',
			`is missing on a ROT application (${kind.noun} ${String(application.ReferenceNumber)})`,
			"ROT is for work on a home: give the property's designation (fastighetsbeteckning, e.g. Växjö Stjärnan 3) or, for a tenant-owned apartment, the housing cooperative's organisation number",
		);
	}
	if (reduction === 'green') return;
	await checkYearlyCap.call(this, check, i, application, reduction, Number(String(document[kind.dateField ?? '']).slice(0, 4)), id);
}

/** An application just stored: later items of the run count it without asking Fortnox again. */
export function rememberApplication(this: IExecuteFunctions, stored: IDataObject): void {
	if (stored.ReferenceDocumentType !== 'INVOICE') return;
	const id = String(stored.Id);
	keepForRun(this, TAX_REDUCTIONS.path, id, stored);
	void cachedOfRun<IDataObject[]>(this, LIST, 'invoices')?.then(
		(list) => {
			if (!list.some((listed) => String(listed.Id) === id)) list.push(stored);
		},
		// A list that failed is not kept: the next item reads it afresh.
		() => undefined,
	);
}
