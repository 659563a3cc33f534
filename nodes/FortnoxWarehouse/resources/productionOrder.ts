import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/productionOrder/create.operation';
import * as get from '../actions/productionOrder/get.operation';
import * as getAll from '../actions/productionOrder/getAll.operation';
import * as getPackageItems from '../actions/productionOrder/getPackageItems.operation';
import * as release from '../actions/productionOrder/release.operation';
import * as update from '../actions/productionOrder/update.operation';
import * as updateNote from '../actions/productionOrder/updateNote.operation';
import * as voidOrder from '../actions/productionOrder/void.operation';
import { PRODUCTION_ORDERS } from '../../shared/kinds';
import { joined, listSearchOf, warehouseRecords } from '../../shared/warehouse/pickers';

/** Orders to produce items from their bills of materials. */
export const productionOrder: Resource = {
	value: 'productionOrder',
	displayName: 'Production Order',
	default: 'get',
	operations: { create, get, getAll, getPackageItems, release, update, updateNote, void: voidOrder },
	// Every state, newest first as Fortnox lists them.
	listSearch: {
		searchProductionOrders: listSearchOf({
			records: warehouseRecords(PRODUCTION_ORDERS, { state: 'all' }),
			name: (order) => joined([order.id, `${String(order.quantity)} × ${String(order.itemId)}`, order.itemDescription, order.startDate, order.documentState ?? order.productionState]),
			value: (order) => String(order.id),
		}),
	},
};
