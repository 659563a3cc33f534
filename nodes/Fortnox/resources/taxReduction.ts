import type { IDataObject } from 'n8n-workflow';

import { TAX_REDUCTIONS } from '../../shared/kinds';
import { GREEN_WORK_TYPES } from '../../shared/operations/house-work';
import { checkApplication, rememberApplication, yearlyCapOptions } from '../../shared/operations/house-work-buyer';
import { registerResource } from '../../shared/operations/register';
import type { FieldValidator } from '../../shared/validation';
import { FITTING_DEFAULTS_VERSION } from '../versions';

/**
 * What Fortnox refuses of an application (its errors 2004217/2004218, 2004209, 2004262): an asked
 * amount in whole kronor; for green technology one amount per type of work of its three. The
 * personnummer is checked with the schema's fields (schema/fields.ts).
 */
function checkFields(check: FieldValidator, body: IDataObject): void {
	if (body.ReferenceNumber !== undefined) check.pattern('Reference Number', String(body.ReferenceNumber), /^[1-9]\d*$/, 'it is the document number of an invoice, order or offer: a whole number');
	if (body.AskedAmount !== undefined && !Number.isInteger(body.AskedAmount)) check.fail('Asked Amount', `${String(body.AskedAmount)} is not whole kronor`, 'Fortnox takes the asked amount as an integer');
	const amounts = body.TaxReductionAmounts as IDataObject[] | undefined;
	for (const [index, amount] of (amounts ?? []).entries()) {
		const label = `Tax Reduction Amounts ${index + 1}`;
		if (typeof amount !== 'object' || amount === null) check.fail(label, 'is not an object', 'write {"WorkType": "SOLARCELLS", "AskedAmount": 9000}');
		check.oneOf(`${label} Work Type`, check.required(`${label} Work Type`, amount.WorkType as string | undefined), GREEN_WORK_TYPES);
		const asked = Number(amount.AskedAmount);
		if (!Number.isInteger(asked) || asked < 1) check.fail(`${label} Asked Amount`, `${String(amount.AskedAmount)} is not a whole number from 1`, 'each type of work asks a whole number of kronor');
		if (amounts?.slice(0, index).some((earlier) => earlier.WorkType === amount.WorkType)) {
			check.fail(`${label} Work Type`, `${String(amount.WorkType)} comes twice`, 'give one amount per type of work');
		}
	}
}

/**
 * ROT, RUT and green technology applications for the buyers of house work on an invoice, order or
 * offer, each by its Id: the reduction type is the document's TaxReductionType, and Fortnox's
 * request to Skatteverket is made from them.
 */
export const taxReduction = registerResource(
	{
		kind: TAX_REDUCTIONS,
		value: 'taxReduction',
		schema: 'TaxReduction',
		requiredField: ['ReferenceDocumentType', 'ReferenceNumber', 'CustomerName', 'SocialSecurityNumber', 'AskedAmount'],
		// Most applications are for invoices; the schema's first value, OFFER, was the default before.
		changedDefault: { field: 'ReferenceDocumentType', since: FITTING_DEFAULTS_VERSION, parameter: 'documentType', value: 'INVOICE' },
		checkFields,
		checkAgainstFortnox: { check: checkApplication, options: yearlyCapOptions, written: rememberApplication },
	},
	{
		displayName: 'Tax Reduction',
		filters: [
			{
				name: 'filter',
				displayName: 'Document Type',
				kind: 'options',
				options: [
					{ name: 'Invoices', value: 'invoices' },
					{ name: 'Offers', value: 'offers' },
					{ name: 'Orders', value: 'orders' },
				],
				description: 'Only the tax reductions of invoices, of orders or of offers',
			},
		],
	},
);
