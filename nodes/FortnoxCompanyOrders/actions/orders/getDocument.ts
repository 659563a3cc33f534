import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { optionsCollection, outputBinaryPropertyName } from '../../../shared/descriptions';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { documentTypeProperty, orderLocator, orderPath, readDocumentType, readOrderId } from './fields';
import type { OrderKind } from '../../../shared/kinds/bank-process';

/** The service sends documents base64-encoded in `content`; most are PDFs. */
function mimeTypeOf(bytes: Buffer): { mimeType: string; extension: string } {
	if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mimeType: 'application/pdf', extension: 'pdf' };
	return { mimeType: 'application/octet-stream', extension: 'bin' };
}

export function getDocument(kind: OrderKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const orderId = readOrderId.call(this, i);
		const documentType = readDocumentType.call(this, i, kind.documentTypes);
		const binaryPropertyName = this.getNodeParameter('binaryPropertyName', i) as string;
		const { fileName } = this.getNodeParameter('options', i, {}) as IDataObject;

		const body = await fortnoxApiRequest<IDataObject>(this, {
			method: 'GET',
			path: orderPath(kind, orderId, `/documents/${encodeURIComponent(documentType)}/content`),
			itemIndex: i,
		});
		if (typeof body?.content !== 'string') {
			new FieldValidator(this.getNode(), i).fail('Document', 'came back without content', 'Fortnox sends it as base64 in "content"');
		}
		const bytes = Buffer.from(body.content as string, 'base64');
		const { mimeType, extension } = mimeTypeOf(bytes);
		const name = (fileName as string | undefined) || `${orderId}-${documentType}.${extension}`;
		const binary = await this.helpers.prepareBinaryData(bytes, name, mimeType);
		return [{ json: { orderId, documentType, fileName: name, size: bytes.length }, binary: { [binaryPropertyName]: binary } }];
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['getDocument'] } }, [
			orderLocator(kind),
			documentTypeProperty(kind.documentTypes, 'Which document to download; Get Document Types lists the ones available now'),
			outputBinaryPropertyName,
			optionsCollection([
				{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name for the output file; defaults to ORDER-TYPE.pdf' },
			]),
		]),
		execute,
	};
}
