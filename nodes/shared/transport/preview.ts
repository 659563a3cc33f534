import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';

import { changedFields } from '../operations/stored-value';

/**
 * Node runs that preview their writes: the router marks a run whose items all ask for Preview;
 * every request of it that would write stops there, unsent, and becomes the item's output.
 */
const previewingRuns = new WeakSet<object>();

export function previewWrites(context: object): void {
	previewingRuns.add(context);
}

export function isPreviewing(context: object): boolean {
	return previewingRuns.has(context);
}

/** What a preview shows of a request that was not sent. */
export interface PreviewedRequest {
	method: IHttpRequestMethods;
	path: string;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[] | FormData | string;
}

/** The first write of an item in a previewing run: thrown where it would have been sent, caught by the router. */
export class WritePreviewed extends Error {
	constructor(readonly preview: IDataObject) {
		super('Not sent: Preview is on, so this request is shown instead of sent');
		this.name = 'WritePreviewed';
	}
}

/** The preview an error carries, also when an operation wrapped it in an error of its own. */
export function previewIn(error: unknown): IDataObject | undefined {
	for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
		if (cause instanceof WritePreviewed) return cause.preview;
	}
	return undefined;
}

/** A multipart body as a person can read it: each part's name, and for a file its name, type and size. */
function partsOf(form: FormData): IDataObject[] {
	const parts: IDataObject[] = [];
	form.forEach((value, name) => {
		parts.push(typeof value === 'string' ? { name, value } : { name, fileName: (value as File).name, mimeType: value.type, bytes: value.size });
	});
	return parts;
}

const isRecord = (value: unknown): value is IDataObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ Customer: {…} }` and its record: Fortnox wraps a record in its type's name, the same in a request and its answer. */
function unwrapped(body: IDataObject, held: IDataObject): [IDataObject, IDataObject] {
	const keys = Object.keys(body);
	if (keys.length === 1 && isRecord(body[keys[0]]) && isRecord(held[keys[0]])) return [body[keys[0]] as IDataObject, held[keys[0]] as IDataObject];
	return [body, held];
}

/**
 * The output of a previewed write: method, path, query and body as they would leave. A PUT or PATCH
 * with fields also shows the record as Fortnox holds it now (`read` of the same path) and the fields
 * the write would change, each from what it is to what it would be.
 */
export async function previewOf(request: PreviewedRequest, read: (path: string) => Promise<IDataObject>): Promise<IDataObject> {
	const { method, path, qs, body } = request;
	const form = typeof FormData !== 'undefined' && body instanceof FormData;
	const preview: IDataObject = {
		preview: true,
		sent: false,
		method,
		path,
		...(qs && Object.keys(qs).length > 0 ? { query: qs } : {}),
		...(body === undefined ? {} : { body: form ? { multipart: partsOf(body) } : (body as IDataObject) }),
	};
	if ((method === 'PUT' || method === 'PATCH') && isRecord(body) && !form && Object.keys(body).length > 0) {
		try {
			const current = await read(path);
			const [wanted, held] = unwrapped(body, current);
			preview.current = current;
			preview.changes = Object.fromEntries(changedFields(wanted, held).map((field) => [field, { from: held[field] ?? null, to: wanted[field] }]));
		} catch (error) {
			preview.currentUnread = `The record could not be read to show what would change: ${(error as Error).message}`;
		}
	}
	return preview;
}
