import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../shared/request';
import { readRows, rowsProperties } from '../../shared/rows';
import { dateProperty, documentBody, headFields, optionalHeadProperties } from './fields';
import type { ManualKind } from './kinds';

export function createDocument(kind: ManualKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const check = new FieldValidator(this.getNode(), i);
		const values: IDataObject = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
		for (const name of ['date', ...kind.head.filter((property) => property.required).map((property) => property.name)]) {
			values[name] = this.getNodeParameter(name, i);
		}
		const body = documentBody(check, kind, headFields(check, kind, values), readRows.call(this, i, kind.rows));
		return toItems(await warehouseRequest(this, { method: 'POST', path: kind.path, body, itemIndex: i }));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['create'] } }, [
			dateProperty(kind),
			...kind.head.filter((property) => property.required),
			...rowsProperties(kind.rows),
			fieldCollection('additionalFields', optionalHeadProperties(kind, false)),
		]),
		execute,
	};
}
