import type { IDataObject } from 'n8n-workflow';

import { idOf, KINDS, refOf } from '../../nodes/FortnoxTrigger/sources';
import { byNumber, useCoreSandbox } from '../harness/core';
import { hostPoller, withPollBudgets } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, madeLongAgo } = useCoreSandbox();

const EVENTS = ['employeeCreated', 'employeeUpdated', 'priceCreated', 'priceUpdated'];

/** Runs one operation of a Fortnox node: the changes the trigger should notice. */
async function change(credential: Credential, type: 'fortnox' | 'fortnoxPayroll', resource: string, parameters: IDataObject): Promise<IDataObject> {
	const result = await runNode({ type, credential, parameters: { resource, ...parameters } });
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** A company with employee 1001, the articles 100 and 200, a price list WEB and 100's first price in it. */
async function company() {
	const { tenant, credential } = accessTokenCredential(sandbox());
	await change(credential, 'fortnoxPayroll', 'employee', { operation: 'create', employeeId: '1001', firstName: 'Karin', lastName: 'Berg', email: 'karin.berg@example.se', additionalFields: {} });
	sandbox().addItem(tenant.tenantId, { itemId: '100', description: 'Kaffe, 500 g' });
	sandbox().addItem(tenant.tenantId, { itemId: '200', description: 'Te, 100 g' });
	await change(credential, 'fortnox', 'priceList', { operation: 'create', code: 'WEB', description: 'Webbshop', additionalFields: {} });
	await change(credential, 'fortnox', 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '0', price: 89 });
	madeLongAgo();
	return { tenantId: tenant.tenantId, credential };
}

/** The emitted items as "event id": an employee by its id, a price by its list, article and step. */
function summary(outcome: PollOutcome): string[] {
	expect(outcome.error).toBeUndefined();
	return (outcome.emitted ?? []).map(({ json }) =>
		json.EmployeeId !== undefined ? `${String(json.event)} ${String(json.EmployeeId)}` : `${String(json.event)} ${String(json.PriceList)}/${String(json.ArticleNumber)}/${String(json.FromQuantity)}`,
	);
}

describe('Fortnox Trigger → employees and prices', () => {
	it('takes a baseline, then fires a new employee, a changed employee, a new price step and a changed price once each, over polls and a restart', async () => {
		const { credential } = await company();
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: EVENTS } });
		expect(summary(await trigger.poll())).toEqual([]);
		expect(trigger.saved().kinds).toMatchObject({ employees: { known: { ranges: '1001', others: [] } }, prices: { known: { others: ['WEB/100/0'] } } });

		await change(credential, 'fortnoxPayroll', 'employee', { operation: 'create', employeeId: '1002', firstName: 'Omar', lastName: 'Said', email: 'omar.said@example.se', additionalFields: {} });
		await change(credential, 'fortnoxPayroll', 'employee', { operation: 'update', employee: byNumber('1001'), updateFields: { City: 'Växjö' } });
		await change(credential, 'fortnox', 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '10', price: 79 });
		await change(credential, 'fortnox', 'price', { operation: 'update', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '0', updateFields: { Price: 85 } });
		sandbox().clearRequests();

		const second = await trigger.poll();
		expect(summary(second)).toEqual(['employeeUpdated 1001', 'employeeCreated 1002', 'priceUpdated WEB/100/0', 'priceCreated WEB/100/10']);
		// Each whole, as its single GET gives it: the employee with its address, the price with the day it was set.
		expect(second.emitted?.map(({ json }) => json)).toMatchObject([
			{ event: 'employeeUpdated', EmployeeId: '1001', City: 'Växjö', FullName: 'Karin Berg' },
			{ event: 'employeeCreated', EmployeeId: '1002', FullName: 'Omar Said' },
			{ event: 'priceUpdated', PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 0, Price: 85, Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
			{ event: 'priceCreated', PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 10, Price: 79 },
		]);
		const lists = coreRequests().filter((request) => request.path === '/3/employees' || request.path === '/3/prices');
		expect(lists.map((request) => [request.path, request.query.lastmodified])).toEqual([
			['/3/employees', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)],
			['/3/prices', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)],
		]);
		expect(coreRequests().map((request) => request.path)).toEqual(expect.arrayContaining(['/3/employees/1001', '/3/employees/1002', '/3/prices/WEB/100/0', '/3/prices/WEB/100/10']));

		// Read again from the boundary minute, nothing is new or changed; nor after n8n restarts.
		expect(summary(await trigger.poll())).toEqual([]);
		trigger.restart();
		expect(summary(await trigger.poll())).toEqual([]);

		// A step of another article, and the same price changed once more: once each.
		await change(credential, 'fortnox', 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('200'), fromQuantity: '0', price: 45 });
		await change(credential, 'fortnox', 'price', { operation: 'update', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '0', updateFields: { Price: 82 } });
		expect(summary(await trigger.poll())).toEqual(['priceUpdated WEB/100/0', 'priceCreated WEB/200/0']);
		expect(summary(await trigger.poll())).toEqual([]);
	}, 120_000);

	withPollBudgets('a backlog of changed prices left over by a short poll budget fires each price once, over the polls that follow', async () => {
		const { credential, tenantId } = await company();
		// 1 ms a poll: each poll fetches the records it starts before the budget is spent, at least one, and leaves the rest.
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: ['priceUpdated'] } }, { budgetMs: 1 });
		for (let article = 1; article <= 12; article++) sandbox().addItem(tenantId, { itemId: `S${article}`, description: `Sked ${article}` });
		for (let article = 1; article <= 12; article++) {
			await change(credential, 'fortnox', 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber(`S${article}`), fromQuantity: '0', price: 10 });
		}
		expect(summary(await trigger.poll())).toEqual([]);
		for (let article = 1; article <= 12; article++) {
			await change(credential, 'fortnox', 'price', { operation: 'update', priceList: byNumber('WEB'), article: byNumber(`S${article}`), fromQuantity: '0', updateFields: { Price: 12 } });
		}

		const polls: string[][] = [];
		let leftOver = 0;
		while (polls.flat().length < 12 && polls.length < 20) {
			polls.push(summary(await trigger.poll()));
			leftOver = Math.max(leftOver, ((trigger.saved().pending as IDataObject[] | undefined) ?? []).length);
		}
		expect(leftOver).toBeGreaterThan(0);
		expect(polls.flat().sort()).toEqual(Array.from({ length: 12 }, (_, k) => `priceUpdated WEB/S${k + 1}/0`).sort());
		// Nothing fires again. The prices the boundary minute lists again still wait for their version check, each by
		// its list, article and step, and each price's version is kept under those.
		expect(summary(await trigger.poll())).toEqual([]);
		expect(summary(await trigger.poll())).toEqual([]);
		for (const work of (trigger.saved().pending as Array<{ id: string; ref: { path: string; id: string } }> | undefined) ?? []) {
			expect(`${work.ref.path}/${work.ref.id}`).toBe(`/3/prices/${work.id}`);
		}
		expect(Object.keys((trigger.saved().kinds as Record<string, IDataObject>).prices.versions as IDataObject)).toEqual(expect.arrayContaining(['WEB/S1/0', 'WEB/S12/0']));
	}, 120_000);

	it('with only the Created events chosen, fetches only the new records, and a deleted price fires nothing', async () => {
		const { credential } = await company();
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: ['employeeCreated', 'priceCreated'] } });
		expect(summary(await trigger.poll())).toEqual([]);

		await change(credential, 'fortnoxPayroll', 'employee', { operation: 'update', employee: byNumber('1001'), updateFields: { City: 'Lund' } });
		await change(credential, 'fortnox', 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('200'), fromQuantity: '0', price: 45 });
		await change(credential, 'fortnox', 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '50', price: 60 });
		await change(credential, 'fortnox', 'price', { operation: 'delete', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '50' });
		sandbox().clearRequests();

		expect(summary(await trigger.poll())).toEqual(['priceCreated WEB/200/0']);
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toEqual(['GET /3/employees', 'GET /3/prices', 'GET /3/prices/WEB/200/0']);
	});

	it('answers a manual test ("Fetch Test Event") with a record of each chosen event, fetched whole', async () => {
		const { credential } = await company();
		const result = await runNode({ type: 'fortnoxTrigger', credential, parameters: { events: ['employeeCreated', 'priceUpdated'] } });
		expect(result.error()).toBeUndefined();
		expect(result.items.map(({ json }) => json)).toMatchObject([
			{ event: 'employeeCreated', EmployeeId: '1001', Email: 'karin.berg@example.se' },
			{ event: 'priceUpdated', PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 0, Price: 89, Date: expect.any(String) },
		]);
	});

	it('names a price by its list, article and step, each escaped, and fetches it from that path', () => {
		const prices = KINDS.find((kind) => kind.key === 'prices')!;
		const id = idOf(prices, { PriceList: 'B2B/NO', ArticleNumber: 'TE 1', FromQuantity: 10 });
		expect(id).toBe('B2B%2FNO/TE%201/10');
		expect(refOf(prices, id)).toEqual({ path: '/3/prices/B2B%2FNO/TE%201', recordKey: 'Price', id: '10' });
		const employees = KINDS.find((kind) => kind.key === 'employees')!;
		expect(refOf(employees, idOf(employees, { EmployeeId: 'A/1' }))).toEqual({ path: '/3/employees', recordKey: 'Employee', id: 'A/1' });
	});
});
