import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

/** A record's version: a digest of all its fields, so any change (and only a change) makes a new one. */
export const versionOf = (record: IDataObject): string =>
	createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 16);
