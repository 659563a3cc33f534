/**
 * A set of record numbers kept small in a trigger's static data: Fortnox numbers most records one
 * after the other (invoices, orders, customers by default), so runs of whole numbers are kept as
 * ranges ("1-4000,4002"); other numbers (an article "ABC-1") are kept as they are.
 */
export interface StoredIds {
	ranges: string;
	others: string[];
}

export class IdSet {
	private readonly numbers = new Set<number>();
	private readonly others = new Set<string>();

	constructor(ids: Iterable<string> = []) {
		for (const id of ids) this.add(id);
	}

	/** The set as `stored` holds it (nothing stored: empty). */
	static from(stored: StoredIds | undefined): IdSet {
		const set = new IdSet(stored?.others ?? []);
		for (const part of stored?.ranges ? stored.ranges.split(',') : []) {
			const [first, last = first] = part.split('-').map(Number);
			for (let n = first; n <= last; n++) set.numbers.add(n);
		}
		return set;
	}

	/** Whole numbers without leading zeros are numbers; "007" stays text, so it is never "7". */
	private static numberOf(id: string): number | undefined {
		return /^(0|[1-9]\d{0,14})$/.test(id) ? Number(id) : undefined;
	}

	has(id: string): boolean {
		const n = IdSet.numberOf(id);
		return n === undefined ? this.others.has(id) : this.numbers.has(n);
	}

	add(id: string): void {
		const n = IdSet.numberOf(id);
		if (n === undefined) this.others.add(id);
		else this.numbers.add(n);
	}

	toStored(): StoredIds {
		const parts: string[] = [];
		const sorted = [...this.numbers].sort((a, b) => a - b);
		for (let k = 0; k < sorted.length; ) {
			let end = k;
			while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
			parts.push(end > k ? `${sorted[k]}-${sorted[end]}` : String(sorted[k]));
			k = end + 1;
		}
		return { ranges: parts.join(','), others: [...this.others].sort() };
	}
}
