import type { IDataObject } from 'n8n-workflow';

import { warehouseList } from '../../nodes/shared/warehouse/request';
import { fakeContext } from '../harness/fake-context';

const RETURN_ALL = { returnAll: true, limit: 0 };
const PATH = '/stocktaking-v1';

/**
 * A warehouse list as the sandbox pages it (`offset`, `limit` default 100; `X-Total-Count`).
 * `beforeAnswer` runs before each answer with the request's number, to change the list between reads.
 */
function warehouseService(list: IDataObject[], beforeAnswer: (request: number, qs: IDataObject) => void = () => undefined) {
	let requests = 0;
	return fakeContext((qs) => {
		beforeAnswer(++requests, qs);
		const offset = Number(qs.offset ?? 0);
		return { body: list.slice(offset, offset + Number(qs.limit ?? 100)), headers: { 'X-Total-Count': String(list.length) } };
	});
}

const stockTakings = (count: number): IDataObject[] => Array.from({ length: count }, (_, k) => ({ id: k + 1, state: 'planning' }));
const ids = (records: IDataObject[]) => records.map((record) => record.id);

describe('warehouseList', () => {
	it('asks each later page from the last record read, and returns every record once', async () => {
		const list = stockTakings(250);
		const service = warehouseService(list);
		expect(await warehouseList(service.context, { path: PATH }, RETURN_ALL)).toEqual(list);
		expect(service.asked).toEqual([{}, { offset: 99, limit: 100 }, { offset: 198, limit: 100 }]);
	});

	it('reads the list again when a record in front of the read is removed between two pages: none falls out', async () => {
		const list = stockTakings(105);
		// Stock taking 3 is deleted just before page 2 is read: 101 moves up to the first page's last place.
		const service = warehouseService(list, (request) => {
			if (request === 2) list.splice(2, 1);
		});
		const read = await warehouseList(service.context, { path: PATH }, RETURN_ALL);
		expect(ids(read)).toEqual(ids(stockTakings(105)).filter((id) => id !== 3));
		expect(service.asked).toEqual([{}, { offset: 99, limit: 100 }, {}, { offset: 99, limit: 100 }]);
	});

	it('reads the list again when a record is added in front of the read between two pages: none is read twice', async () => {
		const list = stockTakings(150);
		const service = warehouseService(list, (request) => {
			if (request === 2) list.unshift({ id: 0, state: 'planning' });
		});
		expect(ids(await warehouseList(service.context, { path: PATH }, RETURN_ALL))).toEqual(ids(list));
	});

	it('fails, and returns nothing, when the list never holds still', async () => {
		const list = stockTakings(150);
		let next = 1000;
		const service = warehouseService(list, (_request, qs) => {
			if (qs.offset !== undefined) list.unshift({ id: next++, state: 'planning' });
		});
		await expect(warehouseList(service.context, { path: PATH, itemIndex: 0 }, RETURN_ALL)).rejects.toThrow(
			'GET /api/warehouse/stocktaking-v1 kept changing while it was read: records were added or removed between its pages in 3 reads in a row, so Return All failed instead of returning a list with records missing or twice',
		);
		expect(service.asked).toHaveLength(6);
	});

	it('fails instead of looping when Fortnox ignores the offset', async () => {
		const list = stockTakings(150);
		const service = fakeContext(() => ({ body: list.slice(0, 100), headers: { 'X-Total-Count': '150' } }));
		await expect(warehouseList(service.context, { path: PATH }, RETURN_ALL)).rejects.toThrow(
			'Fortnox answered page 2 of GET /api/warehouse/stocktaking-v1 with the same records as page 1: its paging makes no progress, so Return All stopped instead of looping',
		);
	});

	it('takes an answer without X-Total-Count as the whole list', async () => {
		const list = stockTakings(150);
		const service = fakeContext(() => ({ body: list }));
		expect(await warehouseList(service.context, { path: PATH }, { returnAll: false, limit: 120 })).toEqual(list.slice(0, 120));
		expect(service.asked).toHaveLength(1);
	});
});
