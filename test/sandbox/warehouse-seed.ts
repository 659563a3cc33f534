import type { Sandbox, TenantCredentials } from '../../sandbox';
import { call, type Auth, withSandbox } from './helpers';

export interface WarehouseError {
	error: string;
	id: string;
	message: string;
}

/** The ids of the seeded stock points MAIN (locations A1, A2) and STORE (B1) of a tenant. */
function seededPlaces(sandbox: Sandbox, tenantId: string) {
	const points = sandbox.tenant(tenantId).warehouse.stockPoints;
	const [m, s] = ['MAIN', 'STORE'].map((code) => points.find((p) => p.code === code)!);
	return {
		main: { id: m.id, a1: m.stockLocations[0].id, a2: m.stockLocations[1].id },
		store: { id: s.id, b1: s.stockLocations[0].id },
	};
}

/**
 * One sandbox for the file and a fresh seeded tenant per test, "today" 2026-03-31. The fields are
 * filled in by the Jest lifecycle, so read them inside tests.
 */
export function warehouseTenant() {
	const w = {} as { sandbox: Sandbox; t: TenantCredentials; auth: Auth } & ReturnType<typeof seededPlaces>;
	withSandbox(
		{ rateLimit: false },
		(started) => (w.sandbox = started),
		(tenant, auth) => {
			Object.assign(w, { t: tenant, auth }, seededPlaces(w.sandbox, tenant.tenantId));
			w.sandbox.setWarehouseToday(tenant.tenantId, '2026-03-31');
		},
	);
	const req = <T>(method: string, path: string, json?: unknown) => call<T>(w.sandbox, method, path, { auth: w.auth, json });
	/** [status, error code] of an answer */
	const errorOf = async (method: string, path: string, json?: unknown) => {
		const res = await req<WarehouseError>(method, path, json);
		return [res.status, res.body.error];
	};
	/** In stock and available of an item at a stock point (MAIN unless named), or at one of its locations. */
	const stock = (itemId: string, point = 'MAIN', location?: string) => w.sandbox.stock(w.t.tenantId, itemId, point, location);
	return Object.assign(w, { req, errorOf, stock });
}
