import type { Resource } from '../shared/operations/resource';
import { customDocumentType } from './resources/customDocumentType';
import { customInboundDocument } from './resources/customInboundDocument';
import { customOutboundDocument } from './resources/customOutboundDocument';
import { incomingGoods } from './resources/incomingGoods';
import { manualDocument } from './resources/manualDocument';
import { manualInboundDocument } from './resources/manualInboundDocument';
import { manualOutboundDocument } from './resources/manualOutboundDocument';
import { productionOrder } from './resources/productionOrder';
import { purchaseOrder } from './resources/purchaseOrder';
import { stockBalance } from './resources/stockBalance';
import { stockPoint } from './resources/stockPoint';
import { stockTaking } from './resources/stockTaking';
import { stockTransfer } from './resources/stockTransfer';
import { tenant } from './resources/tenant';

/** The Warehouse node's resources: the one list its description, router and pickers are built from. */
export const RESOURCES: Resource[] = [
	customDocumentType,
	customInboundDocument,
	customOutboundDocument,
	incomingGoods,
	manualDocument,
	manualInboundDocument,
	manualOutboundDocument,
	productionOrder,
	purchaseOrder,
	stockBalance,
	stockPoint,
	stockTaking,
	stockTransfer,
	tenant,
];
