import { ABSENCE_TRANSACTIONS } from '../../shared/kinds';
import { causeTransactionResource } from '../../shared/operations/payroll';

/** Fortnox's absence cause codes, as its API documentation names them. */
const CAUSES: Record<string, string> = {
	ASK: 'Arbetsskada (work injury)',
	FPE: 'Föräldraledig (parental leave)',
	FRA: 'Frånvaro övrigt (other absence)',
	HAV: 'Graviditetspenning (pregnancy benefit)',
	KOM: 'Kompledig (time off in lieu)',
	MIL: 'Militärtjänst (military service)',
	NAR: 'Närståendevård (care of a relative)',
	OS1: 'Sjuk-OB 1',
	OS2: 'Sjuk-OB 2',
	OS3: 'Sjuk-OB 3',
	OS4: 'Sjuk-OB 4',
	OS5: 'Sjuk-OB 5',
	PAP: 'Pappadagar (paternity days)',
	PEM: 'Permission (leave)',
	PER: 'Permitterad (laid off)',
	SEM: 'Semester (vacation)',
	SJK: 'Sjukfrånvaro (sick leave)',
	SMB: 'Smittbärare (disease carrier)',
	SVE: 'Svenska för invandrare (Swedish for immigrants)',
	TJL: 'Tjänstledig (leave of absence)',
	UTB: 'Facklig utbildning (union training)',
	VAB: 'Vård av barn (care of a sick child)',
};

/** Absence transactions (frånvarotransaktioner): an employee's absence of a day, by cause code. */
export const absenceTransaction = causeTransactionResource({
	kind: ABSENCE_TRANSACTIONS,
	value: 'absenceTransaction',
	schema: 'AbsenceTransaction',
	displayName: 'Absence Transaction',
	names: CAUSES,
	description: 'Why the employee was away',
});
