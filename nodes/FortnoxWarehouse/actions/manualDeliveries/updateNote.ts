import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { checkNote } from '../../shared/checks';
import { warehouseRequest } from '../../shared/request';
import { documentLocator, noteProperty, readDocumentPath } from './fields';
import type { ManualKind } from './kinds';

export function updateNote(kind: ManualKind) {
	/** Fortnox answers the note change with no body; the output is the document as it now stands. */
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const path = readDocumentPath.call(this, i, kind);
		const note = this.getNodeParameter('note', i, '') as string;
		checkNote(new FieldValidator(this.getNode(), i), note);
		// Setting the same note twice leaves the same note: safe to repeat after a dropped answer.
		await warehouseRequest(this, { method: 'PATCH', path, body: { note }, idempotent: true, itemIndex: i });
		return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['updateNote'] } }, [
			documentLocator(`The ${kind.noun} whose note to change; released documents too`),
			{ ...noteProperty, description: 'The new note, at most 1000 characters; empty clears it' },
		]),
		execute,
	};
}
