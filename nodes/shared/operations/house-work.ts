import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { schemaProperties } from '../schema/fields';
import type { SchemaName } from '../schema/schemas';
import type { FieldValidator } from '../validation';

type Reduction = 'rot' | 'rut' | 'green';

/**
 * The reduction each house-work type belongs to, as Fortnox's OpenAPI groups them
 * (Recurring-API_TaxReductionArticleType: "ROT category (30%)", "RUT category (50%)", "GREEN
 * category"), in the classic API's spelling. OTHERCOSTS (material, travel) is no work: it goes
 * with any reduction and gets none.
 */
const REDUCTION_OF: Record<string, Reduction> = {
	...Object.fromEntries(['CONSTRUCTION', 'ELECTRICITY', 'GLASSMETALWORK', 'GROUNDDRAINAGEWORK', 'MASONRY', 'PAINTINGWALLPAPERING', 'HVAC'].map((type) => [type, 'rot'])),
	...Object.fromEntries(
		[
			'CLEANING', 'TEXTILECLOTHING', 'SNOWPLOWING', 'GARDENING', 'BABYSITTING', 'OTHERCARE', 'MOVINGSERVICES', 'ITSERVICES', 'MAJORAPPLIANCEREPAIR',
			'FURNISHING', 'HOMEMAINTENANCE', 'TRANSPORTATIONSERVICES', 'WASHINGANDCAREOFCLOTHING',
		].map((type) => [type, 'rut']),
	),
	...Object.fromEntries(['SOLARCELLS', 'STORAGESELFPRODUCEDELECTRICITY', 'CHARGINGSTATIONELECTRICVEHICLE'].map((type) => [type, 'green'])),
};

/** The green technology work types an application asks amounts for (fortnox_TaxReduction_TaxReductionAmount). */
export const GREEN_WORK_TYPES = Object.keys(REDUCTION_OF).filter((type) => REDUCTION_OF[type] === 'green');

/** Types the offer schema still lists but whose reduction has ended: Fortnox answers 2003157 "Skattereduktion för den valda typen av husarbete har upphört." (recorded). */
const ENDED = ['COOKING', 'TUTORING'];

/**
 * The house-work fields of a row form (invoice, order, offer rows) as Fortnox's row schema types
 * them, less the types whose reduction has ended, which Fortnox refuses. `typesOf`: the row schema
 * whose list of types the form offers, where the row's own schema has the type as free text (a
 * contract row's).
 */
export const houseWorkRowFields = (schema: SchemaName, typesOf: SchemaName = schema): INodeProperties[] =>
	[...schemaProperties(schema, { only: ['HouseWork', 'HouseWorkHoursToReport'] }), ...schemaProperties(typesOf, { only: ['HouseWorkType'] })]
		.sort((a, b) => a.displayName.localeCompare(b.displayName))
		.map((property) =>
			property.options ? { ...property, options: property.options.filter((option) => !('value' in option) || !ENDED.includes(String(option.value))) } : property,
		);

/** The reduction of a house-work type, undefined for OTHERCOSTS (and for a type Fortnox does not list). */
export const reductionOf = (type: string): Reduction | undefined => REDUCTION_OF[type];

const named = (reduction: string) => (reduction === 'green' ? 'green technology' : reduction.toUpperCase());

/**
 * Fortnox's rules for house work on a document ("Updates in Tax Reduction", Fortnox's developer
 * blog, and the OpenAPI's TaxReductionType), checked before sending: a house-work row needs the
 * document's TaxReductionType (rot, rut or green); a document has one of them, so its rows' types
 * all belong to it; and it is in SEK. `creating`: an update that gives no TaxReductionType keeps
 * the document's, which only Fortnox knows. Returns whether the document has house work (a
 * reduction, or a house-work row), whose customer must then be a private person.
 */
export function checkHouseWork(check: FieldValidator, document: IDataObject, rowsKey: string, { creating }: { creating: boolean }): boolean {
	const rows = ((document[rowsKey] as IDataObject[] | undefined) ?? []).map((row, index) => ({ row, label: `Row ${index + 1}`, type: String(row.HouseWorkType ?? '') }));
	const given = document.TaxReductionType as string | undefined;
	const houseWork = rows.filter(({ row, type }) => row.HouseWork === true || type !== '');
	const first = houseWork[0];
	if (first && (given === 'none' || (creating && given === undefined))) {
		check.fail(first.label, `is house work${first.type ? ` (${first.type})` : ''} but the document's Tax Reduction Type is ${given ?? 'not set'}`, 'set Tax Reduction Type to rot, rut or green for a document with house work');
	}
	let reduction = given === 'none' ? undefined : (given as Reduction | undefined);
	let setBy = 'its Tax Reduction Type';
	for (const { label, type } of rows) {
		if (ENDED.includes(type)) check.fail(`${label} House Work Type`, `${type} no longer gives a tax reduction`, 'Fortnox refuses house-work types whose reduction has ended');
		const own = reductionOf(type);
		if (own === undefined) continue;
		if (reduction === undefined) {
			reduction = own;
			setBy = `${label} (${type})`;
		} else if (own !== reduction) {
			check.fail(
				`${label} House Work Type`,
				`${type} is ${named(own)} work but ${setBy} makes the document ${named(reduction)}`,
				'a document has one tax-reduction type: put ROT, RUT and green technology work on separate documents',
			);
		}
	}
	const currency = String(document.Currency ?? '').trim();
	if ((reduction !== undefined || first) && currency !== '' && currency.toUpperCase() !== 'SEK') {
		check.fail('Currency', `is ${currency} on a document with house work`, 'Fortnox takes ROT, RUT and green technology documents only in SEK');
	}
	return reduction !== undefined || first !== undefined;
}
