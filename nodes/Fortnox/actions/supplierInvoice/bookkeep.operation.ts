import { documentActionOperation } from '../../shared/documentOperations';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { BOOKKEEP_RULES } from './fields';

/** Books the supplier invoice: it gets a voucher and can be paid, and can no longer be changed or cancelled. */
const bookkeep = documentActionOperation(SUPPLIER_INVOICES, 'bookkeep', { method: 'PUT', action: 'bookkeep', once: true, rules: BOOKKEEP_RULES });

export const { execute } = bookkeep;
export const description = bookkeep.description.map((property) =>
	property.name === 'documentNumber'
		? {
				...property,
				hint: 'Fortnox books an unbooked, uncancelled supplier invoice whose rows balance, once. Where the company approves supplier invoices, use Approve Bookkeeping instead: the approval books it.',
			}
		: property,
);
