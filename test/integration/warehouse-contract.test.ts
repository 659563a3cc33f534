import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node.js';
import { contractProblems, templateOf } from '../contract/openapi-contract';
import { accessTokenCredential } from '../harness/sandbox';
import { byCode, byId, byName, purchaseOrderHeader, useWarehouseSandbox } from '../harness/warehouse';

/** The warehouse resources and their operations, as fixed in operations.md. */
const OPERATIONS: Record<string, string[]> = {
	customDocumentType: ['create', 'get', 'getAll'],
	customInboundDocument: ['get', 'release', 'save', 'void'],
	customOutboundDocument: ['get', 'release', 'save', 'void'],
	incomingGoods: ['complete', 'create', 'get', 'getAll', 'release', 'update', 'updatePartial', 'void'],
	manualDocument: ['getAll'],
	manualInboundDocument: ['create', 'get', 'release', 'update', 'updateNote', 'void'],
	manualOutboundDocument: ['create', 'get', 'release', 'update', 'updateNote', 'void'],
	productionOrder: ['create', 'get', 'getAll', 'getPackageItems', 'release', 'update', 'updateNote', 'void'],
	purchaseOrder: [
		'complete',
		'completeDropship',
		'create',
		'get',
		'getAll',
		'getCsv',
		'getMatchedDocuments',
		'getNotes',
		'send',
		'sendMany',
		'update',
		'updatePartial',
		'updateResponseState',
		'updateResponseStates',
		'void',
	],
	stockBalance: ['get'],
	stockPoint: ['addLocations', 'create', 'delete', 'get', 'getAll', 'getLocations', 'getMany', 'update'],
	stockTaking: [
		'addRows',
		'addRowsByFilter',
		'create',
		'delete',
		'deleteRow',
		'deleteRowsByFilter',
		'get',
		'getAll',
		'getCandidateRows',
		'getRows',
		'release',
		'update',
		'void',
	],
};

/** Each operation's route in Fortnox's OpenAPI, as operations.md names it. */
const ROUTES = [
	'GET /api/warehouse/documentdeliveries/custom/documenttypes-v1',
	'POST /api/warehouse/documentdeliveries/custom/documenttypes-v1',
	'GET /api/warehouse/documentdeliveries/custom/documenttypes-v1/{type}',
	...['inbound', 'outbound'].flatMap((kind) => [
		`GET /api/warehouse/documentdeliveries/custom/${kind}-v1/{type}/{id}`,
		`PUT /api/warehouse/documentdeliveries/custom/${kind}-v1/{type}/{id}`,
		`PUT /api/warehouse/documentdeliveries/custom/${kind}-v1/{type}/{id}/release`,
		`PUT /api/warehouse/documentdeliveries/custom/${kind}-v1/{type}/{id}/void`,
	]),
	'GET /api/warehouse/deliveries-v1',
	...['inbounddeliveries', 'outbounddeliveries'].flatMap((kind) => [
		`POST /api/warehouse/deliveries-v1/${kind}`,
		`GET /api/warehouse/deliveries-v1/${kind}/{id}`,
		`PUT /api/warehouse/deliveries-v1/${kind}/{id}`,
		`PATCH /api/warehouse/deliveries-v1/${kind}/{id}`,
		`PUT /api/warehouse/deliveries-v1/${kind}/{id}/release`,
		`PUT /api/warehouse/deliveries-v1/${kind}/{id}/void`,
	]),
	'GET /api/warehouse/status-v1/stockbalance',
	'GET /api/warehouse/stockpoints-v1',
	'POST /api/warehouse/stockpoints-v1',
	'GET /api/warehouse/stockpoints-v1/multi',
	'GET /api/warehouse/stockpoints-v1/{id}',
	'PUT /api/warehouse/stockpoints-v1/{id}',
	'DELETE /api/warehouse/stockpoints-v1/{id}',
	'POST /api/warehouse/stockpoints-v1/{id}',
	'GET /api/warehouse/stockpoints-v1/{id}/stocklocations',
	'GET /api/warehouse/productionorders-v1',
	'POST /api/warehouse/productionorders-v1',
	'GET /api/warehouse/productionorders-v1/{id}',
	'PUT /api/warehouse/productionorders-v1/{id}',
	'PATCH /api/warehouse/productionorders-v1/{id}',
	'GET /api/warehouse/productionorders-v1/billofmaterials/{itemId}',
	'PUT /api/warehouse/productionorders-v1/release/{id}',
	'PUT /api/warehouse/productionorders-v1/void/{id}',
	'GET /api/warehouse/stocktaking-v1',
	'POST /api/warehouse/stocktaking-v1',
	'GET /api/warehouse/stocktaking-v1/{id}',
	'PUT /api/warehouse/stocktaking-v1/{id}',
	'DELETE /api/warehouse/stocktaking-v1/{id}',
	'PUT /api/warehouse/stocktaking-v1/{id}/release',
	'PUT /api/warehouse/stocktaking-v1/{id}/void',
	'GET /api/warehouse/stocktaking-v1/{id}/rows',
	'POST /api/warehouse/stocktaking-v1/{id}/rows',
	'POST /api/warehouse/stocktaking-v1/{id}/addrows',
	'GET /api/warehouse/stocktaking-v1/{id}/candidates',
	'DELETE /api/warehouse/stocktaking-v1/{id}/rows',
	'DELETE /api/warehouse/stocktaking-v1/{id}/rows/{rowId}',
	'GET /api/warehouse/purchaseorders-v1',
	'POST /api/warehouse/purchaseorders-v1',
	'GET /api/warehouse/purchaseorders-v1/csv',
	'PUT /api/warehouse/purchaseorders-v1/response',
	'POST /api/warehouse/purchaseorders-v1/sendpurchaseorders',
	'GET /api/warehouse/purchaseorders-v1/{id}',
	'PUT /api/warehouse/purchaseorders-v1/{id}',
	'PATCH /api/warehouse/purchaseorders-v1/{id}/partial',
	'PUT /api/warehouse/purchaseorders-v1/{id}/response',
	'POST /api/warehouse/purchaseorders-v1/{id}/send',
	'PUT /api/warehouse/purchaseorders-v1/{id}/complete',
	'PUT /api/warehouse/purchaseorders-v1/{id}/dropshipcomplete',
	'GET /api/warehouse/purchaseorders-v1/{id}/matches',
	'GET /api/warehouse/purchaseorders-v1/{id}/notes',
	'PUT /api/warehouse/purchaseorders-v1/{id}/void',
	'GET /api/warehouse/incominggoods-v1',
	'POST /api/warehouse/incominggoods-v1',
	'GET /api/warehouse/incominggoods-v1/{id}',
	'PUT /api/warehouse/incominggoods-v1/{id}',
	'PATCH /api/warehouse/incominggoods-v1/{id}',
	'PUT /api/warehouse/incominggoods-v1/{id}/completed',
	'PUT /api/warehouse/incominggoods-v1/{id}/release',
	'PUT /api/warehouse/incominggoods-v1/{id}/void',
];

const { sandbox, warehouseRequests, run: runResource } = useWarehouseSandbox();

const TODAY = new Date().toISOString().slice(0, 10);

describe('Fortnox Warehouse node against Fortnox OpenAPI', () => {
	it('offers exactly the resources and operations of operations.md', () => {
		const properties = new FortnoxWarehouse().description.properties;
		const resources = properties.find((property) => property.name === 'resource')?.options as Array<{ value: string }>;
		const operationsOf = (resource: string) =>
			(properties.find((property: INodeProperties) => property.name === 'operation' && property.displayOptions?.show?.resource?.includes(resource))
				?.options as Array<{ value: string }>).map((option) => option.value).sort();
		for (const [resource, operations] of Object.entries(OPERATIONS)) {
			expect(resources.map((option) => option.value)).toContain(resource);
			expect([resource, operationsOf(resource)]).toEqual([resource, operations]);
		}
		// Warehouse I, production orders and stock taking, purchase orders and incoming goods.
		expect(Object.values(OPERATIONS).flat()).toHaveLength(33 + 21 + 23);
	});

	it("sends every operation with the OpenAPI's method, path, query names and body fields", async () => {
		// The sandbox's own "today", not a fixed one: this run uses the real date.
		const { tenant, credential } = accessTokenCredential(sandbox());
		const ran = new Set<string>();
		const run = async (resource: string, parameters: IDataObject) => {
			const result = await runResource(credential, resource, parameters);
			expect([resource, parameters.operation, result.error()?.message]).toEqual([resource, parameters.operation, undefined]);
			ran.add(`${resource}.${String(parameters.operation)}`);
			return result.items;
		};
		const stockPointIds = () => sandbox().tenant(tenant.tenantId).warehouse.stockPoints.map((point) => point.id);
		sandbox().clearRequests();

		const [created] = await run('stockPoint', {
			operation: 'create',
			code: 'NORR',
			name: 'Lager Norr',
			stockLocations: { location: [{ code: 'N1', name: 'Hylla N1' }] },
			additionalFields: { active: true, usingCompanyAddress: false, deliveryName: 'Lager Norr AB', deliveryAddress: 'Industrigatan 4', deliveryAddress2: 'Port 2', deliveryZipCode: '90130', deliveryCity: 'Umeå', deliveryCountryCode: 'SE', deliveryPhone: '090-123456' },
		});
		const north = String(created.json.id);
		await run('stockPoint', { operation: 'getAll', returnAll: true, filters: { q: 'lager', state: 'ALL' } });
		await run('stockPoint', { operation: 'getMany', ids: stockPointIds().join(','), state: 'ALL' });
		await run('stockPoint', { operation: 'get', stockPointId: byId(north) });
		await run('stockPoint', { operation: 'update', stockPointId: byId(north), replaceStockLocations: false, updateFields: { name: 'Norrlager' } });
		await run('stockPoint', { operation: 'addLocations', stockPointId: byId(north), stockLocations: { location: [{ code: 'N2', name: 'Hylla N2' }] } });
		await run('stockPoint', { operation: 'getLocations', stockPointId: byCode('NORR'), returnAll: true, filters: { q: 'N' } });
		await run('stockBalance', { operation: 'get', returnAll: true, filters: { itemIds: ['1001'], stockPointCodes: ['MAIN'] } });

		await run('customDocumentType', { operation: 'create', referenceType: 'RETURNS', category: 'INBOUND' });
		await run('customDocumentType', { operation: 'get', type: byName('RETURNS') });
		await run('customDocumentType', { operation: 'getAll', returnAll: true });

		const row = { itemId: '1001', quantity: 3, stockPoint: 'MAIN', stockLocation: 'A1', itemDescription: 'Kontorsstol' };
		const idsRow = { itemId: '1001', quantity: 1, stockPoint: stockPointIds()[0], stockLocation: sandbox().tenant(tenant.tenantId).warehouse.stockPoints[0].stockLocations[0].id };
		await run('customInboundDocument', {
			operation: 'save',
			type: byName('RETURNS'),
			id: '1001',
			date: TODAY,
			rows: { row: [{ ...row, batch: 'B7', directCost: 100, freightCost: 5, otherCost: 1 }] },
			additionalFields: { note: 'Retur', currency: 'EUR', currencyRate: 11.2, currencyUnit: 1 },
		});
		await run('customInboundDocument', { operation: 'get', type: byName('RETURNS'), id: '1001' });
		await run('customInboundDocument', { operation: 'release', type: byName('RETURNS'), id: '1001' });
		await run('customInboundDocument', { operation: 'void', type: byName('RETURNS'), id: '1001', force: true });
		await run('customOutboundDocument', {
			operation: 'save',
			type: byName('WEBSHOP'),
			id: '2001',
			date: TODAY,
			deliveryState: 'delivery',
			rows: { row: [idsRow] },
			additionalFields: { note: 'Order 2001', forcedDelivery: false },
		});
		await run('customOutboundDocument', { operation: 'get', type: byName('WEBSHOP'), id: '2001' });
		await run('customOutboundDocument', { operation: 'release', type: byName('WEBSHOP'), id: '2001' });
		await run('customOutboundDocument', { operation: 'void', type: byName('WEBSHOP'), id: '2001' });

		for (const resource of ['manualInboundDocument', 'manualOutboundDocument']) {
			const currency = resource === 'manualInboundDocument' ? { currency: 'SEK', currencyRate: 1 } : {};
			const [document] = await run(resource, {
				operation: 'create',
				date: TODAY,
				...currency,
				rows: { row: [row] },
				additionalFields: { note: 'Manuell', stockPoint: 'MAIN' },
			});
			const id = byId(document.json.id as number);
			await run(resource, { operation: 'get', id });
			await run(resource, { operation: 'update', id, replaceRows: false, updateFields: { note: 'Ändrad' } });
			await run(resource, { operation: 'release', id });
			await run(resource, { operation: 'updateNote', id, note: 'Släppt' });
			await run(resource, { operation: 'void', id, customVoidDate: TODAY });
		}
		await run('manualDocument', { operation: 'getAll', returnAll: true, filters: { state: 'voided', type: 'inbound', itemId: '1001' } });
		await run('stockPoint', { operation: 'delete', stockPointId: byId(north) });

		// Production: two desks from MAIN's package items onto MAIN › A1.
		const main = sandbox().tenant(tenant.tenantId).warehouse.stockPoints.find((point) => point.code === 'MAIN');
		const a1 = main?.stockLocations.find((location) => location.code === 'A1')?.id as string;
		const places = { outboundStockPointId: main?.id, inboundStockPointId: main?.id, inboundStockLocationId: a1 };
		const [order] = await run('productionOrder', {
			operation: 'create',
			itemId: '2001',
			quantity: 2,
			startDate: TODAY,
			productionState: 'reserved',
			...places,
			additionalFields: { batch: 'K1', costCenterCode: 'PROD', projectId: '1', note: 'Kontorsplatser' },
		});
		const orderId = byId(order.json.id as number);
		await run('productionOrder', { operation: 'getAll', returnAll: true, filters: { state: 'all', itemId: '2001' } });
		await run('productionOrder', { operation: 'get', id: orderId });
		await run('productionOrder', { operation: 'update', id: orderId, updateFields: { productionDate: TODAY, quantity: 3 } });
		await run('productionOrder', { operation: 'getPackageItems', itemId: '2001', quantity: 2 });
		await run('productionOrder', { operation: 'getPackageItems', itemId: '2001', quantityFrom: 'order', id: orderId });
		await run('productionOrder', { operation: 'release', id: orderId });
		await run('productionOrder', { operation: 'updateNote', id: orderId, note: 'Klara' });
		await run('productionOrder', { operation: 'void', id: orderId, force: true });

		// Stock taking of MAIN, one row of STORE added by hand.
		const store = sandbox().tenant(tenant.tenantId).warehouse.stockPoints.find((point) => point.code === 'STORE');
		const storeRow = { itemId: '1001', stockPointId: store?.id, stockLocationId: store?.stockLocations[0].id };
		const [stockTaking] = await run('stockTaking', {
			operation: 'create',
			name: 'Inventering',
			responsible: 'Anna',
			additionalFields: { costCenterCode: 'LAGER', projectId: '1', sortingId: 1 },
		});
		const stockTakingId = byId(stockTaking.json.id as number);
		await run('stockTaking', { operation: 'getAll', returnAll: true, filters: { state: 'planning', itemId: '1001' } });
		await run('stockTaking', { operation: 'getCandidateRows', id: stockTakingId, returnAll: true, filters: { stockPointIds: [main?.id], includeNonInboundItems: true } });
		await run('stockTaking', {
			operation: 'addRowsByFilter',
			id: stockTakingId,
			filters: { stockPointIds: [main?.id], excludeZeroBalanceItems: true, excludeNonInboundItems: true, transactionDate: '2026-01-01' },
		});
		await run('stockTaking', { operation: 'addRows', id: stockTakingId, rowsInput: 'json', rowsJson: JSON.stringify([storeRow]) });
		const rows = await run('stockTaking', {
			operation: 'getRows',
			id: stockTakingId,
			returnAll: true,
			filters: { itemIds: ['1001', '1004'], itemIdSearch: '10', itemDescriptionSearch: 'r', secondarysortby: 'itemDescription', secondaryorder: 'desc', stateFilter: 'all', startingRowNo: 1 },
		});
		await run('stockTaking', {
			operation: 'update',
			id: stockTakingId,
			updateRows: true,
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ ...storeRow, stockTakenQuantity: 4, countedBy: 'Anna' }]),
			updateFields: { state: 'started', date: TODAY },
		});
		await run('stockTaking', { operation: 'get', id: stockTakingId });
		await run('stockTaking', { operation: 'deleteRow', id: stockTakingId, rowId: rows.find((item) => item.json.itemId === '1004')?.json.id });
		await run('stockTaking', { operation: 'deleteRowsByFilter', id: stockTakingId, filters: { itemIds: ['1003'], supplierNumbers: '201', stockLocationIds: [a1] } });
		await run('stockTaking', { operation: 'release', id: stockTakingId });
		const [unused] = await run('stockTaking', { operation: 'create', name: 'Avbruten', responsible: 'Anna' });
		await run('stockTaking', { operation: 'void', id: byId(unused.json.id as number) });
		const [planned] = await run('stockTaking', { operation: 'create', name: 'Borttagen', responsible: 'Anna' });
		await run('stockTaking', { operation: 'delete', id: byId(planned.json.id as number) });

		// Purchasing: buy, send, receive, release, complete.
		const purchase = purchaseOrderHeader(TODAY);
		const [bought] = await run('purchaseOrder', {
			operation: 'create',
			supplier: byId('201'),
			...purchase,
			rows: { row: [{ itemId: '1003', orderedQuantity: 5, price: 249, stockPoint: 'MAIN', stockLocation: 'A1', note: 'Blå' }] },
			additionalFields: { currencyUnit: 1, internalReference: 'Kontrakt', deliveryDate: TODAY, supplierEmail: 'order@kontorsgrossisten.example', purchaseType: 'WAREHOUSE', dropship: false },
		});
		const purchaseOrderId = byId(bought.json.id as number);
		const seededOrder = sandbox().tenant(tenant.tenantId).warehouse.purchaseOrders.find((candidate) => candidate.supplierNumber === '202')?.id as number;
		const orderFilters = { q: 'Kontrakt', supplierNumber: '201', state: 'ALL', itemId: '1003', purchaseType: 'WAREHOUSE', internalReference: 'Kontrakt', note: 'x' };
		await run('purchaseOrder', { operation: 'getAll', returnAll: true, filters: orderFilters });
		await run('purchaseOrder', { operation: 'getCsv', binaryPropertyName: 'data', filters: orderFilters, options: { showPurchaseTypeColumn: true } });
		await run('purchaseOrder', { operation: 'get', id: purchaseOrderId, options: { ignoreIncomingGoodsId: '1' } });
		await run('purchaseOrder', { operation: 'update', id: purchaseOrderId, replaceRows: false, updateFields: { note: 'Ändrad', ourReference: 'Eva' } });
		await run('purchaseOrder', {
			operation: 'updatePartial',
			id: purchaseOrderId,
			updateFields: { deliveryDate: TODAY, internalReference: 'K2', messageToSupplier: 'Hej', note: 'N', supplierName: 'Kontorsgrossisten' },
		});
		await run('purchaseOrder', { operation: 'updateResponseStates', ids: `${String(bought.json.id)},${seededOrder}`, responseState: 'SENT' });
		await run('purchaseOrder', { operation: 'updateResponseState', id: purchaseOrderId, responseState: 'ACCEPTED_WITH_REQ_DLV_DATE' });
		await run('purchaseOrder', {
			operation: 'send',
			id: purchaseOrderId,
			receiver: 'order@kontorsgrossisten.example',
			replyTo: 'inkop@example.se',
			subject: 'Order',
			body: 'Hej',
			options: { copyTo: 'a@example.se', blindCopyTo: 'b@example.se', senderName: 'Inköp', bodyAsHtml: '<p>Hej</p>' },
		});
		await run('purchaseOrder', { operation: 'sendMany', ids: String(seededOrder) });
		await run('purchaseOrder', { operation: 'getNotes', id: purchaseOrderId });
		const [goods] = await run('incomingGoods', {
			operation: 'create',
			deliveryNoteId: 'FS-1',
			supplier: byId('201'),
			rowsInput: 'purchaseOrder',
			purchaseOrder: purchaseOrderId,
			additionalFields: { note: 'Levererat', hasDeliveryNote: true, stockPoint: 'MAIN', date: TODAY, costCenterCode: 'CC', projectId: 'P1' },
		});
		const goodsId = byId(goods.json.id as number);
		await run('incomingGoods', {
			operation: 'getAll',
			returnAll: true,
			filters: { released: 'false', completed: 'false', voided: 'false', supplierNumber: '201', itemId: '1003', note: 'lev', deliveryNote: 'fs', q: '1' },
		});
		await run('incomingGoods', { operation: 'get', id: goodsId, options: { ignoreSupplierInvoiceId: '5' } });
		await run('incomingGoods', {
			operation: 'update',
			id: goodsId,
			replaceRows: true,
			rowsInput: 'fields',
			rows: { row: [{ itemId: '1003', receivedQuantity: 5, purchaseOrderId: bought.json.id, batch: 'B1', directCost: 200 }] },
			updateFields: { note: 'Räknat' },
		});
		await run('incomingGoods', { operation: 'release', id: goodsId });
		await run('incomingGoods', { operation: 'updatePartial', id: goodsId, updateFields: { note: 'Klar' } });
		await run('incomingGoods', { operation: 'complete', id: goodsId, date: TODAY });
		await run('purchaseOrder', { operation: 'getMatchedDocuments', id: purchaseOrderId });
		const [plain] = await run('incomingGoods', {
			operation: 'create',
			deliveryNoteId: 'FS-2',
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ itemId: '1001', receivedQuantity: 1, stockPointCode: 'MAIN', stockLocationCode: 'A1' }]),
		});
		await run('incomingGoods', { operation: 'void', id: byId(plain.json.id as number) });
		const [dropship] = await run('purchaseOrder', { operation: 'create', supplier: byId('202'), ...purchase, rows: { row: [{ itemId: '1002', orderedQuantity: 1 }] }, additionalFields: { purchaseType: 'DROPSHIP' } });
		await run('purchaseOrder', { operation: 'completeDropship', id: byId(dropship.json.id as number) });
		await run('purchaseOrder', { operation: 'complete', id: byId(seededOrder) });
		await run('purchaseOrder', { operation: 'void', id: byId(dropship.json.id as number) });

		expect([...ran].sort()).toEqual(Object.entries(OPERATIONS).flatMap(([resource, operations]) => operations.map((operation) => `${resource}.${operation}`)).sort());
		const warehouse = warehouseRequests();
		expect(warehouse.flatMap(contractProblems)).toEqual([]);
		const hit = new Set(warehouse.map((request) => `${request.method} ${templateOf(request.method, request.path)?.template}`));
		expect(ROUTES.filter((route) => !hit.has(route))).toEqual([]);
		expect(ROUTES).toHaveLength(33 + 21 + 23);
	});
});
