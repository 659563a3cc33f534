import { PREDEFINED_VOUCHER_SERIES } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** The voucher series Fortnox books each kind of document in (INVOICE, PAYMENT …): they can only be pointed at another series. */
export const predefinedVoucherSeries = registerResource(
	{ kind: PREDEFINED_VOUCHER_SERIES, value: 'predefinedVoucherSeries', schema: 'PredefinedVoucherSeries' },
	{ displayName: 'Predefined Voucher Series', filters: [], canCreate: false, canDelete: false },
);
