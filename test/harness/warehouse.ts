import type { IDataObject } from 'n8n-workflow';

import { contractProblems } from '../contract/openapi-contract';
import { runNode } from './run-workflow';
import type { Sandbox } from './sandbox';
import { accessTokenCredential, startSandbox } from './sandbox';

/** The Fortnox Warehouse node's type name. */
export const NODE = 'fortnoxWarehouse';

/** Either credential: the API key's or OAuth2's. */
export type Credential = Parameters<typeof runNode>[0]['credential'];
export type NodeError = Error & { description?: string; context?: IDataObject; httpCode?: string };
export type RunOptions = { items?: IDataObject[]; continueOnFail?: boolean };

/** A resource locator set "By ID", as the editor stores it. */
export const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });
/** A resource locator set "By Code". */
export const byCode = (value: string) => ({ __rl: true, mode: 'code', value });
/** A resource locator set "By Name". */
export const byName = (value: string) => ({ __rl: true, mode: 'name', value });
/** A resource locator set "From List". */
export const fromList = (value: string | number) => ({ __rl: true, mode: 'list', value: String(value) });

/** A purchase order's required header fields, as a user fills them in the editor, ordered on `orderDate`. */
export const purchaseOrderHeader = (orderDate: string): IDataObject => ({
	currencyCode: 'SEK',
	currencyRate: 1,
	orderDate,
	deliveryName: 'Kontorsbolaget AB',
	deliveryAddress: 'Lagergatan 1',
	deliveryZipCode: '12345',
	deliveryCity: 'Stockholm',
	paymentTermsCode: '30',
});

/**
 * For a warehouse test file: one sandbox that records requests, and after every test the check
 * that whatever was sent is what Fortnox's OpenAPI declares (method, path, query, body).
 */
export function useWarehouseSandbox() {
	let current: Sandbox | undefined;
	beforeAll(async () => {
		current = await startSandbox({ rateLimit: false, recordRequests: true });
	});
	afterAll(async () => await current?.close());
	const sandbox = () => {
		if (!current) throw new Error('the sandbox did not start');
		return current;
	};
	const warehouseRequests = () => sandbox().requests.filter((request) => request.path.startsWith('/api/warehouse'));
	const checkContract = () => expect(warehouseRequests().flatMap((request) => contractProblems(request))).toEqual([]);
	afterEach(checkContract);

	/** Checks what was sent so far against the OpenAPI, then starts the request log afresh. */
	function checkpoint() {
		checkContract();
		sandbox().clearRequests();
	}

	/** A new company whose warehouse "today" is `today`, with the UUIDs of its seeded stock points and locations. */
	function company(today: string) {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const tenantId = tenant.tenantId;
		sandbox().setWarehouseToday(tenantId, today);
		const point = (code: string) => {
			const found = sandbox().tenant(tenantId).warehouse.stockPoints.find((candidate) => candidate.code === code);
			if (!found) throw new Error(`no stock point ${code} in the sandbox`);
			return found;
		};
		const location = (pointCode: string, code: string) => {
			const found = point(pointCode).stockLocations.find((candidate) => candidate.code === code);
			if (!found) throw new Error(`no ${pointCode}/${code} in the sandbox`);
			return found.id;
		};
		/** A place as Fortnox names it in rows: item, stock point ID and stock location ID. */
		const place = (itemId: string, pointCode: string, locationCode: string) => ({ itemId, stockPointId: point(pointCode).id, stockLocationId: location(pointCode, locationCode) });
		return { tenantId, credential, point, location, place };
	}

	/** Runs the Fortnox Warehouse node on one resource. */
	const run = (credential: Credential, resource: string, parameters: IDataObject, options: RunOptions = {}) =>
		runNode({ type: NODE, credential, continueOnFail: options.continueOnFail, parameters: { resource, ...parameters } }, options.items);

	/** Runs one operation that must succeed; returns its output's JSON. */
	async function ok(credential: Credential, resource: string, parameters: IDataObject): Promise<IDataObject[]> {
		const result = await run(credential, resource, parameters);
		expect(result.error()).toBeUndefined();
		return result.items.map((item) => item.json);
	}

	return {
		sandbox,
		warehouseRequests,
		/** The requests that may change something: all but reads. */
		writes: () => warehouseRequests().filter((request) => request.method !== 'GET'),
		checkpoint,
		company,
		run,
		ok,
	};
}
