import type { INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../validation';

/** The spec's reserved custom document type names, refused in any variant of case, dash and underscore. */
const RESERVED_TYPE_NAMES = new Set([
	// production
	'ARTICLEPRODUCTION', 'ARTIKELPRODUKTION', 'ITEMPRODUCTION', 'PRODUCTION', 'PRODUKTION',
	// invoices and orders
	'CUSTOMERINVOICE', 'CUSTOMERORDER', 'FAKTURA', 'INVOICE', 'KREDITFAKTURA', 'KREDITORDER', 'KUNDFAKTURA',
	'KUNDORDER', 'ORDER', 'LEVERANTÖRSFAKTURA', 'LEVFAKTURA', 'SUPINVOICE', 'SUPPLIERINVOICE',
	// deliveries
	'DELIVERYNOTE', 'FÖLJESEDEL', 'PLOCKLISTA', 'MANUALDELIVERY', 'MANUALINBOUND', 'MANUALINBOUNDDELIVERY',
	// manual documents
	'MANUALOUTBOUND', 'MANUALOUTBOUNDDELIVERY', 'MANUELLINLEVERANS', 'MANUELLLEVERANS', 'MANUELLUTLEVERANS',
	// stock
	'INVENTERING', 'INVENTORY', 'LAGERFLYTT', 'STOCKTAKING', 'STOCKTAKINGDEVIATION', 'STOCKTRANSFER',
	// opening balances
	'INGÅENDESALDO', 'NEGATIVEOPENINGBALANCES', 'NEGATIVTINGÅENDESALDO', 'POSITIVEOPENINGBALANCES',
	// purchasing and legacy
	'INKÖP', 'INKÖPSORDER', 'PURCHASE', 'PURCHASEORDER', 'LEGACYINTEGRATIONIN', 'LEGACYINTEGRATIONOUT',
]);

export const NOTE_MAX = 1000;

/** Whether Fortnox keeps this type name for itself: `Stock-Taking` and `stock_taking` are STOCKTAKING. */
function isReservedTypeName(name: string): boolean {
	return RESERVED_TYPE_NAMES.has(name.replace(/[-_]/g, '').toLocaleUpperCase('sv-SE'));
}

/** A custom document type name: 1–25 letters, digits, underscores or dashes, and not a reserved one. */
export function checkTypeName(check: FieldValidator, field: string, value: string | undefined): string {
	const name = check.required(field, value?.trim());
	check.lengthBetween(field, name, 1, 25);
	check.pattern(field, name, /^[A-Za-z0-9_-]+$/, 'use only letters A–Z, digits, underscores and dashes');
	if (isReservedTypeName(name)) {
		check.fail(field, `"${name}" is a name Fortnox reserves for its own documents`, 'choose a name that is not reserved, e.g. WEBSHOP');
	}
	return name;
}

/** A custom document's id: 1–25 digits, chosen by the sender. */
export function checkCustomDocumentId(check: FieldValidator, field: string, value: string | number | undefined): string {
	const id = check.required(field, String(value ?? '').trim());
	check.pattern(field, id, /^\d{1,25}$/, 'it must be 1 to 25 digits');
	return id;
}

/** A service-assigned int64 id (manual documents). */
export function checkNumericId(check: FieldValidator, field: string, value: string | number | undefined): number {
	const id = check.required(field, String(value ?? '').trim());
	check.pattern(field, id, /^[1-9]\d{0,18}$/, 'it must be a positive whole number');
	return Number(id);
}

/** The note of a document that can still change after release, by the operation `changedBy`. */
export const noteProperty = (changedBy: string): INodeProperties => ({
	displayName: 'Note',
	name: 'note',
	type: 'string',
	typeOptions: { rows: 2 },
	default: '',
	description: `At most ${NOTE_MAX} characters; it can still be changed after release (${changedBy})`,
});

export function checkNote(check: FieldValidator, value: string | undefined): void {
	check.maxLength('Note', value, NOTE_MAX);
}
