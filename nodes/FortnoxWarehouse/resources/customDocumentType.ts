import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/customDocumentType/create.operation';
import * as get from '../actions/customDocumentType/get.operation';
import * as getAll from '../actions/customDocumentType/getAll.operation';
import { CUSTOM_DOCUMENT_TYPES } from '../../shared/kinds';
import { listSearchOf, warehouseRecords } from '../../shared/warehouse/pickers';

/** Your own types of custom documents, each inbound or outbound. */
export const customDocumentType: Resource = {
	value: 'customDocumentType',
	displayName: 'Custom Document Type',
	default: 'getAll',
	operations: { create, get, getAll },
	listSearch: {
		searchCustomDocumentTypes: listSearchOf({
			records: warehouseRecords(CUSTOM_DOCUMENT_TYPES),
			name: (type) => `${String(type.referenceType)} (${String(type.category).toLowerCase()})`,
			value: (type) => String(type.referenceType),
		}),
	},
};
