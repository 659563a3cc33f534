import type { IDataObject } from 'n8n-workflow';

import { useClocks } from '../harness/clocks';
import { useCoreSandbox } from '../harness/core';
import { hostPoller } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import { accessTokenCredential } from '../harness/sandbox';

// Fortnox's clock and n8n's, set apart: the sandbox's clock is the service's, Date.now is n8n's.

const TRIGGER = 'fortnoxTrigger';
const MINUTE = 60_000;

const { sandbox } = useCoreSandbox();
const clocks = useClocks(sandbox);

/** The emitted items as "event number". */
function summary(outcome: PollOutcome): string[] {
	expect(outcome.error).toBeUndefined();
	const number = (json: IDataObject) => json.DocumentNumber ?? json.CustomerNumber ?? json.Number;
	return (outcome.emitted ?? []).map(({ json }) => `${String(json.event)} ${String(number(json))}`);
}

/** A new company, and someone working in Fortnox directly (not through n8n): the changes the trigger should notice. */
function company() {
	const { tenant, credential } = accessTokenCredential(sandbox());
	const headers = { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, 'Content-Type': 'application/json' };
	const send = async (method: 'POST' | 'PUT', path: string, wrapper: string, fields?: IDataObject): Promise<IDataObject> => {
		const res = await fetch(`${sandbox().url}${path}`, { method, headers, body: fields && JSON.stringify({ [wrapper]: fields }) });
		expect([path, res.status]).toEqual([path, method === 'POST' ? 201 : 200]);
		return ((await res.json()) as IDataObject)[wrapper] as IDataObject;
	};
	const fortnox = {
		customer: async (Name: string) => String((await send('POST', '/3/customers', 'Customer', { Name })).CustomerNumber),
		move: async (customer: string, City: string) => void (await send('PUT', `/3/customers/${customer}`, 'Customer', { City })),
		invoice: async (customer: string) =>
			String((await send('POST', '/3/invoices', 'Invoice', { CustomerNumber: customer, InvoiceRows: [{ Description: 'Konsulttimmar', DeliveredQuantity: '1', Price: 1000 }] })).DocumentNumber),
		bookkeep: async (invoice: string) => void (await send('PUT', `/3/invoices/${invoice}/bookkeep`, 'Invoice')),
		/** A booked payment of all the invoice still owes; its number. */
		async payInFull(invoice: string) {
			const { Balance } = sandbox().tenant(tenant.tenantId).sales.invoices.find((document) => document.head.DocumentNumber === invoice)!.head;
			const payment = String((await send('POST', '/3/invoicepayments', 'InvoicePayment', { InvoiceNumber: Number(invoice), Amount: Number(Balance) })).Number);
			// Fortnox's OpenAPI gives this PUT a body: an empty payment.
			await send('PUT', `/3/invoicepayments/${payment}/bookkeep`, 'InvoicePayment', {});
			return payment;
		},
	};
	return { credential, fortnox };
}

describe('Fortnox Trigger: Fortnox’s clock, not n8n’s', () => {
	it.each([
		['ahead of', 120_000],
		['behind', -120_000],
	])('n8n’s clock 120 s %s Fortnox’s: every event made just before and just after a poll fires once, none is lost or doubled', async (_, skew) => {
		// 09:00:20 on Fortnox's clock.
		const start = Date.parse('2026-11-10T09:00:20Z');
		clocks.set(start, skew);
		const { credential, fortnox } = company();
		const [anna, berit] = [await fortnox.customer('Anna AB'), await fortnox.customer('Berit AB')];
		const trigger = hostPoller({
			type: TRIGGER,
			credential,
			parameters: { events: ['customerCreated', 'customerUpdated', 'invoiceCreated', 'invoiceBookkept', 'invoiceFullyPaid', 'invoicePaymentBookkept'] },
		});
		const emitted: string[] = [];
		const poll = async (at: number) => {
			clocks.to(at);
			emitted.push(...summary(await trigger.poll()));
		};
		await poll(start);

		// Ten seconds before the next poll: a customer made, another moved, an invoice made and bookkept.
		clocks.to(start + 30_000);
		const carl = await fortnox.customer('Carl AB');
		await fortnox.move(anna, 'Lund');
		const invoice = await fortnox.invoice(anna);
		await fortnox.bookkeep(invoice);
		await poll(start + 40_000);
		// Five seconds after it: another customer made, the other moved, the invoice paid in full, a second invoice.
		clocks.to(start + 45_000);
		const dora = await fortnox.customer('Dora AB');
		await fortnox.move(berit, 'Visby');
		const payment = await fortnox.payInFull(invoice);
		const second = await fortnox.invoice(berit);
		for (const minutes of [1, 2, 3]) await poll(start + 40_000 + minutes * MINUTE);

		expect(emitted.sort()).toEqual(
			[
				`customerCreated ${carl}`,
				`customerUpdated ${anna}`,
				`invoiceCreated ${invoice}`,
				`invoiceBookkept ${invoice}`,
				`customerCreated ${dora}`,
				`customerUpdated ${berit}`,
				`invoiceFullyPaid ${invoice}`,
				`invoicePaymentBookkept ${payment}`,
				`invoiceCreated ${second}`,
			].sort(),
		);
	});
});

/**
 * A night when Stockholm's clocks change, polled every `every` minutes (at half past each minute,
 * as n8n's schedule would, from an hour before the change to an hour after it), with changes made
 * at the given instants (UTC). Returns every event emitted, in order.
 */
async function pollThroughTheNight(
	night: { from: string; to: string },
	every: number,
	changes: (fortnox: ReturnType<typeof company>['fortnox'], customers: { anna: string; berit: string }) => Array<[at: string, change: () => Promise<unknown>]>,
): Promise<{ emitted: string[]; customers: { anna: string; berit: string } }> {
	const from = Date.parse(night.from);
	clocks.set(from, 0);
	const { credential, fortnox } = company();
	const customers = { anna: await fortnox.customer('Anna AB'), berit: await fortnox.customer('Berit AB') };
	const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated', 'customerUpdated', 'invoiceCreated'] } });
	const pending = changes(fortnox, customers).map(([at, change]) => ({ at: Date.parse(at), change }));
	const emitted: string[] = [];
	for (let at = from + 30_000; at <= Date.parse(night.to); at += every * MINUTE) {
		for (const due of pending.filter((change) => change.at <= at)) {
			clocks.to(due.at);
			await due.change();
			pending.splice(pending.indexOf(due), 1);
		}
		clocks.to(at);
		emitted.push(...summary(await trigger.poll()));
	}
	expect(pending).toEqual([]);
	return { emitted, customers };
}

describe('Fortnox Trigger: daylight saving time in Stockholm', () => {
	it.each([1, 5, 15])('autumn (2026-10-25, 03:00 summer time → 02:00 winter time), polls every %i minutes: every change of the repeated hour fires once, and none fires twice', async (every) => {
		let made: Record<string, string> = {};
		const { emitted, customers } = await pollThroughTheNight({ from: '2026-10-24T23:50:00Z', to: '2026-10-25T02:10:00Z' }, every, (fortnox, { anna, berit }) => [
			// 02:40 summer time: Anna moves (and not again).
			['2026-10-25T00:40:00Z', async () => await fortnox.move(anna, 'Lund')],
			// 02:55 summer time: a new customer.
			['2026-10-25T00:55:10Z', async () => (made.carl = await fortnox.customer('Carl AB'))],
			// 02:03 winter time, a minute that looks earlier than the one before: a customer and an invoice.
			['2026-10-25T01:03:00Z', async () => (made = { ...made, dora: await fortnox.customer('Dora AB'), invoice: await fortnox.invoice(anna) })],
			// 02:20 winter time: Berit moves.
			['2026-10-25T01:20:00Z', async () => await fortnox.move(berit, 'Visby')],
		]);
		expect(emitted.sort()).toEqual(
			[
				`customerUpdated ${customers.anna}`,
				`customerCreated ${made.carl}`,
				`customerCreated ${made.dora}`,
				`invoiceCreated ${made.invoice}`,
				`customerUpdated ${customers.berit}`,
			].sort(),
		);
	}, 120_000);

	it.each([1, 5, 15])('spring (2026-03-29, 02:00 winter time → 03:00 summer time), polls every %i minutes: every change fires once', async (every) => {
		let made: Record<string, string> = {};
		const { emitted, customers } = await pollThroughTheNight({ from: '2026-03-28T23:50:00Z', to: '2026-03-29T02:10:00Z' }, every, (fortnox, { anna, berit }) => [
			// 01:59 winter time, the last minute before the skip.
			['2026-03-29T00:59:10Z', async () => (made.carl = await fortnox.customer('Carl AB'))],
			// 03:00 summer time, the first minute after it.
			['2026-03-29T01:00:10Z', async () => await fortnox.move(anna, 'Lund')],
			['2026-03-29T01:03:00Z', async () => (made = { ...made, dora: await fortnox.customer('Dora AB'), invoice: await fortnox.invoice(berit) })],
			['2026-03-29T01:20:00Z', async () => await fortnox.move(berit, 'Visby')],
		]);
		expect(emitted.sort()).toEqual(
			[
				`customerCreated ${made.carl}`,
				`customerUpdated ${customers.anna}`,
				`customerCreated ${made.dora}`,
				`invoiceCreated ${made.invoice}`,
				`customerUpdated ${customers.berit}`,
			].sort(),
		);
	}, 120_000);
});
