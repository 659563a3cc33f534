import type { IDataObject } from 'n8n-workflow';

import { ACTIVATION_MARGIN_MS } from '../../nodes/shared/activation-margin';
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
		invoice: async (customer: string, dates: IDataObject = {}) =>
			String(
				(await send('POST', '/3/invoices', 'Invoice', { CustomerNumber: customer, ...dates, InvoiceRows: [{ Description: 'Konsulttimmar', DeliveredQuantity: '1', Price: 1000 }] }))
					.DocumentNumber,
			),
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
		// Anna and Berit are older than the activation: history to the first poll.
		clocks.set(start - ACTIVATION_MARGIN_MS - 2 * MINUTE, skew);
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
	// Anna and Berit are older than the activation (and than the hour a read in the repeated hour reaches back): history to the first poll.
	clocks.set(from - 2 * 60 * MINUTE, 0);
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

describe('Fortnox Trigger: Start From', () => {
	it('replays what changed since the moment chosen (each record changed since as new), then goes on as usual; a new Start From replays again, an unchanged one never', async () => {
		// 07:00 in Stockholm: Anna, and two bookkept invoices of October: one fell due on the 9th (overdue since
		// midnight), one on the 10th (overdue from the 11th). 08:00: an invoice of Anna's. 10:30: Berit, and that invoice bookkept.
		clocks.set(Date.parse('2026-11-10T06:00:00Z'), 0);
		const { credential, fortnox } = company();
		const anna = await fortnox.customer('Anna AB');
		const overdue = { before: await fortnox.invoice(anna, { InvoiceDate: '2026-10-10', DueDate: '2026-11-09' }), since: await fortnox.invoice(anna, { InvoiceDate: '2026-10-11', DueDate: '2026-11-10' }) };
		for (const bookkept of Object.values(overdue)) await fortnox.bookkeep(bookkept);
		clocks.to(Date.parse('2026-11-10T07:00:00Z'));
		const invoice = await fortnox.invoice(anna);
		clocks.to(Date.parse('2026-11-10T09:30:00Z'));
		const berit = await fortnox.customer('Berit AB');
		await fortnox.bookkeep(invoice);

		// The next morning the trigger is activated to replay from 10:00 (Stockholm) the day before.
		clocks.to(Date.parse('2026-11-11T07:00:00Z'));
		const events = ['customerCreated', 'invoiceCreated', 'invoiceBookkept', 'invoiceOverdue'];
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events, options: { startFrom: '2026-11-10T10:00:00' } } });
		// The invoice was made before 10:00 and bookkept after: as changed since, it is new (created and bookkept).
		expect(summary(await trigger.poll())).toEqual([`customerCreated ${berit}`, `invoiceCreated ${invoice}`, `invoiceBookkept ${invoice}`, `invoiceOverdue ${overdue.since}`]);
		clocks.to(Date.parse('2026-11-11T07:01:00Z'));
		expect(summary(await trigger.poll())).toEqual([]);
		const carl = await fortnox.customer('Carl AB');
		clocks.to(Date.parse('2026-11-11T07:02:00Z'));
		expect(summary(await trigger.poll())).toEqual([`customerCreated ${carl}`]);

		// Other events with the same Start From: no replay (only the kinds whose watch changed start afresh, from now).
		trigger.reconfigure({ events: [...events, 'customerUpdated'] });
		clocks.to(Date.parse('2026-11-11T07:03:00Z'));
		expect(summary(await trigger.poll())).toEqual([]);
		// A new Start From, 08:00 the day before (given with its offset): what changed since then, once more.
		trigger.reconfigure({ options: { startFrom: '2026-11-10T08:00:00+01:00' } });
		clocks.to(Date.parse('2026-11-11T07:04:00Z'));
		expect(summary(await trigger.poll()).sort()).toEqual(
			[
				`customerCreated ${berit}`,
				`customerCreated ${carl}`,
				`invoiceCreated ${invoice}`,
				`invoiceBookkept ${invoice}`,
				`invoiceOverdue ${overdue.since}`,
			].sort(),
		);
		clocks.to(Date.parse('2026-11-11T07:05:00Z'));
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('refuses a Start From that is no date and time before sending anything', async () => {
		const { credential } = company();
		sandbox().clearRequests();
		const failed = await hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated'], options: { startFrom: 'yesterday' } } }).poll();
		expect(failed.error?.message).toBe('Start From is "yesterday": give a date and time, e.g. 2026-11-20T08:00:00 (Stockholm time)');
		expect(sandbox().requests).toEqual([]);
	});
});

describe('Fortnox Trigger: a memory saved by the release before', () => {
	it('goes on from its Stockholm minute and bare versions: nothing lost, no update invented, and the memory saved anew as an instant', async () => {
		// Anna and Carl are older than the activation; Anna moves at 10:00 (Stockholm), as the trigger is activated.
		clocks.set(Date.parse('2026-11-10T08:57:00Z'), 0);
		const { credential, fortnox } = company();
		const anna = await fortnox.customer('Anna AB');
		await fortnox.customer('Carl AB');
		clocks.to(Date.parse('2026-11-10T09:00:30Z'));
		await fortnox.move(anna, 'Malmö');
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated', 'customerUpdated'] } });
		expect(summary(await trigger.poll())).toEqual([]);
		// As the release before saved it: the Stockholm minute of its start less a minute, each version alone.
		const { customers } = trigger.saved().kinds as { customers: IDataObject & { versions: Record<string, [string, number]> } };
		const bare = Object.fromEntries(Object.entries(customers.versions).map(([id, [version]]) => [id, version]));
		expect(Object.keys(bare)).toEqual([anna]);
		trigger.restart({ kinds: { customers: { ...customers, cursor: '2026-11-10 09:59', versions: bare } } });

		const berit = await fortnox.customer('Berit AB');
		clocks.to(Date.parse('2026-11-10T09:01:30Z'));
		// Anna is listed again (changed at 10:00), with the version kept: no update.
		expect(summary(await trigger.poll())).toEqual([`customerCreated ${berit}`]);
		await fortnox.move(anna, 'Lund');
		clocks.to(Date.parse('2026-11-10T09:02:30Z'));
		expect(summary(await trigger.poll())).toEqual([`customerUpdated ${anna}`]);
		clocks.to(Date.parse('2026-11-10T09:03:30Z'));
		expect(summary(await trigger.poll())).toEqual([]);
		expect((trigger.saved().kinds as { customers: IDataObject }).customers.cursor).toEqual(expect.any(Number));
	});
});
