import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { FINANCIAL_YEARS } from '../../../shared/kinds';
import { fortnoxApiRequest } from '../../../shared/transport';
import type { FieldValidator } from '../../../shared/validation';

/** The years found in one run, by date: items of one run mostly share their dates. */
const yearsOfRun = new WeakMap<IExecuteFunctions, Map<string, Promise<number | undefined>>>();

/**
 * The Id of the financial year a transaction date lies in (GET /3/financialyears?Date=). Without a
 * financial year Fortnox puts a voucher in the preselected one and refuses a date outside it; the
 * voucher goes in the year of its date instead, and a date in no year is refused before sending:
 * Fortnox's commonest stumble at the turn of a year is a year not yet created.
 */
export async function financialYearOfDate(this: IExecuteFunctions, check: FieldValidator, i: number, date: string): Promise<number> {
	const years = yearsOfRun.get(this) ?? new Map<string, Promise<number | undefined>>();
	yearsOfRun.set(this, years);
	const found =
		years.get(date) ??
		fortnoxApiRequest(this, { method: 'GET', path: FINANCIAL_YEARS.path, qs: { Date: date }, itemIndex: i }).then((body) => {
			const year = ((body[FINANCIAL_YEARS.plural] as IDataObject[] | undefined) ?? [])[0];
			return year ? Number(year.Id) : undefined;
		});
	years.set(date, found);
	// A failed look-up is not kept: the next item asks again.
	found.catch(() => years.delete(date));
	const id = await found;
	if (id === undefined) check.fail('Transaction Date', `${date} lies in no financial year`, 'create the financial year first (Financial Year → Create), or choose the date of an existing one');
	return id;
}
