import type { Resource } from '../shared/operations/resource';
import { accountChart } from './resources/accountChart';
import { companySettings } from './resources/companySettings';
import { currency } from './resources/currency';
import { euVatLimitRegulation } from './resources/euVatLimitRegulation';
import { lockedPeriod } from './resources/lockedPeriod';
import { me } from './resources/me';
import { modeOfPayment } from './resources/modeOfPayment';
import { predefinedAccount } from './resources/predefinedAccount';
import { predefinedVoucherSeries } from './resources/predefinedVoucherSeries';
import { printTemplate } from './resources/printTemplate';
import { termsOfDelivery } from './resources/termsOfDelivery';
import { termsOfPayment } from './resources/termsOfPayment';
import { trustedEmailSender } from './resources/trustedEmailSender';
import { unit } from './resources/unit';
import { voucherSeries } from './resources/voucherSeries';
import { wayOfDelivery } from './resources/wayOfDelivery';

/** The Settings node's resources: the one list its description, router and pickers are built from. */
export const RESOURCES: Resource[] = [
	accountChart,
	companySettings,
	currency,
	euVatLimitRegulation,
	lockedPeriod,
	me,
	modeOfPayment,
	predefinedAccount,
	predefinedVoucherSeries,
	printTemplate,
	termsOfDelivery,
	termsOfPayment,
	trustedEmailSender,
	unit,
	voucherSeries,
	wayOfDelivery,
];
