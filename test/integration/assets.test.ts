import type { IDataObject } from 'n8n-workflow';

import { FortnoxAssets } from '../../nodes/FortnoxAssets/FortnoxAssets.node';
import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryItem, loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

type Credential = NodeSpec['credential'];

const assets = (credential: Credential, resource: string, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnoxAssets', credential, ...extra, parameters: { resource, ...parameters } }, items);
const registerOf = (tenantId: string) => sandbox().tenant(tenantId).assets;
const stored = (tenantId: string, id: unknown) => {
	const found = registerOf(tenantId).assets.find((asset) => asset.Id === Number(id));
	if (!found) throw new Error(`no asset ${String(id)} in the sandbox`);
	return found;
};

/**
 * A company with the accounts of machinery and inventory (1220, its accumulated depreciation 1229,
 * the depreciation cost 7832), made through the Fortnox node, and asset type 1 booked on them.
 */
async function assetCompany() {
	const { tenant, credential } = accessTokenCredential(sandbox());
	for (const [accountNumber, description] of [
		[1220, 'Inventarier och verktyg'],
		[1229, 'Ackumulerade avskrivningar på inventarier och verktyg'],
		[7832, 'Avskrivningar på inventarier och verktyg'],
	] as const) {
		const made = await runNode({ type: 'fortnox', credential, parameters: { resource: 'account', operation: 'create', accountNumber, description } });
		expect(made.error()).toBeUndefined();
	}
	const type = await assets(credential, 'assetType', {
		operation: 'create',
		id: 1,
		number: '1',
		description: 'Inventarier',
		additionalFields: { AccountAssetId: '1220', AccountDepreciationId: '1229', AccountValueLossId: '7832', Type: 1 },
	});
	expect(type.error()).toBeUndefined();
	sandbox().clearRequests();
	return { tenantId: tenant.tenantId, credential };
}

/** A machine bought on 10 January 2026 for 60 000, depreciated over five years: 1 000 a month. */
async function machine(credential: Credential, additionalFields: IDataObject = {}): Promise<string> {
	const created = await assets(credential, 'asset', {
		operation: 'create',
		assetType: byNumber(1),
		description: 'CNC-fräs',
		acquisitionDate: '2026-01-10T00:00:00.000Z',
		acquisitionValue: 60000,
		depreciationFinal: '2030-12-31',
		additionalFields,
	});
	expect(created.error()).toBeUndefined();
	return String(created.items[0].json.Id);
}

describe('Fortnox Assets → Asset Type', () => {
	it('creates a type with its accounts, gets, lists, picks, updates and deletes it; a type in use stays', async () => {
		const { tenantId, credential } = await assetCompany();
		const body = (await assets(credential, 'assetType', { operation: 'get', assetType: byNumber(1) })).items[0].json;
		expect(body).toMatchObject({ Id: 1, Number: '1', Description: 'Inventarier', AccountAssetId: 1220, AccountDepreciationId: 1229, AccountValueLossId: 7832, InUse: false });

		const second = await assets(credential, 'assetType', { operation: 'create', id: 2, number: '2', description: 'Datorer', additionalFields: { Notes: 'Tre år' } });
		expect(second.items[0].json).toMatchObject({ Id: 2, Description: 'Datorer', Notes: 'Tre år' });
		expect(coreRequests().find((request) => request.method === 'POST')).toMatchObject({ path: '/3/assets/types/2', body: { AssetType: { Number: '2', Description: 'Datorer', Notes: 'Tre år' } } });

		const all = await assets(credential, 'assetType', { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.Description)).toEqual(['Inventarier', 'Datorer']);
		const picked = await new FortnoxAssets().methods.listSearch.searchTypes.call(loadOptionsContext({ type: 'fortnoxAssets', credential, parameters: { resource: 'asset' } }), 'dat');
		expect(picked.results).toEqual([{ name: 'Datorer (2)', value: '2' }]);

		const updated = await assets(credential, 'assetType', { operation: 'update', assetType: byNumber(2), updateFields: { Description: 'Datorer och skrivare' } });
		expect(updated.items[0].json).toMatchObject({ Id: 2, Description: 'Datorer och skrivare', Notes: 'Tre år' });
		const deleted = await assets(credential, 'assetType', { operation: 'delete', assetType: byNumber(2) });
		expect(deleted.items[0].json).toEqual({ Id: '2', deleted: true });
		expect(registerOf(tenantId).types.map((type) => type.Id)).toEqual([1]);

		await machine(credential);
		const inUse = await assets(credential, 'assetType', { operation: 'delete', assetType: byNumber(1) });
		expect(inUse.error()?.message).toMatch(/Asset type 1 is used by an asset/);
		expect(registerOf(tenantId).types.map((type) => type.Id)).toEqual([1]);
	});

	it("refuses before sending what Fortnox's OpenAPI rules out: an ID that is not a whole number, a missing description", async () => {
		const { credential } = accessTokenCredential(sandbox());
		const result = await assets(credential, 'assetType', { operation: 'create', id: '={{ $json.id }}', number: '5', description: '={{ $json.name }}' }, [
			{ id: 1.5, name: 'Bilar' },
			{ id: 3, name: '' },
		], { continueOnFail: true });
		expect(result.items.map((item) => item.json.error)).toEqual(['ID 1.5 is not a whole number: an asset type ID is a whole number', 'Description is missing: it is required']);
		for (const operation of ['get', 'delete']) {
			const named = await assets(credential, 'assetType', { operation, assetType: byNumber('IT') }, undefined, { continueOnFail: true });
			expect(named.items[0].json.error).toBe('Asset Type "IT" is not a whole number: Fortnox numbers asset types with whole numbers');
		}
		expect(coreRequests()).toEqual([]);
	});
});

describe('Fortnox Assets → Asset', () => {
	it("keeps the register's book value through depreciation, write-down, write-up, a partial sale and scrapping", async () => {
		const { tenantId, credential } = await assetCompany();
		const id = await machine(credential, { Number: 'M-1', CostCenter: '' });
		expect(coreRequests()[0].body).toEqual({
			Asset: { Description: 'CNC-fräs', AcquisitionDate: '2026-01-10', AcquisitionValue: 60000, DepreciationFinal: '2030-12-31', Number: 'M-1', TypeId: 1 },
		});
		expect(stored(tenantId, id)).toMatchObject({ bookValue: 60000, StatusId: '1', DepreciatedTo: '' });

		// Get Depreciations lists what a depreciation up to a day would take; March is due once it has ended.
		const due = await assets(credential, 'asset', { operation: 'getDepreciations', toDate: '2026-03-31' });
		expect(due.items.map((item) => item.json)).toEqual([expect.objectContaining({ Id: Number(id), Number: 'M-1', Status: 'Not active' })]);

		const depreciated = await assets(credential, 'asset', { operation: 'depreciate', assetIds: id, depreciateUntil: '2026-03-31' });
		expect(depreciated.items.map((item) => item.json)).toEqual([expect.objectContaining({ FinancialYear: 2, VoucherSeries: 'A', VoucherNumber: 1 })]);
		expect(stored(tenantId, id)).toMatchObject({ bookValue: 57000, StatusId: '2', DepreciatedTo: '2026-03-31' });
		const voucher = sandbox().tenant(tenantId).bookkeeping.vouchers.find((booked) => booked.VoucherSeries === 'A' && booked.VoucherNumber === 1 && booked.Year === 2);
		expect(voucher?.VoucherRows.map(({ Account, Debit, Credit }) => ({ Account, Debit, Credit }))).toEqual([
			{ Account: 7832, Debit: 3000, Credit: 0 },
			{ Account: 1229, Debit: 0, Credit: 3000 },
		]);
		expect((await assets(credential, 'asset', { operation: 'getDepreciations', toDate: '2026-03-31' })).items).toEqual([]);

		const down = await assets(credential, 'asset', { operation: 'writeDown', asset: byNumber(id), amount: 2000, date: '2026-04-15', additionalFields: { Comment: 'Skadad' } });
		expect(down.items[0].json).toMatchObject({ Id: Number(id), Status: 'Active' });
		expect(stored(tenantId, id).bookValue).toBe(55000);
		const up = await assets(credential, 'asset', { operation: 'writeUp', asset: byNumber(id), amount: 500, date: '2026-04-20' });
		expect(up.error()).toBeUndefined();
		expect(stored(tenantId, id).bookValue).toBe(55500);

		// What is left is spread over the 57 months left: three of them are 2 921.
		await assets(credential, 'asset', { operation: 'depreciate', assetIds: `${id}`, depreciateUntil: '2026-06-30' });
		expect(stored(tenantId, id)).toMatchObject({ bookValue: 52579, DepreciatedTo: '2026-06-30' });

		const sold = await assets(credential, 'asset', { operation: 'sell', asset: byNumber(id), date: '2026-07-01', price: 30000, additionalFields: { Percentage: 50 } });
		expect(sold.items[0].json).toMatchObject({ Status: 'Active' });
		expect(stored(tenantId, id).bookValue).toBe(26289);
		const scrapped = await assets(credential, 'asset', { operation: 'scrap', asset: byNumber(id), date: '2026-08-01' });
		expect(scrapped.items[0].json).toMatchObject({ Status: 'Scrapped' });
		expect(stored(tenantId, id)).toMatchObject({ bookValue: 0, StatusId: '5' });
		expect((scrapped.items[0].json.History as IDataObject[]).map((event) => event.Amount)).toEqual(['60000', '-3000', '-2000', '500', '-2921', '-26290', '-26289']);

		// A scrapped asset is neither deleted nor voided: Fortnox's refusal comes through.
		const gone = await assets(credential, 'asset', { operation: 'delete', asset: byNumber(id) });
		expect(gone.error()?.message).toMatch(/is scrapped: it cannot be deleted or voided/);
		expect(stored(tenantId, id).StatusId).toBe('5');
	});

	it("Get and Get Many give the book value after each event: acquisition, depreciation, a partial sale, a write-down, a write-up, depreciation again", async () => {
		const { tenantId, credential } = await assetCompany();
		const id = await machine(credential, { Number: 'M-2' });
		await assets(credential, 'asset', { operation: 'depreciate', assetIds: id, depreciateUntil: '2026-03-31' });
		// 30 % of 57 000 leaves: 17 100.
		await assets(credential, 'asset', { operation: 'sell', asset: byNumber(id), date: '2026-04-01', price: 20000, additionalFields: { Percentage: 30 } });
		await assets(credential, 'asset', { operation: 'writeDown', asset: byNumber(id), amount: 2500, date: '2026-04-15' });
		await assets(credential, 'asset', { operation: 'writeUp', asset: byNumber(id), amount: 700, date: '2026-04-20' });
		// 38 100 over the 57 months left, three of them: 2 005.26, to the krona 2 005.
		await assets(credential, 'asset', { operation: 'depreciate', assetIds: id, depreciateUntil: '2026-06-30' });
		const other = await machine(credential, { Number: 'M-3' });
		sandbox().clearRequests();

		const got = await assets(credential, 'asset', { operation: 'get', asset: byNumber(id) });
		expect(got.error()).toBeUndefined();
		const asset = got.items[0].json;
		const computed = asset.computedBookValue as { bookValue: number; events: IDataObject[] };
		expect(computed.events.map(({ date, change, bookValue }) => [date, change, bookValue])).toEqual([
			['2026-01-10', 60000, 60000],
			['2026-03-31', -3000, 57000],
			['2026-04-01', -17100, 39900],
			['2026-04-15', -2500, 37400],
			['2026-04-20', 700, 38100],
			['2026-06-30', -2005, 36095],
		]);
		expect(computed.events.map((event) => event.historyId)).toEqual((asset.History as IDataObject[]).map((event) => event.Id));
		expect(computed.bookValue).toBe(36095);
		// The sum agrees with the book value the sandbox keeps, and Fortnox's record is left as it was.
		expect(stored(tenantId, id).bookValue).toBe(36095);
		expect(asset.History).toEqual(stored(tenantId, id).History);
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toEqual([`GET /3/assets/${id}`]);

		sandbox().clearRequests();
		const plain = await assets(credential, 'asset', { operation: 'getAll', returnAll: true });
		expect(plain.items.map((item) => item.json.computedBookValue)).toEqual([undefined, undefined]);
		expect(coreRequests()).toHaveLength(1);

		sandbox().clearRequests();
		const listed = await assets(credential, 'asset', { operation: 'getAll', returnAll: true, options: { computedBookValue: true } });
		expect(listed.items.map((item) => [item.json.Number, (item.json.computedBookValue as IDataObject).bookValue])).toEqual([
			['M-2', 36095],
			['M-3', 60000],
		]);
		expect((listed.items[0].json.computedBookValue as IDataObject).events).toEqual(computed.events);
		// One request for the list and one per asset: Fortnox's list has no history.
		expect(coreRequests().map((request) => `${request.method} ${request.path}`).sort()).toEqual(['GET /3/assets', `GET /3/assets/${id}`, `GET /3/assets/${other}`]);
	});

	it('sells a whole asset: it is sold and its book value is gone', async () => {
		const { tenantId, credential } = await assetCompany();
		const id = await machine(credential);
		const sold = await assets(credential, 'asset', { operation: 'sell', asset: byNumber(id), date: '2026-02-01', price: 65000 });
		expect(sold.items[0].json).toMatchObject({ Status: 'Sold' });
		expect(stored(tenantId, id)).toMatchObject({ bookValue: 0, StatusId: '4' });
		expect(coreRequests().at(-1)).toMatchObject({ method: 'PUT', path: `/3/assets/sell/${id}`, body: { Asset: { Date: '2026-02-01', Price: 65000 } } });
	});

	it('changes the opening value while nothing is booked, deletes an asset not active, and voids one that is active', async () => {
		const { tenantId, credential } = await assetCompany();
		const fresh = await machine(credential);
		const opening = await assets(credential, 'asset', { operation: 'changeOpeningValue', asset: byNumber(fresh), amount: 10000, additionalFields: { Comment: 'Från gamla bokföringen' } });
		expect(opening.items[0].json).toMatchObject({ ManualOb: 10000, Status: 'Not active' });
		expect(stored(tenantId, fresh).bookValue).toBe(50000);
		// A second change counts its difference only: the history still sums to the book value.
		await assets(credential, 'asset', { operation: 'changeOpeningValue', asset: byNumber(fresh), amount: 8000 });
		const reread = await assets(credential, 'asset', { operation: 'get', asset: byNumber(fresh) });
		expect(reread.items[0].json).toMatchObject({ ManualOb: 8000, computedBookValue: { bookValue: 52000 } });
		expect(stored(tenantId, fresh).bookValue).toBe(52000);
		const deleted = await assets(credential, 'asset', { operation: 'delete', asset: byNumber(fresh) });
		expect(deleted.items[0].json).toEqual({ Id: fresh, deleted: true });
		expect(registerOf(tenantId).assets.some((asset) => asset.Id === Number(fresh))).toBe(false);

		const active = await machine(credential);
		await assets(credential, 'asset', { operation: 'depreciate', assetIds: active, depreciateUntil: '2026-01-31' });
		const locked = await assets(credential, 'asset', { operation: 'changeOpeningValue', asset: byNumber(active), amount: 5000 });
		expect(locked.error()?.message).toMatch(/its opening value cannot change/);
		const voided = await assets(credential, 'asset', { operation: 'delete', asset: byNumber(active), options: { voidDate: '2026-02-15' } });
		expect(voided.items[0].json).toMatchObject({ Id: Number(active), Status: 'Voided', voided: true, deleted: false });
		expect(stored(tenantId, active)).toMatchObject({ StatusId: '6', VoidDate: '2026-02-15' });
		expect(coreRequests().filter((request) => request.method === 'DELETE').map((request) => request.body)).toEqual([{ Asset: {} }, { Asset: { Date: '2026-02-15' } }]);
	});

	it('depreciates an asset to its residual value: fully depreciated, no longer due, and voided when deleted', async () => {
		const { tenantId, credential } = await assetCompany();
		const created = await assets(credential, 'asset', {
			operation: 'create',
			assetType: byNumber(1),
			description: 'Laptop',
			acquisitionDate: '2026-01-01',
			acquisitionValue: 12000,
			depreciationFinal: '2026-06-30',
			additionalFields: { DepreciateToResidualValue: 1000, AcquisitionStart: '2026-02-01' },
		});
		const id = String(created.items[0].json.Id);
		// Five months, February to June, of 11 000: 2 200 each; January is before the start.
		await assets(credential, 'asset', { operation: 'depreciate', assetIds: id, depreciateUntil: '2026-02-28' });
		expect(stored(tenantId, id)).toMatchObject({ bookValue: 9800, StatusId: '2' });
		await assets(credential, 'asset', { operation: 'depreciate', assetIds: id, depreciateUntil: '2026-12-31' });
		expect(stored(tenantId, id)).toMatchObject({ bookValue: 1000, StatusId: '3', DepreciatedTo: '2026-06-30' });
		expect((await assets(credential, 'asset', { operation: 'getDepreciations', toDate: '2026-12-31' })).items).toEqual([]);
		const again = await assets(credential, 'asset', { operation: 'depreciate', assetIds: id, depreciateUntil: '2026-12-31' });
		expect(again.error()?.message).toMatch(/has no depreciation due up to 2026-12-31/);
		const voided = await assets(credential, 'asset', { operation: 'delete', asset: byNumber(id) });
		expect(voided.items[0].json).toMatchObject({ Status: 'Voided', voided: true });
	});

	it('gets, lists, updates and picks assets', async () => {
		const { tenantId, credential } = await assetCompany();
		const id = await machine(credential, { Number: 'M-7', Placement: 'Verkstad' });
		const got = await assets(credential, 'asset', { operation: 'get', asset: byNumber(id) });
		expect(got.items[0].json).toMatchObject({ Id: Number(id), Number: 'M-7', Placement: 'Verkstad', Type: 'Inventarier', TypeId: 1, AcquisitionStart: '2026-01-10' });
		await machine(credential, { Number: 'M-8' });
		const all = await assets(credential, 'asset', { operation: 'getAll', returnAll: false, limit: 1 });
		expect(all.items).toHaveLength(1);
		await assets(credential, 'asset', { operation: 'sell', asset: byNumber(id), date: '2026-03-01', price: 70000 });
		const sold = await assets(credential, 'asset', { operation: 'getAll', returnAll: true, filters: { filter: 'sold' } });
		expect(sold.items.map((item) => item.json.Number)).toEqual(['M-7']);
		const inactive = await assets(credential, 'asset', { operation: 'getAll', returnAll: true, filters: { filter: 'inactive' } });
		expect(inactive.items.map((item) => item.json.Number)).toEqual(['M-8']);
		expect(coreRequests().filter((request) => request.method === 'GET' && request.path === '/3/assets').map((request) => request.query.filter)).toEqual([undefined, 'sold', 'inactive']);
		const updated = await assets(credential, 'asset', { operation: 'update', asset: byNumber(id), updateFields: { Notes: 'Service i mars' } });
		expect(updated.items[0].json).toMatchObject({ Notes: 'Service i mars', Description: 'CNC-fräs' });
		expect(stored(tenantId, id).Notes).toBe('Service i mars');
		const picked = await new FortnoxAssets().methods.listSearch.searchAssets.call(loadOptionsContext({ type: 'fortnoxAssets', credential, parameters: { resource: 'asset' } }), '');
		expect(picked.results.map((result) => result.value)).toEqual([id, String(Number(id) + 1)]);
	});

	it("checks Fortnox's rules before sending, each bad item failing alone under Continue On Fail", async () => {
		const { tenantId, credential } = await assetCompany();
		const id = await machine(credential);
		sandbox().clearRequests();
		const sell = await assets(
			credential,
			'asset',
			{ operation: 'sell', asset: byNumber(id), date: '={{ $json.date }}', price: '={{ $json.price }}', additionalFields: { Percentage: '={{ $json.share }}' } },
			[
				{ date: '2026-02-30', price: 100, share: 10 },
				{ date: '', price: 100, share: 10 },
				{ date: '2026-03-01', price: 0, share: 10 },
				{ date: '2026-03-01', price: 100, share: 101 },
				{ date: '2026-03-01', price: 100, share: 10 },
			],
			{ continueOnFail: true },
		);
		expect(sell.items.map((item) => item.json.error ?? item.json.Status)).toEqual([
			'Date "2026-02-30" is a day the calendar does not have: use a date such as 2026-11-22',
			'Date is missing: it is required',
			'Price 0 is out of range: it must be at least 1',
			'Percentage 101 is out of range: it must be from 1 to 100',
			'Active',
		]);
		expect(coreRequests().map((request) => request.path)).toEqual([`/3/assets/sell/${id}`]);
		expect(stored(tenantId, id).bookValue).toBe(54000);

		sandbox().clearRequests();
		const refusals: Array<[string, IDataObject, RegExp]> = [
			['writeDown', { asset: byNumber(id), amount: 0, date: '2026-03-01' }, /^Amount 0 is out of range: it must be at least 1$/],
			['writeUp', { asset: byNumber(id), amount: 100, date: '={{ "" }}' }, /^Date is missing: it is required$/],
			['scrap', { asset: byNumber(id), date: '1 mars' }, /^Date "1 mars" is not a date/],
			['changeOpeningValue', { asset: byNumber(id), amount: -1 }, /^Amount -1 is out of range: it must be at least 0$/],
			['depreciate', { assetIds: '4, x', depreciateUntil: '2026-03-31' }, /^Asset IDs "x" is not an asset ID/],
			['depreciate', { assetIds: '={{ " " }}', depreciateUntil: '2026-03-31' }, /^Asset IDs are empty/],
			['depreciate', { assetIds: id, depreciateUntil: '={{ "" }}' }, /^Depreciate Until is missing/],
			['getDepreciations', { toDate: '={{ "" }}' }, /^To Date is missing/],
			['delete', { asset: byNumber(id), options: { voidDate: '2026-13-01' } }, /^Void Date "2026-13-01" is a day the calendar does not have/],
			['create', { assetType: byNumber(1), description: 'Bil', acquisitionDate: '2026-05-01', acquisitionValue: 0, depreciationFinal: '2031-04-30' }, /^Acquisition Value 0 is out of range/],
			['create', { assetType: byNumber(1), description: 'Bil', acquisitionDate: '2026-05-01', acquisitionValue: 1000, depreciationFinal: '2026-04-30' }, /^Depreciation Final 2026-04-30 is not after the start of depreciation 2026-05-01/],
			[
				'create',
				{ assetType: byNumber(1), description: 'Bil', acquisitionDate: '2026-05-01', acquisitionValue: 1000, depreciationFinal: '2031-04-30', additionalFields: { DepreciateToResidualValue: 2000 } },
				/^Depreciate To Residual Value 2000 is out of range: it must be from 0 to 1000$/,
			],
			['create', { assetType: byNumber('bil'), description: 'Bil', acquisitionDate: '2026-05-01', acquisitionValue: 1000, depreciationFinal: '2031-04-30' }, /^Asset Type "bil" is not an asset type ID/],
		];
		for (const [operation, parameters, message] of refusals) {
			const result = await assets(credential, 'asset', { operation, ...parameters }, undefined, { continueOnFail: true });
			expect([operation, result.items.map((item) => item.json.error)]).toEqual([operation, [expect.stringMatching(message)]]);
		}
		expect(coreRequests()).toEqual([]);
		expect(stored(tenantId, id).bookValue).toBe(54000);
	});
});

describe('Fortnox Assets → Asset File Connection', () => {
	it('connects a file of the archive to an asset, lists and removes the connection; the file stays', async () => {
		const { tenantId, credential } = await assetCompany();
		const id = await machine(credential);
		const upload = await runNode(
			{ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'upload', folder: { __rl: true, mode: 'id', value: 'root' }, binaryPropertyName: 'data' } },
			[binaryItem('kvitto-cnc.pdf', 'application/pdf', Buffer.from('%PDF-1.4 kvitto'))],
		);
		const fileId = String(upload.items[0].json.Id);

		const connected = await assets(credential, 'assetFileConnection', { operation: 'create', asset: byNumber(id), fileId });
		expect(connected.items[0].json).toMatchObject({ AssetId: id, FileId: fileId, Name: 'kvitto-cnc.pdf' });
		expect(coreRequests().find((request) => request.path === '/3/assetfileconnections')?.body).toEqual({ AssetId: id, FileId: fileId });
		expect(registerOf(tenantId).connections).toEqual([expect.objectContaining({ AssetId: id, FileId: fileId })]);

		const listed = await assets(credential, 'assetFileConnection', { operation: 'getAll', returnAll: true });
		expect(listed.items.map((item) => item.json.FileId)).toEqual([fileId]);

		const removed = await assets(credential, 'assetFileConnection', { operation: 'delete', fileId });
		expect(removed.items[0].json).toEqual({ FileId: fileId, deleted: true });
		expect(registerOf(tenantId).connections).toEqual([]);
		expect(sandbox().tenant(tenantId).archive.files.has(fileId)).toBe(true);

		const unknown = await assets(credential, 'assetFileConnection', { operation: 'create', asset: byNumber(999), fileId });
		expect(unknown.error()?.message).toMatch(/Asset 999 does not exist/);
		const empty = await assets(credential, 'assetFileConnection', { operation: 'delete', fileId: ' ' }, undefined, { continueOnFail: false });
		expect(empty.error()?.message).toBe('File ID is missing: it is required');
	});
});
