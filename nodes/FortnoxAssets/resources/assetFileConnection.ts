import type { IDataObject } from 'n8n-workflow';

import { returnAllOrLimit } from '../../shared/descriptions';
import { ASSET_FILE_CONNECTIONS } from '../../shared/kinds';
import { fileIdProperty } from '../../shared/operations/file-areas';
import type { Resource } from '../../shared/operations/resource';
import { toItems } from '../../shared/router';
import { classicList, fortnoxApiRequest, fortnoxRequest, listScopeOf } from '../../shared/transport';
import { FieldValidator } from '../../shared/validation';
import { assetLocator, readAsset } from '../actions/asset/fields';

/** The file's ID, checked. */
const readFileId = (check: FieldValidator, value: unknown): string => check.required('File ID', String(value ?? '').trim());

/** Files of the archive connected to assets (a receipt, a photo, a warranty). Unlike other connections, one is sent and answered without a wrapper. */
export const assetFileConnection: Resource = {
	displayName: 'Asset File Connection',
	value: 'assetFileConnection',
	default: 'create',
	operations: {
		getAll: {
			option: { name: 'Get Many', action: 'Get many asset file connections', description: 'List the files connected to assets' },
			description: returnAllOrLimit(),
			async execute(i) {
				return toItems(await classicList(this, { path: ASSET_FILE_CONNECTIONS.path, listKey: ASSET_FILE_CONNECTIONS.plural, itemIndex: i }, listScopeOf(this, i)));
			},
		},
		create: {
			option: { name: 'Create', action: 'Connect a file to an asset', description: 'Connect a file of the inbox or archive to an asset' },
			description: [assetLocator, { ...fileIdProperty, hint: "Connecting a file of the inbox moves it into the archive's folder of connected files" }],
			async execute(i) {
				const check = new FieldValidator(this.getNode(), i);
				const AssetId = readAsset.call(this, check, i);
				const FileId = readFileId(check, this.getNodeParameter('fileId', i));
				return toItems(await fortnoxApiRequest<IDataObject>(this, { method: 'POST', path: ASSET_FILE_CONNECTIONS.path, body: { AssetId, FileId }, itemIndex: i }));
			},
		},
		delete: {
			option: { name: 'Delete', action: 'Remove an asset file connection', description: 'Remove the connection of a file to its asset' },
			description: [{ ...fileIdProperty, description: 'The ID of the connected file', hint: 'Removes the connection; the file stays in the archive' }],
			async execute(i) {
				const fileId = readFileId(new FieldValidator(this.getNode(), i), this.getNodeParameter('fileId', i));
				await fortnoxRequest(this, { method: 'DELETE', path: `${ASSET_FILE_CONNECTIONS.path}/${encodeURIComponent(fileId)}`, itemIndex: i });
				return toItems({ FileId: fileId, deleted: true });
			},
		},
	},
};
