/**
 * The node version from which defaults and input types fit what is usually meant: a Tax Reduction
 * starts at Reference Document Type INVOICE (was OFFER), a Voucher's Reference Type starts at MANUAL
 * when added (was INVOICE), and contract rows offer the list of house-work types (was free text).
 * Workflows saved at earlier versions keep what they had.
 */
export const FITTING_DEFAULTS_VERSION = 2.2;
