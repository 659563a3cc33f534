import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { STOCK_POINTS } from '../../../shared/kinds';
import type { FieldValidator } from '../../../shared/validation';

export const STOCK_POINTS_PATH = STOCK_POINTS.path;

const STATES = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

const stateOptions = [
	{ name: 'Active', value: 'ACTIVE' },
	{ name: 'All', value: 'ALL' },
	{ name: 'Inactive', value: 'INACTIVE' },
];

export const stateFilter = (fallback: 'ACTIVE' | 'ALL'): INodeProperties => ({
	displayName: 'State',
	name: 'state',
	type: 'options',
	options: stateOptions,
	default: fallback,
	description: 'Whether to list active, inactive or all stock points',
});

export const checkState = (check: FieldValidator, value: string | undefined) => check.oneOf('State', value, STATES);

/** Delivery address fields of a stock point with the schema's lengths. */
const ADDRESS: Array<{ name: string; displayName: string; max: number; placeholder?: string }> = [
	{ name: 'deliveryName', displayName: 'Delivery Name', max: 50 },
	{ name: 'deliveryAddress', displayName: 'Delivery Address', max: 50 },
	{ name: 'deliveryAddress2', displayName: 'Delivery Address 2', max: 50 },
	{ name: 'deliveryZipCode', displayName: 'Delivery Zip Code', max: 10 },
	{ name: 'deliveryCity', displayName: 'Delivery City', max: 50 },
	{ name: 'deliveryCountryCode', displayName: 'Delivery Country Code', max: 3, placeholder: 'e.g. SE' },
	{ name: 'deliveryPhone', displayName: 'Delivery Phone', max: 50 },
];

export const codeProperty: INodeProperties = {
	displayName: 'Code',
	name: 'code',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. MAIN',
	description: 'Short unique code of the stock point, 1 to 10 characters',
};

export const nameProperty: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. Huvudlager',
	description: 'Name of the stock point, 1 to 25 characters',
};

export const stockLocationsProperty = (description: string): INodeProperties => ({
	displayName: 'Stock Locations',
	name: 'stockLocations',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Stock Location',
	default: {},
	description,
	options: [
		{
			displayName: 'Stock Location',
			name: 'location',
			values: [
				{
					displayName: 'Code',
					name: 'code',
					type: 'string',
					default: '',
					placeholder: 'e.g. A1',
					description: 'Unique within the stock point, 1 to 20 characters',
				},
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					placeholder: 'e.g. Shelf A1',
					description: 'At most 25 characters',
				},
				{
					displayName: 'ID',
					name: 'id',
					type: 'string',
					default: '',
					description: 'Only when updating: the ID of an existing location to keep. Empty adds a new one.',
				},
			],
		},
	],
});

/** Active, company address and the delivery address. */
export const stockPointFields: INodeProperties[] = [
	{
		displayName: 'Active',
		name: 'active',
		type: 'boolean',
		default: true,
		description: 'Whether the stock point can be used on new documents',
	},
	...ADDRESS.map(
		(field): INodeProperties => ({
			displayName: field.displayName,
			name: field.name,
			type: 'string',
			default: '',
			description: `At most ${field.max} characters; used only when Use Company Address is off`,
			...(field.placeholder ? { placeholder: field.placeholder } : {}),
		}),
	),
	{
		displayName: 'Use Company Address',
		name: 'usingCompanyAddress',
		type: 'boolean',
		default: true,
		description: "Whether deliveries go to the company's address; turn off to use the delivery address fields",
	},
];

/** The entered stock locations, checked: code 1–20, name ≤ 25, codes unique. */
export function readStockLocations(check: FieldValidator, entered: IDataObject[]): IDataObject[] {
	const seen = new Set<string>();
	return entered.map((values, index) => {
		const label = `Stock Location ${index + 1}`;
		const code = check.required(`${label} Code`, String(values.code ?? '').trim());
		check.lengthBetween(`${label} Code`, code, 1, 20);
		const name = String(values.name ?? '').trim();
		check.maxLength(`${label} Name`, name, 25);
		if (seen.has(code)) check.fail(`${label} Code`, `"${code}" is used twice`, 'each stock location needs a code of its own');
		seen.add(code);
		const id = String(values.id ?? '').trim();
		if (id) check.uuid(`${label} ID`, id);
		return { code, ...(name ? { name } : {}), ...(id ? { id } : {}) };
	});
}

export const locationsOf = (parameter: IDataObject) => (parameter.location as IDataObject[] | undefined) ?? [];

/** A stock point body: code and name (1–10, 1–25), the address lengths, the locations. */
export function stockPointBody(check: FieldValidator, values: IDataObject, locations: IDataObject[]): IDataObject {
	const code = check.required('Code', String(values.code ?? '').trim());
	const name = check.required('Name', String(values.name ?? '').trim());
	check.lengthBetween('Code', code, 1, 10);
	check.lengthBetween('Name', name, 1, 25);
	const body: IDataObject = { code, name };
	if (values.active !== undefined) body.active = values.active;
	if (values.usingCompanyAddress !== undefined) body.usingCompanyAddress = values.usingCompanyAddress;
	for (const field of ADDRESS) {
		const value = values[field.name];
		if (value === undefined || value === '') continue;
		check.maxLength(field.displayName, String(value), field.max);
		body[field.name] = String(value);
	}
	body.stockLocations = readStockLocations(check, locations);
	return body;
}
