import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { ASSET_ACTIONS, ASSETS } from '../../../shared/kinds';
import { recordLocator } from '../../../shared/operations/pickers';
import { readNumber } from '../../../shared/operations/register';
import type { Operation } from '../../../shared/operations/resource';
import { toItems } from '../../../shared/router';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';
import { displayNameOf } from '../../../shared/schema/names';
import type { SchemaName } from '../../../shared/schema/schemas';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const assetLocator: INodeProperties = recordLocator(ASSETS, { name: 'asset', displayName: 'Asset', description: 'The asset, by its ID' });

/** The asset's ID from its picker, checked. */
export function readAsset(this: IExecuteFunctions, check: FieldValidator, i: number): string {
	return readNumber.call(this, check, i, 'asset', 'Asset');
}

/** The asset in Fortnox's answer, which wraps one asset in `Assets`. */
export const assetOf = (answer: IDataObject): IDataObject => answer[ASSETS.single] as IDataObject;

/** The parameter of a field the action asks for on its own: Date → date. */
const parameterOf = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);

/** An action's fields: those it needs on their own, required, then Additional Fields of the rest of its schema. */
export const actionProperties = (schema: SchemaName, needs: string[]): INodeProperties[] => [
	...schemaProperties(schema, { only: needs }).map((property) => ({ ...property, name: parameterOf(property.name), required: true })),
	fieldCollection('additionalFields', schemaProperties(schema, { omit: needs })),
];

/** The action's body from its parameters, checked against its schema; the fields it needs must be there. */
export function actionBody(this: IExecuteFunctions, check: FieldValidator, i: number, schema: SchemaName, needs: string[]): IDataObject {
	const values = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
	for (const field of needs) values[field] = this.getNodeParameter(parameterOf(field), i);
	const body = checkedFields(check, schema, values);
	for (const field of needs) check.required(displayNameOf(field), body[field]);
	return body;
}

/** A share of an asset sold or scrapped: Fortnox takes whole percents, all of it when left out. */
export function checkPercentage(check: FieldValidator, body: IDataObject): void {
	if (body.Percentage !== undefined) check.range('Percentage', body.Percentage as number, 1, 100);
}

/**
 * An action on one asset (sell, scrap, write down or up, change its opening value): PUT
 * /3/assets/{action}/{ID} with the fields in `Asset` (bare where Fortnox's OpenAPI has them so),
 * checked first by `rules`; Fortnox answers the asset as it now is.
 */
export const assetAction = (
	action: keyof typeof ASSET_ACTIONS,
	option: Operation['option'],
	{ schema, needs, rules, bare = false }: { schema: SchemaName; needs: string[]; rules: (check: FieldValidator, body: IDataObject) => void; bare?: boolean },
): Operation => ({
	option,
	description: [assetLocator, ...actionProperties(schema, needs)],
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const id = readAsset.call(this, check, i);
		const body = actionBody.call(this, check, i, schema, needs);
		rules(check, body);
		const answer = await fortnoxApiRequest(this, { method: 'PUT', path: `${ASSETS.path}/${ASSET_ACTIONS[action]}/${encodeURIComponent(id)}`, body: bare ? body : { Asset: body }, itemIndex: i });
		return toItems(assetOf(answer));
	},
});
