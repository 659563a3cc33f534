import { CONTRACT_TEMPLATES } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Contract templates: Fortnox numbers them; a contract naming one takes its rows, interval and length. Fortnox's API deletes none, and declares no filter on their list. */
export const contractTemplate = registerResource(
	{ kind: CONTRACT_TEMPLATES, value: 'contractTemplate', schema: 'ContractTemplate', requiredField: 'TemplateName' },
	{ displayName: 'Contract Template', filters: [], canDelete: false },
);
