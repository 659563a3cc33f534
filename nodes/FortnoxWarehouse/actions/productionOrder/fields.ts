import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PRODUCTION_ORDERS } from '../../../shared/kinds';
import { EVERY_RECORD } from '../../../shared/transport';
import type { FieldValidator } from '../../../shared/validation';
import { calendarDate } from '../../../shared/validation';
import { checkNote, noteProperty as documentNote } from '../../../shared/warehouse/checks';
import { numberedDocumentLocator, readNumberedId } from '../../../shared/warehouse/locators';
import { segment, warehouseList } from '../../../shared/warehouse/request';
import { STOCK_POINTS_PATH } from '../stockPoint/fields';

export const PRODUCTION_ORDERS_PATH = PRODUCTION_ORDERS.path;

const PRODUCTION_STATES = ['registered', 'reserved', 'ongoing'] as const;
export const MIN_QUANTITY = 0.01;

export const orderLocator = (description: string): INodeProperties =>
	numberedDocumentLocator({ displayName: 'Production Order', searchListMethod: 'searchProductionOrders', description });

export function readOrderId(this: IExecuteFunctions, i: number): number {
	return readNumberedId.call(this, i, 'Production Order');
}

export const orderPath = (id: number) => `${PRODUCTION_ORDERS_PATH}/${segment(id)}`;

export const itemProperty: INodeProperties = {
	displayName: 'Item to Produce Name or ID',
	name: 'itemId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getItems' },
	required: true,
	default: '',
	description:
		'The item the production makes; its package items (bill of materials) are what it is made of. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const quantityProperty: INodeProperties = {
	displayName: 'Quantity',
	name: 'quantity',
	type: 'number',
	typeOptions: { minValue: MIN_QUANTITY, numberPrecision: 2 },
	required: true,
	default: 1,
	description: 'How many units to produce, at least 0.01; the package items needed are this many times the bill of materials',
};

export const startDateProperty: INodeProperties = {
	displayName: 'Start Date',
	name: 'startDate',
	type: 'dateTime',
	required: true,
	default: '',
	description: 'The day production starts',
};

export const productionStateProperty: INodeProperties = {
	displayName: 'Production State',
	name: 'productionState',
	type: 'options',
	required: true,
	options: [
		{
			name: 'Ongoing',
			value: 'ongoing',
			description: 'Production is under way',
		},
		{
			name: 'Registered',
			value: 'registered',
			description: 'Only recorded: nothing is reserved, so the package items stay available to other documents. It cannot be released until reserved.',
		},
		{
			name: 'Reserved',
			value: 'reserved',
			description:
				"The package items' quantities are reserved at the outbound stock point: their available stock falls, in stock stays until release",
		},
	],
	default: 'reserved',
};

const stockPointHint = 'Required when the company has more than one active stock point';

/** Where the package items come from and where the produced item goes. */
export const stockPointProperties: INodeProperties[] = [
	{
		displayName: 'Outbound Stock Point Name or ID',
		name: 'outboundStockPointId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getStockPoints' },
		default: '',
		description:
			'Where the package items are taken from. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		hint: stockPointHint,
	},
	{
		displayName: 'Inbound Stock Point Name or ID',
		name: 'inboundStockPointId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getStockPoints' },
		default: '',
		description:
			'Where the produced item is put. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		hint: stockPointHint,
	},
	{
		displayName: 'Inbound Stock Location Name or ID',
		name: 'inboundStockLocationId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getStockLocations' },
		default: '',
		description:
			'The shelf or bin of the inbound stock point the produced item is put on. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		hint: stockPointHint,
	},
];

export const noteProperty = documentNote('Update Note');

/** The fields every production order may have besides the ones Create asks for. */
export const optionalProperties: INodeProperties[] = [
	{ displayName: 'Batch', name: 'batch', type: 'string', default: '', description: 'Batch number of the produced goods' },
	{ displayName: 'Cost Center', name: 'costCenterCode', type: 'string', default: '', description: 'Code of the cost center the production is booked on' },
	noteProperty,
	{
		displayName: 'Production Date',
		name: 'productionDate',
		type: 'dateTime',
		default: '',
		description: 'The day the goods were produced; needed before release, and it must not be in the future then',
	},
	{ displayName: 'Project', name: 'projectId', type: 'string', default: '', description: 'ID of the project the production is booked on' },
];

const TEXT_FIELDS = ['batch', 'costCenterCode', 'projectId', 'note'];
const STOCK_POINT_FIELDS = stockPointProperties.map((property) => [property.name, property.displayName.replace(/ Name or ID$/, '')]);

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A production order as Fortnox takes it on create and update, checked: item, quantity ≥ 0.01,
 * start date and production state required; stock points and location are UUIDs; note ≤ 1000.
 */
export function orderBody(check: FieldValidator, values: IDataObject): IDataObject {
	const body: IDataObject = {};
	body.itemId = check.required('Item to Produce', String(values.itemId ?? '').trim());
	const quantity = typeof values.quantity === 'string' ? Number(values.quantity.trim()) : values.quantity;
	if (typeof check.required('Quantity', quantity) !== 'number' || !Number.isFinite(quantity)) {
		check.fail('Quantity', `"${String(values.quantity)}" is not a number`, 'enter how many units to produce');
	}
	check.range('Quantity', quantity as number, MIN_QUANTITY);
	body.quantity = quantity;
	body.startDate = check.required('Start Date', calendarDate(check, 'Start Date', values.startDate));
	const state = check.required('Production State', values.productionState as string | undefined);
	check.oneOf('Production State', state, PRODUCTION_STATES);
	body.productionState = state;
	const productionDate = calendarDate(check, 'Production Date', values.productionDate);
	if (productionDate) body.productionDate = productionDate;
	for (const [name, label] of STOCK_POINT_FIELDS) {
		if (!given(values[name])) continue;
		body[name] = String(values[name]).trim();
		check.uuid(label, body[name] as string);
	}
	for (const name of TEXT_FIELDS) if (values[name] !== undefined && values[name] !== null) body[name] = String(values[name]);
	checkNote(check, body.note as string | undefined);
	return body;
}

/**
 * Fortnox needs both stock points, and the inbound location, when the company has more than one
 * active stock point. When one is missing, look at the active stock points and refuse before the
 * order is sent, naming them.
 */
export async function checkStockPoints(this: IExecuteFunctions, i: number, check: FieldValidator, body: IDataObject): Promise<void> {
	const missing = STOCK_POINT_FIELDS.filter(([name]) => !body[name]).map(([, label]) => label);
	if (missing.length === 0) return;
	const active = await warehouseList(this, { path: STOCK_POINTS_PATH, qs: { state: 'ACTIVE' }, itemIndex: i }, EVERY_RECORD);
	if (active.length < 2) return;
	check.fail(
		missing[0],
		'is missing',
		`the company has ${active.length} active stock points (${active.map((point) => String(point.code)).join(', ')}), so Fortnox needs to know where the package items come from (Outbound Stock Point) and where the produced item goes (Inbound Stock Point and Inbound Stock Location)`,
	);
}
