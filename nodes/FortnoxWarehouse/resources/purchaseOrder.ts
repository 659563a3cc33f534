import type { Resource } from '../../shared/operations/resource';
import * as complete from '../actions/purchaseOrder/complete.operation';
import * as completeDropship from '../actions/purchaseOrder/completeDropship.operation';
import * as create from '../actions/purchaseOrder/create.operation';
import * as get from '../actions/purchaseOrder/get.operation';
import * as getAll from '../actions/purchaseOrder/getAll.operation';
import * as getCsv from '../actions/purchaseOrder/getCsv.operation';
import * as getMatchedDocuments from '../actions/purchaseOrder/getMatchedDocuments.operation';
import * as getNotes from '../actions/purchaseOrder/getNotes.operation';
import * as send from '../actions/purchaseOrder/send.operation';
import * as sendMany from '../actions/purchaseOrder/sendMany.operation';
import * as update from '../actions/purchaseOrder/update.operation';
import * as updatePartial from '../actions/purchaseOrder/updatePartial.operation';
import * as updateResponseState from '../actions/purchaseOrder/updateResponseState.operation';
import * as updateResponseStates from '../actions/purchaseOrder/updateResponseStates.operation';
import * as voidOrder from '../actions/purchaseOrder/void.operation';
import { PURCHASE_ORDERS } from '../../shared/kinds';
import { joined, listSearchOf, warehouseRecords } from '../../shared/warehouse/pickers';

/** Orders to suppliers: sent, answered, received through incoming goods and completed. */
export const purchaseOrder: Resource = {
	value: 'purchaseOrder',
	displayName: 'Purchase Order',
	default: 'getAll',
	operations: { complete, completeDropship, create, get, getAll, getCsv, getMatchedDocuments, getNotes, send, sendMany, update, updatePartial, updateResponseState, updateResponseStates, void: voidOrder },
	// The open ones (state CURRENT): still to be sent, received or completed.
	listSearch: {
		searchPurchaseOrders: listSearchOf({
			records: warehouseRecords(PURCHASE_ORDERS, { state: 'CURRENT' }),
			name: (order) => joined([order.id, order.supplierName ?? order.supplierNumber, order.internalReference, order.orderDate, order.purchaseOrderState]),
			value: (order) => String(order.id),
		}),
	},
};
