import { VOUCHER_SERIES } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Voucher series (A, B …): a code of up to 10 characters; Fortnox keeps the year and the next number. Its API deletes none. */
export const voucherSeries = registerResource(
	{ kind: VOUCHER_SERIES, value: 'voucherSeries', schema: 'VoucherSeries', numberRequired: true },
	{ displayName: 'Voucher Series', filters: [], canDelete: false },
);
