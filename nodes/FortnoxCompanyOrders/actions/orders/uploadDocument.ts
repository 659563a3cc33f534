import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { binaryFormData } from '../../../shared/binary';
import { binaryPropertyName, optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { documentTypeProperty, orderLocator, orderPath, readDocumentType, readOrderId } from './fields';
import type { OrderKind } from '../../../shared/kinds/bank-process';

export function uploadDocument(kind: OrderKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const check = new FieldValidator(this.getNode(), i);
		const orderId = readOrderId.call(this, i);
		const documentType = readDocumentType.call(this, i, kind.uploadTypes);
		const options = this.getNodeParameter('options', i, {}) as IDataObject;
		const inEffect = calendarDate(check, 'Document In Effect Date', options.documentInEffectDate);

		const form = await binaryFormData.call(this, i, this.getNodeParameter('binaryPropertyName', i) as string, {
			fileField: 'file',
			fileName: options.fileName as string | undefined,
			fields: { type: documentType, ...(inEffect ? { document_in_effect_date: inEffect } : {}) },
		});
		const response = await fortnoxRequest(this, {
			method: kind.uploadMethod,
			path: orderPath(kind, orderId, '/documents'),
			body: form,
			itemIndex: i,
			explain: {
				409: `This ${kind.noun} already has a ${documentType} document: Fortnox keeps one document of each type and refuses a second upload`,
			},
		});
		const returned = typeof response.body === 'object' && response.body !== null ? response.body : {};
		return toItems({ orderId, documentType, uploaded: true, ...(inEffect ? { documentInEffectDate: inEffect } : {}), ...returned });
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['uploadDocument'] } }, [
			orderLocator(kind),
			documentTypeProperty(kind.uploadTypes, `The kind of document; Fortnox accepts ${kind.uploadTypes.join(', ')} on a ${kind.noun}`),
			binaryPropertyName('The document file to upload, usually a PDF'),
			optionsCollection([
				{
					displayName: 'Document In Effect Date',
					name: 'documentInEffectDate',
					type: 'dateTime',
					default: '',
					description: 'The day the document or its action took effect, e.g. when the share capital was deposited; Fortnox uses today when empty',
				},
				{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name to send the file under; defaults to the binary file name' },
			]),
		]),
		execute,
	};
}
