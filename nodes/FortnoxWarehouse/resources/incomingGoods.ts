import type { Resource } from '../../shared/operations/resource';
import * as complete from '../actions/incomingGoods/complete.operation';
import * as create from '../actions/incomingGoods/create.operation';
import * as get from '../actions/incomingGoods/get.operation';
import * as getAll from '../actions/incomingGoods/getAll.operation';
import * as release from '../actions/incomingGoods/release.operation';
import * as update from '../actions/incomingGoods/update.operation';
import * as updatePartial from '../actions/incomingGoods/updatePartial.operation';
import * as voidGoods from '../actions/incomingGoods/void.operation';
import { INCOMING_GOODS } from '../../shared/kinds';
import { joined, listSearchOf, warehouseRecords } from '../../shared/warehouse/pickers';

/** Goods received, usually against purchase orders; released, they are added to stock. */
export const incomingGoods: Resource = {
	value: 'incomingGoods',
	displayName: 'Incoming Goods Document',
	default: 'getAll',
	operations: { complete, create, get, getAll, release, update, updatePartial, void: voidGoods },
	// The ones not voided: the ones still to release, complete or change.
	listSearch: {
		searchIncomingGoods: listSearchOf({
			records: warehouseRecords(INCOMING_GOODS, { voided: false }),
			name: (goods) => joined([goods.id, goods.deliveryNoteId, goods.supplierName ?? goods.supplierNumber, goods.date, goods.completed ? 'completed' : goods.released ? 'released' : undefined]),
			value: (goods) => String(goods.id),
		}),
	},
};
