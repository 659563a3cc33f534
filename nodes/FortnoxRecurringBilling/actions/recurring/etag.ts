import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { RECURRINGS } from '../../../shared/kinds/recurring-billing';
import type { FortnoxResponse } from '../../../shared/transport';
import { fortnoxRequest } from '../../../shared/transport';

/** Options of Update and Patch: which version the change is for, and what to do when it is stale. */
export const conditionalOptions: INodeProperties[] = [
	{
		displayName: 'ETag',
		name: 'etag',
		type: 'string',
		default: '',
		placeholder: 'e.g. {{ $json.etag }}',
		description:
			'The ETag of the version you read (the etag field of Get or of an earlier change). Empty: the node reads the current one just before sending, so only edits made in between are caught.',
	},
	{
		displayName: 'Retry on Conflict',
		name: 'retryOnConflict',
		type: 'boolean',
		default: false,
		description:
			'Whether to read the recurring again and retry once when it changed since it was read (HTTP 412). Your change then wins over the other edit.',
	},
];

const CHANGED_SINCE_READ =
	'The recurring changed since you read it, so Fortnox refused the change (its ETag no longer matches). Get it again and re-apply your change, or turn on Retry on Conflict.';

/** The recurring with the version headers every change needs next. */
export function withVersion(response: FortnoxResponse<IDataObject>): IDataObject {
	const header = (name: string) => {
		const value = response.headers[name];
		return Array.isArray(value) ? value[0] : value;
	};
	return { ...response.body, etag: header('etag') ?? null, last_modified: header('last-modified') ?? null };
}

export async function getRecurring(this: IExecuteFunctions, i: number, id: string): Promise<FortnoxResponse<IDataObject>> {
	return await fortnoxRequest<IDataObject>(this, {
		method: 'GET',
		path: `${RECURRINGS.path}/${encodeURIComponent(id)}`,
		itemIndex: i,
	});
}

/** An ETag as If-Match wants it: quoted, unless already quoted or weak. */
function quoted(etag: string): string {
	return /^(W\/)?".*"$/.test(etag) ? etag : `"${etag}"`;
}

async function currentEtag(this: IExecuteFunctions, i: number, id: string): Promise<string> {
	const etag = withVersion(await getRecurring.call(this, i, id)).etag;
	if (typeof etag !== 'string' || etag === '') {
		throw new NodeOperationError(this.getNode(), `Fortnox sent no ETag for recurring ${id}`, {
			itemIndex: i,
			description: 'Nothing was changed: a change needs the version Fortnox gives with every read. Run again; if it persists, Fortnox is not answering as documented',
		});
	}
	return etag;
}

/**
 * Sends a PUT or PATCH with If-Match, so the service never sees a change without one (no 428).
 * With If-Match a repeat cannot apply twice (it would get 412), so transient failures may be
 * retried; a 412 is explained and, if the user opted in, answered by one fresh read and retry.
 */
export async function changeRecurring(
	this: IExecuteFunctions,
	i: number,
	id: string,
	request: { method: 'PUT' | 'PATCH'; body: IDataObject | IDataObject[] },
): Promise<IDataObject> {
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const send = async (etag: string) =>
		withVersion(
			await fortnoxRequest<IDataObject>(this, {
				...request,
				path: `${RECURRINGS.path}/${encodeURIComponent(id)}`,
				headers: { 'If-Match': etag },
				idempotent: true,
				explain: { 412: CHANGED_SINCE_READ },
				itemIndex: i,
			}),
		);
	const given = String(options.etag ?? '').trim();
	const etag = given ? quoted(given) : await currentEtag.call(this, i, id);
	// The transport's errors already are NodeApiErrors: pass them on as they are.
	const first = await send(etag).then(
		(record) => ({ record }),
		(error: Error) => ({ error }),
	);
	if ('record' in first) return first.record;
	const stale = first.error instanceof NodeApiError && first.error.httpCode === '412';
	if (!stale || options.retryOnConflict !== true) throw first.error;
	return await send(await currentEtag.call(this, i, id));
}
