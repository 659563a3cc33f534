import { searchManualDocuments } from '../../shared/operations/manual-documents';
import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/stockTransfer/create.operation';
import * as get from '../actions/stockTransfer/get.operation';
import * as release from '../actions/stockTransfer/release.operation';
import * as update from '../actions/stockTransfer/update.operation';
import * as voidTransfer from '../actions/stockTransfer/void.operation';

/** Stock moved between stock points: reserved at the from places when created, moved on release; only an unreleased transfer changes or is voided. */
export const stockTransfer: Resource = {
	value: 'stockTransfer',
	displayName: 'Stock Transfer',
	default: 'get',
	operations: { create, get, release, update, void: voidTransfer },
	listSearch: { searchManualDocuments },
};
