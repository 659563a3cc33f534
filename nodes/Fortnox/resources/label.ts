import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { LABELS } from '../../shared/kinds';
import type { Resource } from '../../shared/operations/resource';
import { fortnoxApiRequest } from '../../shared/transport';
import * as create from '../actions/label/create.operation';
import * as deleteLabel from '../actions/label/delete.operation';
import * as getAll from '../actions/label/getAll.operation';
import * as update from '../actions/label/update.operation';

/** The labels by their descriptions. */
async function getLabels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: LABELS.path });
	return ((body[LABELS.plural] as IDataObject[] | undefined) ?? [])
		.map((label) => ({ name: String(label.Description), value: String(label.Id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** Labels that documents carry, each by its Id. */
export const label: Resource = { value: 'label', displayName: 'Label', default: 'getAll', operations: { getAll, create, update, delete: deleteLabel }, loadOptions: { getLabels } };
