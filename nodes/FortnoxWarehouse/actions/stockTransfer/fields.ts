import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { STOCK_TRANSFERS } from '../../../shared/kinds';
import type { Explanations } from '../../../shared/transport';
import type { FieldValidator } from '../../../shared/validation';
import { calendarDate } from '../../../shared/validation';
import { checkNote, NOTE_MAX, noteProperty } from '../../../shared/warehouse/checks';
import { numberedDocumentLocator, readNumberedId } from '../../../shared/warehouse/locators';
import { segment } from '../../../shared/warehouse/request';

/** A stock transfer from the manual documents' list (its type stocktransfer) or by the ID Fortnox gave it. */
export const transferLocator = (description: string): INodeProperties =>
	numberedDocumentLocator({ displayName: 'Stock Transfer', searchListMethod: 'searchManualDocuments', description });

/** The path of the chosen transfer, its ID checked (a positive int64). */
export function transferPath(this: IExecuteFunctions, i: number): string {
	return `${STOCK_TRANSFERS.path}/${segment(readNumberedId.call(this, i, 'Stock Transfer'))}`;
}

/** The head fields a transfer has besides its rows. */
export const headProperties: INodeProperties[] = [
	// A transfer has no note change of its own: once released, nothing of it changes.
	{ ...noteProperty('Update'), description: `At most ${NOTE_MAX} characters` },
	{ displayName: 'Transfer Date', name: 'transferDate', type: 'dateTime', default: '', description: 'The date the goods move; the transfer can be released on or after it' },
];

/** The head fields given, checked: a real date, a note of at most 1000 characters. */
export function headFields(check: FieldValidator, values: IDataObject): IDataObject {
	const head: IDataObject = {};
	const transferDate = calendarDate(check, 'Transfer Date', values.transferDate);
	if (transferDate) head.transferDate = transferDate;
	if (values.note !== undefined && values.note !== null) {
		head.note = String(values.note);
		checkNote(check, head.note);
	}
	return head;
}

/** What Fortnox's refusals mean for a transfer, where the warehouse's general words speak of other documents. */
export const TRANSFER_EXPLANATIONS: Explanations = {
	cannot_modify_released_document:
		'The stock transfer is released: Fortnox neither changes nor voids a released transfer. To move the stock back, create and release a transfer the other way',
	version_conflict: 'The stock transfer was changed since it was read. Run the node again to change the transfer as it now stands',
};
