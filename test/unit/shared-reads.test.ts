import type { IDataObject } from 'n8n-workflow';

import { SHARED_FOR_MS, SharedReads } from '../../nodes/shared/transport/shared-reads';

let now = 1_000_000;
const clock = () => now;

/** A read that counts how often it was made and answers when told. */
function countedRead(answer: IDataObject = { CustomerNumber: '7', Address: { City: 'Lund' } }) {
	const made = { count: 0 };
	let release!: () => void;
	const gate = new Promise<void>((resolve) => (release = resolve));
	const read = async () => {
		made.count++;
		await gate;
		return answer;
	};
	return { made, read, release };
}

describe('SharedReads', () => {
	it('makes one read for every asker while it is in flight, and gives each a copy of its own', async () => {
		const reads = new SharedReads(clock);
		const { made, read, release } = countedRead();
		const asked = Array.from({ length: 10 }, async () => await reads.share('customers 7 offset 40', read));
		release();
		const answers = await Promise.all(asked);
		expect(made.count).toBe(1);
		expect(answers.every((answer) => answer?.CustomerNumber === '7')).toBe(true);
		(answers[0]!.Address as IDataObject).City = 'Malmö';
		expect(answers[1]!.Address).toEqual({ City: 'Lund' });
	});

	it('shares a finished read for its time, then reads again', async () => {
		const reads = new SharedReads(clock);
		const { made, read, release } = countedRead();
		release();
		await reads.share('k', read);
		now += SHARED_FOR_MS - 1;
		await reads.share('k', read);
		expect(made.count).toBe(1);
		now += 1;
		await reads.share('k', read);
		expect(made.count).toBe(2);
	});

	it('keeps reads of other keys apart', async () => {
		const reads = new SharedReads(clock);
		const { made, read, release } = countedRead();
		release();
		await reads.share('tenant 1 offset 40', read);
		await reads.share('tenant 2 offset 40', read);
		expect(made.count).toBe(2);
	});

	it('does not share a read that failed: the next asker reads for itself', async () => {
		const reads = new SharedReads(clock);
		let count = 0;
		const failing = async (): Promise<IDataObject> => {
			count++;
			throw new Error('429');
		};
		await expect(reads.share('k', failing)).rejects.toThrow('429');
		await expect(reads.share('k', failing)).rejects.toThrow('429');
		expect(count).toBe(2);
		expect(reads.size).toBe(0);
	});

	it('forgets the reads whose time is up', async () => {
		const reads = new SharedReads(clock);
		const { read, release } = countedRead();
		release();
		for (let k = 0; k < 50; k++) await reads.share(`offset ${k}`, read);
		expect(reads.size).toBe(50);
		now += SHARED_FOR_MS + 1_000;
		expect(reads.size).toBe(0);
	});
});
