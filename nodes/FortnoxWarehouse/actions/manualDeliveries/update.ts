import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../shared/request';
import { checkRows, readRows, rowsProperties, writableRows } from '../../shared/rows';
import { createDefaults, dateProperty, documentBody, documentLocator, headFields, optionalHeadProperties, readDocumentPath } from './fields';
import type { ManualKind } from './kinds';

/** The row parameters, shown only when the rows are to be replaced. */
const whenReplacing = (property: INodeProperties): INodeProperties => ({
	...property,
	displayOptions: { show: { ...property.displayOptions?.show, replaceRows: [true] } },
});

export function updateDocument(kind: ManualKind) {
	/**
	 * Fortnox replaces the whole document on update. Read it first so that fields the user leaves
	 * alone, and its rows unless replaced, stay as they are; the answer-only fields (id, released,
	 * voided, names of stock points and locations) are not sent back.
	 */
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const check = new FieldValidator(this.getNode(), i);
		const path = readDocumentPath.call(this, i, kind);
		const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
		// Checked before anything is sent (over the Create defaults, which pass); checked again merged with the document.
		headFields(check, kind, { ...createDefaults(kind), ...changes });
		const newRows = this.getNodeParameter('replaceRows', i, false) ? readRows.call(this, i, kind.rows) : undefined;
		const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
		const head = headFields(check, kind, { ...current, stockPoint: current.stockPointId ?? current.stockPointCode, ...changes });
		const rows = newRows ?? checkRows(check, kind.rows, writableRows(kind.rows, (current.rows as IDataObject[] | undefined) ?? []));
		const body = documentBody(check, kind, head, rows);
		return toItems(await warehouseRequest(this, { method: 'PUT', path, body, itemIndex: i }));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['update'] } }, [
			{
				...documentLocator(`The ${kind.noun} to update`),
				hint: 'Only an unreleased document can be updated; a released one can only have its note changed (Update Note)',
			},
			{
				displayName: 'Replace Rows',
				name: 'replaceRows',
				type: 'boolean',
				default: false,
				description: 'Whether to replace all rows with the ones below. Off keeps the current rows.',
			},
			...rowsProperties(kind.rows).map(whenReplacing),
			fieldCollection('updateFields', [{ ...dateProperty(kind), required: false }, ...optionalHeadProperties(kind, true)].sort((a, b) =>
				a.displayName.localeCompare(b.displayName),
			)),
		]),
		execute,
		// Reads the document and writes it back whole: two items on one document side by side would lose a change.
		sequential: true,
	};
}
