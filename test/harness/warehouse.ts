import type { IDataObject } from 'n8n-workflow';

import { contractProblems } from '../contract/openapi-contract';
import { runNode } from './run-workflow';
import type { Sandbox } from './sandbox';
import { accessTokenCredential, startSandbox } from './sandbox';

export type Credential = ReturnType<typeof accessTokenCredential>['credential'];
export type NodeError = Error & { description?: string; context?: IDataObject; httpCode?: string };
export type RunOptions = { items?: IDataObject[]; continueOnFail?: boolean };

/** A resource locator set "By ID", as the editor stores it. */
export const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });

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
	afterEach(() => {
		expect(warehouseRequests().flatMap((request) => contractProblems(request))).toEqual([]);
	});

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
		const location = (pointCode: string, code: string) => point(pointCode).stockLocations.find((candidate) => candidate.code === code)?.id as string;
		/** A place as Fortnox names it in rows: item, stock point ID and stock location ID. */
		const place = (itemId: string, pointCode: string, locationCode: string) => ({ itemId, stockPointId: point(pointCode).id, stockLocationId: location(pointCode, locationCode) });
		return { tenantId, credential, point, location, place };
	}

	/** Runs the Fortnox Warehouse node on one resource. */
	const run = (credential: Credential, resource: string, parameters: IDataObject, options: RunOptions = {}) =>
		runNode({ type: 'fortnoxWarehouse', credential, continueOnFail: options.continueOnFail, parameters: { resource, ...parameters } }, options.items);

	return {
		sandbox,
		warehouseRequests,
		/** The requests that may change something: all but reads. */
		writes: () => warehouseRequests().filter((request) => request.method !== 'GET'),
		company,
		run,
	};
}
