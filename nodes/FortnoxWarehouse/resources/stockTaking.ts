import type { Resource } from '../../shared/operations/resource';
import * as addRows from '../actions/stockTaking/addRows.operation';
import * as addRowsByFilter from '../actions/stockTaking/addRowsByFilter.operation';
import * as create from '../actions/stockTaking/create.operation';
import * as deleteStockTaking from '../actions/stockTaking/delete.operation';
import * as deleteRow from '../actions/stockTaking/deleteRow.operation';
import * as deleteRowsByFilter from '../actions/stockTaking/deleteRowsByFilter.operation';
import * as get from '../actions/stockTaking/get.operation';
import * as getAll from '../actions/stockTaking/getAll.operation';
import * as getCandidateRows from '../actions/stockTaking/getCandidateRows.operation';
import * as getRows from '../actions/stockTaking/getRows.operation';
import * as release from '../actions/stockTaking/release.operation';
import * as update from '../actions/stockTaking/update.operation';
import * as voidStockTaking from '../actions/stockTaking/void.operation';
import { STOCK_TAKINGS } from '../../shared/kinds';
import { joined, listSearchOf, warehouseRecords } from '../../shared/warehouse/pickers';

/** Stock takings: the rows to count, the counted quantities, and the release that corrects stock. */
export const stockTaking: Resource = {
	value: 'stockTaking',
	displayName: 'Stock Taking',
	default: 'get',
	operations: { addRows, addRowsByFilter, create, delete: deleteStockTaking, deleteRow, deleteRowsByFilter, get, getAll, getCandidateRows, getRows, release, update, void: voidStockTaking },
	listSearch: {
		searchStockTakings: listSearchOf({
			records: warehouseRecords(STOCK_TAKINGS, { state: 'all' }),
			name: (stockTaking) => joined([stockTaking.id, stockTaking.name, stockTaking.date, stockTaking.state]),
			value: (stockTaking) => String(stockTaking.id),
		}),
	},
};
