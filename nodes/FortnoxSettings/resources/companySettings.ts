import { COMPANY_SETTINGS } from '../../shared/kinds';
import { settingResource } from '../../shared/operations/settings';

/** The company's address, contact, bank giro and VAT details as its settings hold them. */
export const companySettings = settingResource(COMPANY_SETTINGS, {
	value: 'companySettings',
	displayName: 'Company Settings',
	description: "Get the company's address, contact, payment and VAT details",
});
