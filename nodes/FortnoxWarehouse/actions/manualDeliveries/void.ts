import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { actOnDocument } from '../../shared/documentActions';
import { documentLocator, readDocumentPath } from './fields';
import type { ManualKind } from './kinds';

export function voidDocument(kind: ManualKind) {
	const takes = new Set(kind.voidOptions.map((property) => property.name));
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const check = new FieldValidator(this.getNode(), i);
		const path = readDocumentPath.call(this, i, kind);
		const qs: IDataObject = {};
		if (takes.has('force') && this.getNodeParameter('force', i, false) === true) qs.force = true;
		const customVoidDate = takes.has('customVoidDate') ? calendarDate(check, 'Void Date', this.getNodeParameter('customVoidDate', i, '')) : undefined;
		if (customVoidDate) qs.customVoidDate = customVoidDate;
		return toItems(await actOnDocument.call(this, i, path, 'void', qs));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['void'] } }, [
			{
				...documentLocator(`The ${kind.noun} to void`),
				hint: 'Void undoes the stock movement of a released document; the document and its transactions are kept, marked voided',
			},
			...kind.voidOptions,
		]),
		execute,
	};
}
