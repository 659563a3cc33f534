import { PRINT_TEMPLATES } from '../../shared/kinds';
import { listResource } from '../../shared/operations/settings';

/** The company's print templates: the names a document's print or e-mail can choose. */
export const printTemplate = listResource(PRINT_TEMPLATES, { value: 'printTemplate', displayName: 'Print Template' });
