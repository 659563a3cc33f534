// @ts-check
'use strict';

/**
 * Local, stateful stand-in for the Fortnox REST API, written from the spec (never from the nodes).
 * See docs/sandbox.md and index.d.ts for the API.
 */

const http = require('node:http');
const { createRouter } = require('./router');
const { createClock } = require('./clock');
const { rateLimiterFromOption } = require('./rate-limit');
const { createOAuthStore, DEFAULT_SCOPE } = require('./oauth-store');
const { createTenantState } = require('./tenants');
const { createRequestHandler } = require('./server');
const { registerOAuthRoutes } = require('./oauth');
const { classicGroup, registerClassicRoutes } = require('./classic');
const { registerBookkeepingRoutes } = require('./bookkeeping');
const { registerPurchasingRoutes } = require('./purchasing');
const { registerAssetRoutes } = require('./assets');
const { registerRecurringRoutes } = require('./recurring');
const { registerPartnerRoutes } = require('./partner');
const { registerBankProcess } = require('./bank-process');
const { registerWarehouseRoutes, warehouseApi } = require('./warehouse');
const { registerFileAttachmentRoutes } = require('./fileattachments');
const { registerSalesRoutes, salesApi } = require('./sales');
const { registerPayrollRoutes } = require('./payroll');
const { registerTimeRoutes } = require('./payroll/time');
const { seedDemo } = require('./demo-data');
const { createStream } = require('./stream');
const { addCustomer } = require('./classic/customers');
const { keepState, readState, serializeState } = require('./persist');

/** @typedef {import('./tenants').Tenant} Tenant */

/**
 * @param {{ port?: number, host?: string, rateLimit?: boolean | { limit?: number, windowMs?: number, now?: () => number },
 *           timeScale?: number, demo?: boolean, log?: boolean, signatureHeader?: string, recordRequests?: boolean,
 *           latency?: number, routeLog?: string, numbersAsStrings?: boolean, stateFile?: string, saveEveryMs?: number }} [options]
 */
async function startSandbox(options = {}) {
	const { port = 0, host = '127.0.0.1', rateLimit = true, timeScale = 1, demo = false, log = false, latency = 0 } = options;
	const { signatureHeader, stateFile, saveEveryMs = 30000 } = options;
	// Read before the port is taken: a file that cannot be read stops the start.
	const kept = stateFile ? readState(stateFile) : null;
	const clock = createClock(timeScale);
	const limiter = rateLimiterFromOption(rateLimit);
	/** @type {Map<string, Tenant>} */
	const tenants = new Map();
	/** @type {Map<string, Tenant>} */
	const byAccessToken = new Map();
	const stats = { requests: 0, rateLimited: 0, tokenRequests: 0 };
	/** @type {import('./server').RecordedRequest[] | null} */
	const requests = options.recordRequests ? [] : null;

	const state = {
		url: '',
		clock,
		oauth: createOAuthStore(clock),
		tenants,
		/** @type {string | null} */
		demoTenantId: null,
		stats,
		requests,
		/** @param {string} id */
		tenantById: (id) => tenants.get(id),
		/** @param {string} token */
		tenantByAccessToken: (token) => byAccessToken.get(token),
		/** List answers carry their records' numbers as strings (numbers-as-strings.js). */
		numbersAsStrings: Boolean(options.numbersAsStrings),
	};

	// Fortnox's event stream; the request handler publishes the changes it makes.
	const stream = createStream(state);
	Object.assign(state, { stream });

	const router = createRouter();
	registerOAuthRoutes(router, state);
	// The /3/ areas share one route group; each other area has its own.
	const classic = classicGroup(router);
	registerClassicRoutes(classic, state);
	registerSalesRoutes(classic, state);
	registerBookkeepingRoutes(classic, state);
	registerPurchasingRoutes(classic, state);
	registerAssetRoutes(classic, state);
	registerPayrollRoutes(classic, state);
	registerRecurringRoutes(router, state);
	registerPartnerRoutes(router, state);
	const companyOrders = registerBankProcess(router, state, { signatureHeader });
	registerWarehouseRoutes(router);
	registerFileAttachmentRoutes(router);
	registerTimeRoutes(router);

	const server = http.createServer(createRequestHandler({ router, state, limiter, log, latency, routeLog: options.routeLog ?? process.env.SANDBOX_ROUTE_LOG }));
	server.on('upgrade', (req, socket) => {
		if (!stream.upgrade(req, socket)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
	});
	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, host, () => {
			server.off('error', reject);
			resolve(undefined);
		});
	});
	const address = /** @type {import('node:net').AddressInfo} */ (server.address());
	state.url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

	/** A tenant by id or legacy access token (for the company-order API). @param {string} id */
	const tenantFor = (id) => {
		const t = tenants.get(id) || byAccessToken.get(id);
		if (!t) throw new Error(`Unknown tenant ${id}`);
		return t;
	};

	const sandbox = {
		url: state.url,
		port: address.port,
		timeScale,
		now: () => clock.now(),
		/** For tests: the service's clock shows `ms` now and runs on (null: real time again). @param {number | null} ms */
		setTime: (ms) => clock.setTime(ms),
		/** For tests: the option numbersAsStrings, on or off from now on. @param {boolean} on */
		setNumbersAsStrings: (on) => {
			state.numbersAsStrings = on;
		},

		/** @param {{ tenantId?: string, accessToken?: string, clientSecret?: string, name?: string }} [opts] */
		createTenant(opts = {}) {
			if (opts.tenantId && tenants.has(opts.tenantId)) throw new Error(`Tenant ${opts.tenantId} already exists`);
			if (opts.accessToken && byAccessToken.has(opts.accessToken)) throw new Error('Access token already in use');
			const tenant = createTenantState(opts, clock.now());
			tenants.set(tenant.id, tenant);
			byAccessToken.set(tenant.accessToken, tenant);
			companyOrders.seed(tenant);
			return { tenantId: tenant.id, accessToken: tenant.accessToken, clientSecret: tenant.clientSecret };
		},

		/** @param {{ clientId?: string, clientSecret?: string }} [opts] */
		createOAuthClient(opts = {}) {
			return state.oauth.createClient(opts);
		},

		/** Tokens for a tenant without the browser step. @param {string} tenantId @param {string} clientId @param {string} [scope] */
		issueOAuthTokens(tenantId, clientId, scope = DEFAULT_SCOPE) {
			if (!tenants.has(tenantId)) throw new Error(`Unknown tenant ${tenantId}`);
			if (!state.oauth.hasClient(clientId)) throw new Error(`Unknown OAuth client ${clientId}`);
			return state.oauth.issue({ tenantId, clientId, scope });
		},

		/**
		 * An OAuth client that the tenant's administrator has approved as a service account: it gets
		 * tokens with the client credentials grant and a TenantId header.
		 * The approval grants `scopes` (default: every scope); approving again replaces them.
		 * @param {string} tenantId @param {{ clientId?: string, clientSecret?: string, scopes?: string[] }} [opts]
		 */
		createServiceAccount(tenantId, opts = {}) {
			if (!tenants.has(tenantId)) throw new Error(`Unknown tenant ${tenantId}`);
			const client = state.oauth.hasClient(opts.clientId || '') ? { clientId: String(opts.clientId), clientSecret: '' } : state.oauth.createClient(opts);
			state.oauth.approveServiceAccount(client.clientId, tenantId, opts.scopes ? opts.scopes.join(' ') : undefined);
			return { ...client, tenantId };
		},

		/**
		 * What the company has, its legacy token holds and its user may see, from now on: the API licence,
		 * the scopes it has licences for (null: every one), the legacy token's scopes (null: every one),
		 * the fields that read `API_NORIGHT`. Unnamed parts stay.
		 * @param {string} tenantId @param {Partial<import('./access').Access>} access
		 */
		setAccess(tenantId, access) {
			const tenant = tenantFor(tenantId);
			tenant.access = { ...tenant.access, ...access };
		},

		/** Every issued bearer access token answers 401 from now on (refresh tokens stay valid). */
		expireAccessTokens() {
			state.oauth.expireAccessTokens();
		},

		/**
		 * Live state of a tenant, by tenant id, legacy access token or valid bearer token.
		 * Read-only by convention. Throws for an unknown tenant.
		 * @param {string} idOrAccessToken
		 * @returns {Tenant}
		 */
		tenant(idOrAccessToken) {
			const grant = state.oauth.lookupAccessToken(idOrAccessToken);
			const t = tenants.get(idOrAccessToken) || byAccessToken.get(idOrAccessToken) || (grant ? tenants.get(grant.tenantId) : undefined);
			if (!t) throw new Error(`Unknown tenant or token: ${idOrAccessToken}`);
			return t;
		},

		get stats() {
			return { ...stats };
		},
		resetStats() {
			stats.requests = 0;
			stats.rateLimited = 0;
			stats.tokenRequests = 0;
		},
		/** Forgets every rate-limit window (all tokens start afresh). */
		resetRateLimits() {
			if (limiter) limiter.reset();
		},

		// company orders (bank process) and their webhook callbacks: see bank-process/
		/** @param {string} tenantId @param {Record<string, unknown>} [fields] */
		createStockOrder: (tenantId, fields) => companyOrders.createStockOrder(tenantFor(tenantId), fields),
		/** @param {string} tenantId @param {Record<string, unknown>} [fields] */
		createStartOrder: (tenantId, fields) => companyOrders.createStartOrder(tenantFor(tenantId), fields),
		/** @param {string} tenantId @param {'stock' | 'start'} kind @param {string | number} orderId @param {Record<string, unknown>} changes */
		updateOrder: (tenantId, kind, orderId, changes) => companyOrders.updateOrder(tenantFor(tenantId), kind, orderId, changes),
		/** @param {string} tenantId @param {'stock' | 'start'} kind @param {string | number} orderId */
		deleteOrder: (tenantId, kind, orderId) => companyOrders.deleteOrder(tenantFor(tenantId), kind, orderId),
		get deliveries() {
			return companyOrders.deliveries();
		},
		waitForDeliveries: companyOrders.waitForDeliveries,

		/** Adds `count` customers named "Customer <number>"; returns how many the tenant has. @param {string} tenantId @param {number} count */
		addCustomers(tenantId, count) {
			const tenant = tenantFor(tenantId);
			for (let i = 0; i < count; i++) addCustomer(tenant, { Name: `Customer ${tenant.nextCustomerNumber}` }, clock.now());
			return tenant.customers.length;
		},

		// warehouse: see warehouse/
		/** @param {string} tenantId @param {string} itemId @param {string} stockPointCode @param {string} [stockLocationCode] */
		stock: (tenantId, itemId, stockPointCode, stockLocationCode) => warehouseApi.stock(tenantFor(tenantId).warehouse, itemId, stockPointCode, stockLocationCode),
		/** @param {string} tenantId @param {string | null} date */
		setWarehouseToday: (tenantId, date) => warehouseApi.setToday(tenantFor(tenantId).warehouse, date),
		/** @param {string} tenantId @param {string | null} date */
		lockWarehousePeriod: (tenantId, date) => warehouseApi.lockPeriod(tenantFor(tenantId).warehouse, date),
		/** @param {string} tenantId @param {boolean} enabled */
		setWarehouseEnabled: (tenantId, enabled) => warehouseApi.setEnabled(tenantFor(tenantId).warehouse, enabled),
		/** @param {string} tenantId @param {{ supplierNumber: string, name: string, email?: string }} supplier */
		addSupplier: (tenantId, supplier) => warehouseApi.addSupplier(tenantFor(tenantId).warehouse, supplier, clock.now()),
		/** @param {string} tenantId */
		sentPurchaseOrderMails: (tenantId) => warehouseApi.sentPurchaseOrderMails(tenantFor(tenantId).warehouse),
		/** @param {string} tenantId @param {number} incomingGoodsId @param {number} supplierInvoiceId */
		matchSupplierInvoice: (tenantId, incomingGoodsId, supplierInvoiceId) =>
			warehouseApi.matchSupplierInvoice(tenantFor(tenantId).warehouse, incomingGoodsId, supplierInvoiceId),
		/** @param {string} tenantId @param {import('./warehouse/items').ItemFields} item */
		addItem: (tenantId, item) => warehouseApi.addItem(tenantFor(tenantId).warehouse, item, clock.now()),
		/** @param {string} tenantId @param {{ code: string, name: string, locations?: Array<{ code: string, name?: string }>, active?: boolean }} stockPoint */
		addStockPoint: (tenantId, stockPoint) => warehouseApi.addStockPoint(tenantFor(tenantId).warehouse, stockPoint),
		/** @param {string} tenantId @param {string} itemId @param {Array<{ itemId: string, quantity: number }>} packageItems */
		setBillOfMaterials: (tenantId, itemId, packageItems) =>
			warehouseApi.setBillOfMaterials(tenantFor(tenantId).warehouse, itemId, packageItems, clock.now()),
		/** @param {string} tenantId @param {boolean} usingStockPoints */
		setStockTakingUsesStockPoints: (tenantId, usingStockPoints) => warehouseApi.setStockTakingUsesStockPoints(tenantFor(tenantId).warehouse, usingStockPoints),

		// sales: see sales/
		/** @param {string} tenantId */
		sentSalesMails: (tenantId) => salesApi.sentMails(tenantFor(tenantId).sales),

		/** Requests received so far (option recordRequests; else always empty), oldest first. */
		get requests() {
			return requests ? [...requests] : [];
		},
		clearRequests() {
			if (requests) requests.length = 0;
		},

		/** Fortnox's event stream at `ws://…/topics-v1` (stream/index.js): its events, connections and faults. */
		stream: stream.api,

		/** When the state this sandbox started from was saved (option stateFile); null when it started fresh. */
		keptFrom: kept ? kept.savedAt : null,

		/** Writes the state to the option stateFile now, if it changed since the last save. */
		saveState() {
			keeper?.save();
		},

		/** @returns {Promise<void>} */
		close() {
			keeper?.stop();
			keeper?.save();
			clock.clearAll();
			companyOrders.close();
			stream.api.dropConnections();
			return new Promise((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			});
		},
	};

	if (kept) {
		for (const tenant of kept.saved.tenants) {
			tenants.set(tenant.id, tenant);
			byAccessToken.set(tenant.accessToken, tenant);
		}
		state.oauth.restore(kept.saved.oauth);
		for (const [topic, log] of kept.saved.streamLogs) stream.logs.set(topic, log);
		state.demoTenantId = kept.saved.demoTenantId;
	} else if (demo) {
		state.demoTenantId = seedDemo(sandbox, state);
		if (state.demoTenantId) companyOrders.seed(tenantFor(state.demoTenantId), { demo: true });
	}
	// A loaded state serializes to other bytes than the file's (v8 writes arrays it read back otherwise), not to other records.
	const keeper = stateFile ? keepState(stateFile, () => serializeState(state), saveEveryMs, kept ? serializeState(state) : null) : null;
	// A fresh start is on disk at once: a crash before the first timer still leaves a state to keep.
	keeper?.save();
	return sandbox;
}

module.exports = { startSandbox };
