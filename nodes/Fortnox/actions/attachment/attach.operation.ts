import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { binaryPropertyName, optionsCollection } from '../../../shared/descriptions';
import { ARCHIVE, INBOX } from '../../../shared/kinds';
import { uploadFile } from '../../../shared/operations/file-areas';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import type { EntityType } from './fields';
import { ATTACHMENTS_PATH, attachmentsOf, checkRoomToInclude, entityIdProperty, entityTypeProperty, MAX_FILE_BYTES, readEntity } from './fields';

// Attach counts the record's attachments before it adds one: items attaching to one record run one at a time.
export const sequential = true;

export const option = {
	name: 'Attach',
	action: 'Attach a file',
	description: 'Attach a file of the archive or inbox, or an uploaded binary file, to an invoice, order, offer, customer or warehouse document',
};

const fromBinary = { displayOptions: { show: { source: ['binaryData'] } } };

export const description: INodeProperties[] = [
	entityTypeProperty,
	entityIdProperty,
	{
		displayName: 'File From',
		name: 'source',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Archive or Inbox', value: 'archiveFileId', description: 'A file already in Fortnox, by its ID' },
			{ name: 'Binary Data', value: 'binaryData', description: "The input item's file, uploaded to the archive or inbox first" },
		],
		default: 'archiveFileId',
	},
	{
		displayName: 'Archive File ID',
		name: 'archiveFileId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 835d447d-f7c6-4bd0-81a7-8a4bbb148b80',
		description: "The file's ArchiveFileId as Get Folder of the archive or inbox lists it (its ID works too). An inbox file must be in Customer Invoices, Orders or Offers.",
		displayOptions: { show: { source: ['archiveFileId'] } },
	},
	{ ...binaryPropertyName('The file to upload and attach: a PDF for an invoice, order or offer, at most 5 MB'), ...fromBinary },
	{
		displayName: 'Include on Send',
		name: 'includeOnSend',
		type: 'boolean',
		default: true,
		description: 'Whether the file goes with the record when it is sent (e-mail, print, e-invoice). Fortnox includes PDF files only, at most 5 per record.',
	},
	{
		...optionsCollection([
			{
				displayName: 'Upload To',
				name: 'uploadTo',
				type: 'options',
				options: [
					{ name: 'Archive', value: 'archive', description: 'The archive folder of Archive Folder Path' },
					{ name: 'Inbox', value: 'inbox', description: "The inbox folder of the record's kind: Customer Invoices, Orders or Offers" },
				],
				default: 'archive',
			},
			{
				displayName: 'Archive Folder Path',
				name: 'folderPath',
				type: 'string',
				default: '',
				placeholder: 'e.g. Bilagor/2026',
				description: "Folder names from the archive's root, separated by slashes; missing folders are made. Empty: the root.",
			},
			{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name to store the file under; defaults to the name of the binary file' },
		]),
		...fromBinary,
	},
];

/**
 * Checks the item's file as Fortnox would before uploading it (a PDF where one is required, at most
 * 5 MB), then uploads it to the archive folder or the kind's inbox folder; the new file's ID.
 */
async function uploadedFileId(this: IExecuteFunctions, check: FieldValidator, i: number, type: EntityType, includeOnSend: boolean): Promise<IDataObject> {
	const property = this.getNodeParameter('binaryPropertyName', i) as string;
	const binary = this.helpers.assertBinaryData(i, property);
	const name = binary.fileName ?? property;
	const pdf = (binary.mimeType ?? '').toLowerCase() === 'application/pdf' || /\.pdf$/i.test(name);
	if (!pdf && type.pdfOnly) check.fail('Input Binary Field', `holds ${name} (${binary.mimeType}), not a PDF`, `Fortnox attaches only PDF files to ${type.noun}s`);
	if (!pdf && includeOnSend) check.fail('Include on Send', `is on, but ${name} (${binary.mimeType}) is not a PDF`, 'Fortnox includes only PDF files on send; turn it off');
	const size = (await this.helpers.getBinaryDataBuffer(i, property)).length;
	if (size > MAX_FILE_BYTES) check.fail('Input Binary Field', `holds ${name} of ${size} bytes`, 'Fortnox attaches files of at most 5 MB (5,242,880 bytes)');
	const { uploadTo, folderPath, fileName } = this.getNodeParameter('options', i, {}) as IDataObject;
	if (uploadTo === 'inbox' && !type.inbox) check.fail('Upload To', `is the inbox, but a ${type.noun} takes no file from the inbox`, 'upload to the archive');
	const path = String(folderPath ?? '').trim().replace(/^\/+|\/+$/g, '');
	const location = uploadTo === 'inbox' ? { mode: 'id' as const, value: type.inbox as string } : path ? { mode: 'path' as const, value: path } : { mode: 'id' as const, value: 'root' };
	return await uploadFile.call(this, i, uploadTo === 'inbox' ? INBOX : ARCHIVE, location, property, (fileName as string | undefined) || undefined);
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const { type, id } = readEntity.call(this, check, i);
	const includeOnSend = this.getNodeParameter('includeOnSend', i) as boolean;
	const source = this.getNodeParameter('source', i) as string;
	const typedFileId = source === 'archiveFileId' ? check.required('Archive File ID', String(this.getNodeParameter('archiveFileId', i, '')).trim()) : '';
	if (includeOnSend) checkRoomToInclude(check, type, id, await attachmentsOf.call(this, i, type, id));
	const uploaded = source === 'binaryData' ? await uploadedFileId.call(this, check, i, type, includeOnSend) : undefined;
	// Fortnox names a file to attach by its ArchiveFileId.
	const fileId = uploaded ? String(uploaded.ArchiveFileId ?? uploaded.Id) : typedFileId;
	const body = [{ entityId: id, entityType: type.value, fileId, includeOnSend }];
	const answer = await fortnoxApiRequest<IDataObject[]>(this, { method: 'POST', path: ATTACHMENTS_PATH, body, itemIndex: i });
	return toItems((Array.isArray(answer) ? answer : [answer]).map((attachment) => (uploaded ? { ...attachment, file: uploaded } : attachment)));
}
