import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import type { ManualKind } from './kinds';

/** The Operation picker of a manual document kind, saying what release and void do to stock. */
export function operationProperty(kind: ManualKind): INodeProperties {
	const noun = kind.noun;
	return operationPicker(kind.resource, [
		{ name: 'Create', value: 'create', action: `Create a ${noun}`, description: `Create an unreleased ${noun}; Fortnox assigns its ID` },
		{ name: 'Get', value: 'get', action: `Get a ${noun}`, description: `Get a ${noun} with its rows` },
		{
			name: 'Release',
			value: 'release',
			action: `Release a ${noun}`,
			description: `Lock and bookkeep the document: it ${kind.releaseEffect}. Afterwards only its note can change.`,
		},
		{
			name: 'Update',
			value: 'update',
			action: `Update a ${noun}`,
			description: 'Change an unreleased document; fields and rows left alone stay as they are',
		},
		{
			name: 'Update Note',
			value: 'updateNote',
			action: `Update the note of a ${noun}`,
			description: 'Change the note, the one thing that can still change after release',
		},
		{
			name: 'Void',
			value: 'void',
			action: `Void a ${noun}`,
			description: 'Undo the stock movement of the document; the document itself is kept, marked voided',
		},
	], 'get');
}
