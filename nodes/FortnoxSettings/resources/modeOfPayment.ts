import { MODES_OF_PAYMENT } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Modes of payment (BG, PG, KONTANT): each books payments to its 4-digit account. */
export const modeOfPayment = registerResource(
	{ kind: MODES_OF_PAYMENT, value: 'modeOfPayment', schema: 'ModeOfPayment', requiredField: 'AccountNumber', numberRequired: true },
	{ displayName: 'Mode of Payment', filters: [] },
);
