import type { IDataObject } from 'n8n-workflow';

import { collectPages } from '../../nodes/shared/transport/pagination';

function pagesOf(total: number, pageSize: number) {
	const asked: Array<number | undefined> = [];
	const next = async (pageIndex: number, wanted: number | undefined) => {
		asked.push(wanted);
		const start = pageIndex * pageSize;
		const records: IDataObject[] = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, k) => ({ n: start + k }));
		return { records, done: start + pageSize >= total };
	};
	return { next, asked };
}

describe('collectPages', () => {
	it('returns every record across pages with Return All', async () => {
		const { next, asked } = pagesOf(1234, 500);
		const records = await collectPages({ returnAll: true, limit: 0 }, next);
		expect(records).toHaveLength(1234);
		expect(records[1233]).toEqual({ n: 1233 });
		expect(asked).toEqual([undefined, undefined, undefined]);
	});

	it('stops once the limit is reached and asks only for what is still wanted', async () => {
		const { next, asked } = pagesOf(1234, 500);
		const records = await collectPages({ returnAll: false, limit: 700 }, next);
		expect(records).toHaveLength(700);
		expect(asked).toEqual([700, 200]);
	});

	it('stops on an empty page even if the service claims more', async () => {
		let calls = 0;
		const records = await collectPages({ returnAll: true, limit: 0 }, async () => {
			calls++;
			return { records: [], done: false };
		});
		expect(records).toEqual([]);
		expect(calls).toBe(1);
	});
});
