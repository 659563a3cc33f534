import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node.js';
import { contractProblems, templateOf } from '../contract/openapi-contract';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

/** The warehouse resources and their operations, as fixed in operations.md. */
const OPERATIONS: Record<string, string[]> = {
	customDocumentType: ['create', 'get', 'getAll'],
	customInboundDocument: ['get', 'release', 'save', 'void'],
	customOutboundDocument: ['get', 'release', 'save', 'void'],
	manualDocument: ['getAll'],
	manualInboundDocument: ['create', 'get', 'release', 'update', 'updateNote', 'void'],
	manualOutboundDocument: ['create', 'get', 'release', 'update', 'updateNote', 'void'],
	productionOrder: ['create', 'get', 'getAll', 'getPackageItems', 'release', 'update', 'updateNote', 'void'],
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
];

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false, recordRequests: true });
});
afterAll(async () => await sandbox.close());

const TODAY = new Date().toISOString().slice(0, 10);
const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });
const byName = (value: string) => ({ __rl: true, mode: 'name', value });

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
		// Warehouse I, then production orders and stock taking.
		expect(Object.values(OPERATIONS).flat()).toHaveLength(33 + 21);
	});

	it("sends every operation with the OpenAPI's method, path, query names and body fields", async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const ran = new Set<string>();
		const run = async (resource: string, parameters: IDataObject) => {
			const result = await runNode({ type: 'fortnoxWarehouse', credential, parameters: { resource, ...parameters } });
			expect([resource, parameters.operation, result.error()?.message]).toEqual([resource, parameters.operation, undefined]);
			ran.add(`${resource}.${String(parameters.operation)}`);
			return result.items;
		};
		const stockPointIds = () => sandbox.tenant(tenant.tenantId).warehouse.stockPoints.map((point) => point.id);
		sandbox.clearRequests();

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
		await run('stockPoint', { operation: 'getLocations', stockPointId: { __rl: true, mode: 'code', value: 'NORR' }, returnAll: true, filters: { q: 'N' } });
		await run('stockBalance', { operation: 'get', returnAll: true, filters: { itemIds: ['1001'], stockPointCodes: ['MAIN'] } });

		await run('customDocumentType', { operation: 'create', referenceType: 'RETURNS', category: 'INBOUND' });
		await run('customDocumentType', { operation: 'get', type: byName('RETURNS') });
		await run('customDocumentType', { operation: 'getAll', returnAll: true });

		const row = { itemId: '1001', quantity: 3, stockPoint: 'MAIN', stockLocation: 'A1', itemDescription: 'Kontorsstol' };
		const idsRow = { itemId: '1001', quantity: 1, stockPoint: stockPointIds()[0], stockLocation: sandbox.tenant(tenant.tenantId).warehouse.stockPoints[0].stockLocations[0].id };
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
		const main = sandbox.tenant(tenant.tenantId).warehouse.stockPoints.find((point) => point.code === 'MAIN');
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
		const store = sandbox.tenant(tenant.tenantId).warehouse.stockPoints.find((point) => point.code === 'STORE');
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

		expect([...ran].sort()).toEqual(Object.entries(OPERATIONS).flatMap(([resource, operations]) => operations.map((operation) => `${resource}.${operation}`)).sort());
		const warehouse = sandbox.requests.filter((request) => request.path.startsWith('/api/warehouse'));
		expect(warehouse.flatMap(contractProblems)).toEqual([]);
		const hit = new Set(warehouse.map((request) => `${request.method} ${templateOf(request.method, request.path)?.template}`));
		expect(ROUTES.filter((route) => !hit.has(route))).toEqual([]);
		expect(ROUTES).toHaveLength(33 + 21);
	});
});
