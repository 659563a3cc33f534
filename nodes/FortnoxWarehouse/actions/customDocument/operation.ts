import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import type { CustomDocumentKind } from './kinds';

/** What Release, Save and Void do to this kind's stock, in the operation picker. */
interface OperationTexts {
	release: string;
	save: string;
	void: string;
}

/** The Operation picker of a custom document resource; the four operations are the same for both kinds. */
export function operationProperty(kind: CustomDocumentKind, texts: OperationTexts): INodeProperties {
	return operationPicker(kind.resource, [
		{ name: 'Get', value: 'get', action: `Get a ${kind.noun}` },
		{ name: 'Release', value: 'release', action: `Release a ${kind.noun}`, description: texts.release },
		{ name: 'Save', value: 'save', action: `Save a ${kind.noun}`, description: texts.save },
		{ name: 'Void', value: 'void', action: `Void a ${kind.noun}`, description: texts.void },
	], 'get');
}
