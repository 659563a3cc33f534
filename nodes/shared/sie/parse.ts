import type { IDataObject } from 'n8n-workflow';

import { decodeCp437 } from './cp437';

/**
 * A reader of SIE files (SIE 4B, "Format för överföring av redovisningsdata"): one record a line,
 * `#LABEL field field …`; fields split by spaces or tabs, a field with spaces is quoted and a quote
 * inside it written `\"`; `{…}` is a list (the objects of a #TRANS), and a line holding only `{` or
 * `}` opens or closes the rows of the #VER before it. The file is read a chunk and a line at a
 * time, so memory holds a line and what the caller keeps, not the whole file as text.
 */

/** A field of a record: text, or the fields of a `{…}` list. */
export type SieField = string | string[];

/** One line of a SIE file: its label (`#VER`, or `{`/`}` for a block) and its fields. */
export interface SieRecord {
	label: string;
	fields: SieField[];
}

const CHUNK_BYTES = 64 * 1024;

/** The lines of a SIE file, decoded from CP437 a chunk at a time. */
export function* sieLines(bytes: Uint8Array, chunkBytes = CHUNK_BYTES): Generator<string> {
	let rest = '';
	for (let start = 0; start < bytes.length; start += chunkBytes) {
		const lines = (rest + decodeCp437(bytes.subarray(start, start + chunkBytes))).split('\n');
		rest = lines.pop() ?? '';
		for (const line of lines) yield line.replace(/\r$/, '');
	}
	if (rest !== '') yield rest.replace(/\r$/, '');
}

/** The fields of a line: quoted ones unescaped, `{…}` lists as arrays. */
export function sieFields(line: string): SieField[] {
	const fields: SieField[] = [];
	let list: string[] | undefined;
	let at = 0;
	while (at < line.length) {
		const char = line[at];
		if (char === ' ' || char === '\t') {
			at++;
		} else if (char === '{') {
			list = [];
			at++;
		} else if (char === '}') {
			if (list) fields.push(list);
			list = undefined;
			at++;
		} else {
			let value = '';
			if (char === '"') {
				at++;
				while (at < line.length && line[at] !== '"') {
					if (line[at] === '\\' && (line[at + 1] === '"' || line[at + 1] === '\\')) at++;
					value += line[at++];
				}
				at++;
			} else {
				const end = line.slice(at).search(/[\s{}]/);
				value = end === -1 ? line.slice(at) : line.slice(at, at + end);
				at += value.length;
			}
			(list ?? fields).push(value);
		}
	}
	// A list left open at the end of a line still holds its objects.
	if (list) fields.push(list);
	return fields;
}

/** The records of a SIE file, blank lines skipped. */
export function* sieRecords(bytes: Uint8Array, chunkBytes?: number): Generator<SieRecord> {
	for (const line of sieLines(bytes, chunkBytes)) {
		const trimmed = line.trim();
		if (trimmed === '{' || trimmed === '}') yield { label: trimmed, fields: [] };
		else if (trimmed.startsWith('#')) {
			const [label, ...fields] = sieFields(trimmed);
			yield { label: String(label).toUpperCase(), fields };
		}
	}
}

const text = (field: SieField | undefined): string => (typeof field === 'string' ? field : '');
const amount = (field: SieField | undefined): number => Number(text(field) || 0);
/** SIE dates are YYYYMMDD. */
const isoDate = (field: SieField | undefined): string | undefined => {
	const value = text(field);
	return /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : undefined;
};

/** What a file's head says: its type, company and chosen financial year (`#RAR 0`). */
export interface SieHead {
	type?: number;
	company?: string;
	yearFrom?: string;
	yearTo?: string;
}

/** Reads a file's head, stopping at its first account or verification. */
export function sieHead(bytes: Uint8Array): SieHead {
	const head: SieHead = {};
	for (const { label, fields } of sieRecords(bytes)) {
		if (label === '#SIETYP') head.type = Number(text(fields[0]));
		else if (label === '#FNAMN') head.company = text(fields[0]);
		else if (label === '#RAR' && text(fields[0]) === '0') [head.yearFrom, head.yearTo] = [isoDate(fields[1]), isoDate(fields[2])];
		else if (label === '#KONTO' || label === '#VER') break;
	}
	return head;
}

/**
 * The accounts of a file with their balances in the chosen year (year index 0): `#IB` and `#UB`
 * for balance accounts, `#RES` for result accounts; an account with no such line has 0.
 */
export function sieAccounts(bytes: Uint8Array): IDataObject[] {
	const accounts = new Map<string, IDataObject>();
	const account = (number: string): IDataObject => {
		let found = accounts.get(number);
		if (!found) {
			found = { Account: Number(number), Name: '', Type: '', OpeningBalance: 0, ClosingBalance: 0, Result: 0 };
			accounts.set(number, found);
		}
		return found;
	};
	const balances: Record<string, string> = { '#IB': 'OpeningBalance', '#UB': 'ClosingBalance', '#RES': 'Result' };
	for (const { label, fields } of sieRecords(bytes)) {
		if (label === '#KONTO') account(text(fields[0])).Name = text(fields[1]);
		else if (label === '#KTYP') account(text(fields[0])).Type = text(fields[1]);
		else if (balances[label] && text(fields[0]) === '0') account(text(fields[1]))[balances[label]] = amount(fields[2]);
	}
	return [...accounts.values()].sort((a, b) => Number(a.Account) - Number(b.Account));
}

/** SIE's object dimensions that Fortnox's own fields name (SIE 4B: 1 cost centre, 6 project). */
const DIMENSIONS: Record<string, string> = { '1': 'CostCenter', '6': 'Project' };

/** A `#TRANS` line: account {objects} amount [date] [text] [quantity] [sign]. */
function transaction(fields: SieField[]): IDataObject {
	const objects = Array.isArray(fields[1]) ? fields[1] : [];
	const row: IDataObject = { Account: Number(text(fields[0])), Amount: amount(fields[2]) };
	const date = isoDate(fields[3]);
	if (date) row.TransactionDate = date;
	if (text(fields[4])) row.Description = text(fields[4]);
	if (text(fields[5])) row.Quantity = amount(fields[5]);
	const pairs: IDataObject[] = [];
	for (let at = 0; at + 1 < objects.length; at += 2) {
		pairs.push({ Dimension: Number(objects[at]), Object: objects[at + 1] });
		if (DIMENSIONS[objects[at]]) row[DIMENSIONS[objects[at]]] = objects[at + 1];
	}
	if (pairs.length) row.Objects = pairs;
	return row;
}

/**
 * The verifications of a SIE 4 file, one at a time: `#VER series number date [text] [registered]`
 * with the `#TRANS` rows of its `{}` block.
 */
export function* sieVerifications(bytes: Uint8Array, chunkBytes?: number): Generator<IDataObject> {
	let current: IDataObject | undefined;
	let rows: IDataObject[] = [];
	let open = false;
	for (const { label, fields } of sieRecords(bytes, chunkBytes)) {
		if (label === '{' && current) open = true;
		else if (label === '#TRANS' && open) rows.push(transaction(fields));
		else if (label === '}' || (label === '#VER' && current)) {
			if (current) yield { ...current, Rows: rows };
			[current, rows, open] = [undefined, [], false];
		}
		if (label === '#VER') {
			current = { Series: text(fields[0]), Number: Number(text(fields[1])), TransactionDate: isoDate(fields[2]) ?? text(fields[2]), Description: text(fields[3]) };
			const registered = isoDate(fields[4]);
			if (registered) current.RegistrationDate = registered;
		}
	}
	if (current) yield { ...current, Rows: rows };
}
