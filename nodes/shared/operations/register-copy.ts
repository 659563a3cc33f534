import type { IDataObject } from 'n8n-workflow';

/** A record as this process knows it: from the register's list (only the list's fields), or whole (a GET, or the answer to a write). */
export interface Held {
	record: IDataObject;
	whole: boolean;
}

/** A field that finds records, and when two of its values are the same key. */
export interface KeyField {
	field: string;
	normalise: (value: string) => string;
}

/**
 * One read of a register's list for a batch of Create or Update, kept true by every write this
 * process makes to the register while the batch runs (its own items', and those of runs at once
 * with credentials of the same company), so an item sees what an item before it created.
 */
export class RegisterCopy {
	private readonly byNumber = new Map<string, Held>();

	private readonly indexes = new Map<KeyField, Map<string, Set<string>>>();

	/** Keys whose write failed: whether Fortnox applied it is unknown, so they are looked up afresh. */
	private readonly unsure = new Set<string>();

	constructor(private readonly numberField: string) {}

	private numberOf(record: IDataObject): string {
		return String(record[this.numberField]);
	}

	/** The list as read; a write noted while it was read is newer than the list's record. */
	load(records: IDataObject[]): void {
		for (const record of records) {
			const number = this.numberOf(record);
			if (!this.byNumber.has(number)) this.byNumber.set(number, { record, whole: false });
		}
	}

	private index(key: KeyField): Map<string, Set<string>> {
		let index = this.indexes.get(key);
		if (!index) {
			index = new Map();
			for (const [number, { record }] of this.byNumber) this.addTo(index, key, record, number);
			this.indexes.set(key, index);
		}
		return index;
	}

	private addTo(index: Map<string, Set<string>>, key: KeyField, record: IDataObject, number: string): void {
		const value = key.normalise(String(record[key.field] ?? ''));
		if (!value) return;
		const numbers = index.get(value) ?? new Set<string>();
		numbers.add(number);
		index.set(value, numbers);
	}

	/** The records whose key field, normalised, is `wanted`. */
	find(key: KeyField, wanted: string): Held[] {
		return [...(this.index(key).get(wanted) ?? [])].map((number) => this.byNumber.get(number) as Held);
	}

	/** A record as Fortnox answered a read or write of it. */
	note(record: IDataObject): void {
		const number = this.numberOf(record);
		const before = this.byNumber.get(number);
		for (const [key, index] of this.indexes) {
			if (before) index.get(key.normalise(String(before.record[key.field] ?? '')))?.delete(number);
			this.addTo(index, key, record, number);
		}
		this.byNumber.set(number, { record, whole: true });
	}

	markUnsure(lockKey: string): void {
		this.unsure.add(lockKey);
	}

	isUnsure(lockKey: string): boolean {
		return this.unsure.has(lockKey);
	}
}

/** The copies in use, by register (company and kind), so every write of this process reaches each. */
const live = new Map<string, Set<RegisterCopy>>();

export function openCopy(register: string, copy: RegisterCopy): void {
	live.set(register, (live.get(register) ?? new Set()).add(copy));
}

export function closeCopy(register: string, copy: RegisterCopy): void {
	const copies = live.get(register);
	copies?.delete(copy);
	if (copies?.size === 0) live.delete(register);
}

/** A record Fortnox answered: every copy of its register learns it. */
export function noteRecord(register: string, record: IDataObject): void {
	for (const copy of live.get(register) ?? []) copy.note(record);
}

/** A write whose outcome is unknown: every copy of its register looks that key up afresh from now on. */
export function noteUnsure(register: string, lockKey: string): void {
	for (const copy of live.get(register) ?? []) copy.markUnsure(lockKey);
}
