// @ts-check
'use strict';

/**
 * Fortnox's fixed-asset register on the classic /3/ API, as its OpenAPI describes it (state:
 * tenant.assets, state.js). Registered on the /3/ route group where sandbox/index.js composes the areas.
 *   GET    /3/assets/types                 {"Types":[…], "MetaInformation":{…}}
 *   GET    /3/assets/types/{id}            {"Type":{…}}
 *   POST   /3/assets/types/{id}            {"AssetType":{Number, Description, Type, AccountAssetId, AccountDepreciationId, AccountValueLossId, Notes}}
 *                                          → 201 {"Type":{…}} with the path's id; an id in use → 400
 *   PUT    /3/assets/types/{id}            {"AssetType":{Description, Notes}}
 *   DELETE /3/assets/types/{id}            204; a type an asset has → 400
 *   GET    /3/assets                       {"Assets":[…]} (ListAsset: no MetaInformation); ?filter= a state (FILTERS)
 *   GET    /3/assets/{id}                  {"Assets":{…}} (sic: one asset in "Assets")
 *   POST   /3/assets                       {"Asset":{…}} → 201 {"Assets":{…}}, status Not active
 *   PUT    /3/assets/{id}                  {"Asset":{Description, Notes}}
 *   DELETE /3/assets/{id}                  {"Asset":{Date}}: a Not active asset, or one whose type is not
 *                                          depreciable, is deleted; an Active or Fully depreciated one is voided
 *                                          on Date (today when none); a sold, scrapped or voided one → 400
 *   GET    /3/assets/depreciations/{date}  {"Assets":[…]}: the assets with a month of depreciation due by then
 *   POST   /3/assets/depreciate            {"Asset":{AssetIds, DepreciateUntil}} → 201 {"AssetsDepreciation":[…]}
 *   PUT    /3/assets/changeob/{id}         {Amount, Comment} (no wrapper): only while nothing is booked
 *   PUT    /3/assets/writedown/{id}        {"Asset":{Amount, Date, Comment}}
 *   PUT    /3/assets/writeup/{id}          {"Asset":{Amount, Date, Comment}}
 *   PUT    /3/assets/sell/{id}             {"Asset":{Date, Price, Percentage, Comment}}
 *   PUT    /3/assets/scrap/{id}            {"Asset":{Date, Percentage, Comment}}
 * An asset's History sums to its book value: the acquisition (AcquisitionValue) and the opening
 * value (less ManualOb, the depreciation made before it entered the register) from the start, then
 * depreciation (depreciation.js), write-down, write-up, and a sale or scrapping of a share
 * (Percentage, 100 when none), which ends the asset at 100. Depreciation books a voucher in series A
 * on the day depreciated to: debit the type's AccountValueLossId (the cost), credit its
 * AccountDepreciationId (accumulated depreciation). A type without those two accounts is not
 * depreciable. The first event that books (not the acquisition) makes an asset Active.
 */

const { badRequest, notFound, CODES, ACCOUNT_NOT_FOUND_TEXT } = require('../errors');
const { json, noContent } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { readFields, text, integer, date, required } = require('../classic/fields');
const { stockholmDate } = require('../dates');
const { bookVoucher, knownSeries, yearOfDate } = require('../bookkeeping/voucher-store');
const { depreciationDue } = require('./depreciation');
const { ASSET_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./state').Asset} Asset */
/** @typedef {import('./state').AssetType} AssetType */

/** The sandbox's status ids (Fortnox's list filters name the same states). */
const STATUS = { NOT_ACTIVE: '1', ACTIVE: '2', FULLY_DEPRECIATED: '3', SOLD: '4', SCRAPPED: '5', VOIDED: '6' };
/** @type {Record<string, string>} */
const STATUS_NAMES = { 1: 'Not active', 2: 'Active', 3: 'Fully depreciated', 4: 'Sold', 5: 'Scrapped', 6: 'Voided' };
/** @type {Record<string, string>} The list's filters, as the Assets section of Fortnox's OpenAPI names them. */
const FILTERS = {
	inactive: STATUS.NOT_ACTIVE, active: STATUS.ACTIVE, fully_depreciated: STATUS.FULLY_DEPRECIATED,
	sold: STATUS.SOLD, scrapped: STATUS.SCRAPPED, voided: STATUS.VOIDED,
};
/**
 * The kinds of History events (EventId): the sandbox's numbering, as Fortnox's OpenAPI lists none.
 * Each event's Amount is its signed change of the book value, so the History sums to it.
 */
const EVENTS = { DEPRECIATION: 1, WRITE_DOWN: 2, WRITE_UP: 3, SALE: 4, SCRAP: 5, OPENING_VALUE: 6, VOID: 7, ACQUISITION: 8 };
/** The series depreciation vouchers are booked in: the sandbox's companies have no series of their own for it. */
const DEPRECIATION_SERIES = 'A';

const TEXT_FIELDS = ['Brand', 'CostCenter', 'Department', 'Group', 'InsuredNumber', 'InsuredWith', 'Notes', 'Placement', 'Project', 'Reference', 'Room'];
/** @type {import('../classic/fields').Schema} */
const ASSET_SCHEMA = {
	Number: text(),
	Description: required(text()),
	TypeId: required(integer(1)),
	AcquisitionDate: required(date),
	AcquisitionStart: date,
	AcquisitionValue: required(integer(0)),
	DepreciateToResidualValue: integer(0, undefined, 0),
	DepreciationFinal: required(date),
	DepreciationMethod: integer(0, undefined, 0),
	ManualOb: integer(0, undefined, 0),
	...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text()])),
};
const ASSET_READ_ONLY = ['@url', 'DepreciatedTo', 'History', 'Id', 'Status', 'StatusId', 'Type'];
/** @type {import('../classic/fields').Schema} */
const UPDATE_SCHEMA = { Description: text(), Notes: text() };
/** @type {import('../classic/fields').Schema} */
const TYPE_SCHEMA = {
	Number: required(text()),
	Description: required(text()),
	Notes: text(),
	Type: integer(0),
	AccountAssetId: integer(1000, 9999),
	AccountDepreciationId: integer(1000, 9999),
	AccountValueLossId: integer(1000, 9999),
};
const COMMENT = text();

/** @param {Tenant} tenant */
const registerOf = (tenant) => tenant.assets;

/** @param {Tenant} tenant @param {string} id */
function findAsset(tenant, id) {
	const asset = registerOf(tenant).assets.find((a) => String(a.Id) === id);
	if (!asset) throw notFound(ASSET_CODES.ASSET_NOT_FOUND, `Asset ${id} does not exist.`);
	return asset;
}

/** @param {Tenant} tenant @param {string} id */
function findType(tenant, id) {
	const type = registerOf(tenant).types.find((t) => String(t.Id) === id);
	if (!type) throw notFound(ASSET_CODES.TYPE_NOT_FOUND, `Asset type ${id} does not exist.`);
	return type;
}

/** @param {AssetType | undefined} type */
const depreciable = (type) => Boolean(type?.AccountDepreciationId && type.AccountValueLossId);

/** @param {Tenant} tenant @param {Asset} asset */
const typeOf = (tenant, asset) => registerOf(tenant).types.find((t) => t.Id === asset.TypeId);

/** @param {Asset} asset */
const ended = (asset) => [STATUS.SOLD, STATUS.SCRAPPED, STATUS.VOIDED].includes(asset.StatusId);

/** @param {Asset} asset @param {string} action */
function mustBeOpen(asset, action) {
	if (ended(asset)) throw badRequest(ASSET_CODES.ASSET_ENDED, `Asset ${asset.Id} is ${STATUS_NAMES[asset.StatusId].toLowerCase()}: it cannot be ${action}.`);
}

/** @param {Asset} asset @param {string} day @param {string} what */
function notBeforeAcquisition(asset, day, what) {
	if (day < asset.AcquisitionDate) throw badRequest(ASSET_CODES.DATE_BEFORE_ACQUISITION, `The ${what} date ${day} is before the acquisition date ${asset.AcquisitionDate}.`);
}

/** @typedef {{ EventId: number, Date: string, change: number, Notes: string, voucher?: { VoucherNumber: number, VoucherSeries: string, Year: number } }} AssetEvent */

/**
 * Adds an event to the asset's history and changes its book value by `change`, its Amount.
 * @param {Tenant} tenant @param {Asset} asset @param {AssetEvent} event
 */
function addEvent(tenant, asset, { EventId, Date, change, Notes, voucher }) {
	asset.History.push({
		Id: registerOf(tenant).nextEventId++, EventId, Date, Amount: String(change), Notes,
		VoucherNumber: voucher?.VoucherNumber ?? null, VoucherSeries: voucher?.VoucherSeries ?? '', VoucherYear: voucher?.Year ?? null,
	});
	asset.bookValue += change;
}

/**
 * An event that books: it makes a new asset Active.
 * @param {Tenant} tenant @param {Asset} asset @param {AssetEvent} event
 */
function record(tenant, asset, event) {
	addEvent(tenant, asset, event);
	if (asset.StatusId === STATUS.NOT_ACTIVE) asset.StatusId = STATUS.ACTIVE;
}

/** @param {any} body @param {import('../classic/fields').Schema} schema */
const actionFields = (body, schema) => readFields(unwrap(body, 'Asset'), schema, { creating: true });

/** @param {{ url: string, clock: { now(): number } }} state */
function renderers(state) {
	return {
		/** @param {Tenant} tenant @param {Asset} a */
		asset: (tenant, a) => ({
			'@url': `${state.url}/3/assets/${a.Id}`,
			AcquisitionDate: a.AcquisitionDate, AcquisitionStart: a.AcquisitionStart, AcquisitionValue: a.AcquisitionValue,
			Brand: a.Brand, CostCenter: a.CostCenter, Department: a.Department, DepreciateToResidualValue: a.DepreciateToResidualValue,
			DepreciatedTo: a.DepreciatedTo, DepreciationFinal: a.DepreciationFinal, DepreciationMethod: a.DepreciationMethod,
			Description: a.Description, Group: a.Group, History: a.History.map((event) => ({ ...event })), Id: a.Id,
			InsuredNumber: a.InsuredNumber, InsuredWith: a.InsuredWith, ManualOb: a.ManualOb, Notes: a.Notes, Number: a.Number,
			Placement: a.Placement, Project: a.Project, Reference: a.Reference, Room: a.Room,
			Status: STATUS_NAMES[a.StatusId], StatusId: a.StatusId,
			Type: typeOf(tenant, a)?.Description ?? '', TypeId: a.TypeId,
		}),
		/** @param {Tenant} tenant @param {Asset} a */
		listed: (tenant, a) => ({
			'@url': `${state.url}/3/assets/${a.Id}`,
			AcquisitionDate: a.AcquisitionDate, AcquisitionValue: a.AcquisitionValue, DepreciatedTo: a.DepreciatedTo,
			DepreciationFinal: a.DepreciationFinal, Description: a.Description, Id: a.Id, Number: a.Number,
			Status: STATUS_NAMES[a.StatusId], StatusId: a.StatusId,
			Type: typeOf(tenant, a)?.Description ?? '', TypeId: a.TypeId,
		}),
		/** @param {Tenant} tenant @param {AssetType} t */
		type: (tenant, t) => ({
			'@url': `${state.url}/3/assets/types/${t.Id}`,
			AccountAsset: t.AccountAssetId, AccountAssetId: t.AccountAssetId,
			AccountDepreciation: t.AccountDepreciationId, AccountDepreciationId: t.AccountDepreciationId,
			AccountValueLoss: t.AccountValueLossId, AccountValueLossId: t.AccountValueLossId,
			Description: t.Description, Id: t.Id, InUse: registerOf(tenant).assets.some((a) => a.TypeId === t.Id),
			Notes: t.Notes, Number: t.Number, Type: t.Type,
		}),
	};
}

/**
 * Depreciates an asset up to a day: its event, and the voucher of the cost in its financial year.
 * @param {Tenant} tenant @param {Asset} asset @param {string} until @param {number} now
 */
function depreciate(tenant, asset, until, now) {
	mustBeOpen(asset, 'depreciated');
	const type = typeOf(tenant, asset);
	if (!depreciable(type)) throw badRequest(ASSET_CODES.NOT_DEPRECIABLE, `Asset ${asset.Id} has an asset type that is not depreciable.`);
	const due = depreciationDue(asset, until);
	if (!due || due.amount === 0) throw badRequest(ASSET_CODES.NOTHING_DUE, `Asset ${asset.Id} has no depreciation due up to ${until}.`);
	const year = yearOfDate(tenant, due.to);
	if (!year) throw badRequest(ASSET_CODES.NO_YEAR_FOR_DATE, `No financial year holds ${due.to}.`);
	knownSeries(tenant, DEPRECIATION_SERIES);
	const text = `Avskrivning ${asset.Number} ${asset.Description}`.slice(0, 200);
	/** @param {number} Account @param {number} Debit @param {number} Credit */
	const row = (Account, Debit, Credit) => ({
		Account, Debit, Credit, CostCenter: String(asset.CostCenter ?? ''), Project: String(asset.Project ?? ''),
		Description: '', Quantity: null, Removed: false, TransactionInformation: '',
	});
	const voucher = bookVoucher(tenant, {
		ApprovalState: 0, Comments: '', CostCenter: '', Description: text, Project: '', ReferenceNumber: String(asset.Id), ReferenceType: 'ASSET',
		TransactionDate: due.to, VoucherSeries: DEPRECIATION_SERIES, Year: year.Id,
		VoucherRows: [row(Number(type?.AccountValueLossId), due.amount, 0), row(Number(type?.AccountDepreciationId), 0, due.amount)],
	}, now);
	record(tenant, asset, { EventId: EVENTS.DEPRECIATION, Date: due.to, change: -due.amount, Notes: `Depreciation, ${due.months} months`, voucher });
	asset.DepreciatedTo = due.to;
	if (due.final) asset.StatusId = STATUS.FULLY_DEPRECIATED;
	return voucher;
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerAssetRoutes(r, state) {
	const render = renderers(state);
	const today = () => stockholmDate(state.clock.now());

	// Asset types: their literal path comes before /3/assets/{id}.
	r.get('/3/assets/types', (/** @type {any} */ ctx) => {
		const { meta, items } = listPage(registerOf(ctx.tenant).types, ctx.query, {});
		return json({ Types: items.map((t) => render.type(ctx.tenant, t)), MetaInformation: meta });
	});
	r.get('/3/assets/types/:id', (/** @type {any} */ ctx) => json({ Type: render.type(ctx.tenant, findType(ctx.tenant, ctx.params.id)) }));
	r.post('/3/assets/types/:id', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		if (!/^[1-9]\d*$/.test(ctx.params.id)) throw badRequest(CODES.INVALID_IDENTIFIER, `Invalid asset type id: ${ctx.params.id}.`);
		const fields = readFields(unwrap(await ctx.json(), 'AssetType'), TYPE_SCHEMA, { creating: true });
		const types = registerOf(tenant).types;
		if (types.some((t) => String(t.Id) === ctx.params.id)) throw badRequest(ASSET_CODES.TYPE_ID_TAKEN, `Asset type ${ctx.params.id} already exists.`);
		if (types.some((t) => t.Number === fields.Number)) throw badRequest(ASSET_CODES.NUMBER_IN_USE, `An asset type numbered ${String(fields.Number)} already exists.`);
		const year = yearOfDate(tenant, today());
		for (const name of ['AccountAssetId', 'AccountDepreciationId', 'AccountValueLossId']) {
			const number = /** @type {number | null | undefined} */ (fields[name]);
			if (number && !(year && tenant.accounts.get(year.Id)?.has(number))) throw badRequest(ASSET_CODES.ACCOUNT_UNKNOWN, ACCOUNT_NOT_FOUND_TEXT);
		}
		/** @type {AssetType} */
		const type = {
			Id: Number(ctx.params.id), Number: String(fields.Number), Description: String(fields.Description), Notes: String(fields.Notes ?? ''),
			Type: /** @type {number | null} */ (fields.Type ?? null),
			AccountAssetId: /** @type {number | null} */ (fields.AccountAssetId ?? null),
			AccountDepreciationId: /** @type {number | null} */ (fields.AccountDepreciationId ?? null),
			AccountValueLossId: /** @type {number | null} */ (fields.AccountValueLossId ?? null),
		};
		types.push(type);
		return json({ Type: render.type(tenant, type) }, 201);
	});
	r.put('/3/assets/types/:id', async (/** @type {any} */ ctx) => {
		const type = findType(ctx.tenant, ctx.params.id);
		Object.assign(type, readFields(unwrap(await ctx.json(), 'AssetType'), UPDATE_SCHEMA, { creating: false }));
		return json({ Type: render.type(ctx.tenant, type) });
	});
	r.delete('/3/assets/types/:id', (/** @type {any} */ ctx) => {
		const type = findType(ctx.tenant, ctx.params.id);
		const { types, assets } = registerOf(ctx.tenant);
		if (assets.some((a) => a.TypeId === type.Id)) throw badRequest(ASSET_CODES.TYPE_IN_USE, `Asset type ${type.Id} is used by an asset.`);
		types.splice(types.indexOf(type), 1);
		return noContent();
	});

	r.get('/3/assets/depreciations/:date', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const until = String(ctx.params.date);
		if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) throw badRequest(CODES.INVALID_PARAMETER, `Invalid parameter ToDate: ${until} (allowed: a date, YYYY-MM-DD).`);
		const due = registerOf(tenant).assets.filter((a) => !ended(a) && depreciable(typeOf(tenant, a)) && (depreciationDue(a, until)?.amount ?? 0) > 0);
		return json({ Assets: due.map((a) => render.listed(tenant, a)) });
	});
	r.post('/3/assets/depreciate', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const input = unwrap(await ctx.json(), 'Asset');
		const ids = input.AssetIds;
		if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id))) throw badRequest(CODES.REQUIRED, 'AssetIds is required: a list of asset ids.');
		const { DepreciateUntil } = readFields({ DepreciateUntil: input.DepreciateUntil }, { DepreciateUntil: required(date) }, { creating: true });
		const assets = ids.map((id) => findAsset(tenant, String(id)));
		// Every asset is checked before any is depreciated, so a refused run books nothing.
		for (const asset of assets) {
			mustBeOpen(asset, 'depreciated');
			if (!depreciable(typeOf(tenant, asset))) throw badRequest(ASSET_CODES.NOT_DEPRECIABLE, `Asset ${asset.Id} has an asset type that is not depreciable.`);
			if (!(depreciationDue(asset, String(DepreciateUntil))?.amount)) throw badRequest(ASSET_CODES.NOTHING_DUE, `Asset ${asset.Id} has no depreciation due up to ${String(DepreciateUntil)}.`);
		}
		const vouchers = assets.map((asset) => depreciate(tenant, asset, String(DepreciateUntil), state.clock.now()));
		return json({
			AssetsDepreciation: vouchers.map((v) => ({
				'@url': `${state.url}/3/vouchers/${v.VoucherSeries}/${v.VoucherNumber}?financialyear=${v.Year}`,
				FinancialYear: v.Year, VoucherNumber: v.VoucherNumber, VoucherSeries: v.VoucherSeries,
			})),
		}, 201);
	});

	r.put('/3/assets/changeob/:id', async (/** @type {any} */ ctx) => {
		const asset = findAsset(ctx.tenant, ctx.params.id);
		const body = await ctx.json();
		if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(CODES.BAD_WRAPPER, 'Expected a JSON object body {"Amount": …}.');
		const { Amount, Comment } = readFields(body, { Amount: required(integer(0)), Comment: COMMENT }, { creating: true });
		if (asset.StatusId !== STATUS.NOT_ACTIVE) throw badRequest(ASSET_CODES.OPENING_VALUE_LOCKED, `Asset ${asset.Id} has booked events: its opening value cannot change.`);
		const amount = Number(Amount);
		if (amount > asset.AcquisitionValue - asset.DepreciateToResidualValue) {
			throw badRequest(ASSET_CODES.VALUE_OUT_OF_RANGE, `The opening value ${amount} is more than the value to depreciate (${asset.AcquisitionValue - asset.DepreciateToResidualValue}).`);
		}
		// The event's Amount is the change: a second change of the opening value counts only its difference.
		addEvent(ctx.tenant, asset, { EventId: EVENTS.OPENING_VALUE, Date: today(), change: asset.ManualOb - amount, Notes: String(Comment || 'Opening value') });
		asset.ManualOb = amount;
		return json({ Assets: render.asset(ctx.tenant, asset) });
	});

	for (const [action, EventId, sign] of /** @type {const} */ ([['writedown', EVENTS.WRITE_DOWN, -1], ['writeup', EVENTS.WRITE_UP, 1]])) {
		r.put(`/3/assets/${action}/:id`, async (/** @type {any} */ ctx) => {
			const asset = findAsset(ctx.tenant, ctx.params.id);
			const { Amount, Date, Comment } = actionFields(await ctx.json(), { Amount: required(integer(1)), Date: required(date), Comment: COMMENT });
			mustBeOpen(asset, sign < 0 ? 'written down' : 'written up');
			notBeforeAcquisition(asset, String(Date), sign < 0 ? 'write-down' : 'write-up');
			if (sign < 0 && Number(Amount) > asset.bookValue) throw badRequest(ASSET_CODES.BELOW_ZERO, `A write-down of ${String(Amount)} is more than the book value ${asset.bookValue}.`);
			record(ctx.tenant, asset, { EventId, Date: String(Date), change: sign * Number(Amount), Notes: String(Comment || (sign < 0 ? 'Write-down' : 'Write-up')) });
			return json({ Assets: render.asset(ctx.tenant, asset) });
		});
	}

	for (const [action, EventId, status] of /** @type {const} */ ([['sell', EVENTS.SALE, STATUS.SOLD], ['scrap', EVENTS.SCRAP, STATUS.SCRAPPED]])) {
		r.put(`/3/assets/${action}/:id`, async (/** @type {any} */ ctx) => {
			const asset = findAsset(ctx.tenant, ctx.params.id);
			const selling = action === 'sell';
			const fields = actionFields(await ctx.json(), {
				Date: required(date), Percentage: integer(1, 100), Comment: COMMENT, ...(selling ? { Price: required(integer(0)) } : {}),
			});
			mustBeOpen(asset, selling ? 'sold' : 'scrapped');
			notBeforeAcquisition(asset, String(fields.Date), selling ? 'sale' : 'scrap');
			const percentage = Number(fields.Percentage ?? 100);
			const share = percentage === 100 ? asset.bookValue : Math.round((asset.bookValue * percentage) / 100);
			const result = selling ? `, sold for ${String(fields.Price)}: ${Number(fields.Price) - share >= 0 ? 'gain' : 'loss'} ${Math.abs(Number(fields.Price) - share)}` : '';
			record(ctx.tenant, asset, { EventId, Date: String(fields.Date), change: -share, Notes: `${String(fields.Comment || (selling ? 'Sale' : 'Scrapping'))}, ${percentage} %${result}` });
			if (percentage === 100) asset.StatusId = status;
			return json({ Assets: render.asset(ctx.tenant, asset) });
		});
	}

	r.get('/3/assets', (/** @type {any} */ ctx) => {
		const filter = ctx.query('filter');
		if (filter && !(filter in FILTERS)) throw badRequest(CODES.INVALID_PARAMETER, `Invalid parameter filter: ${filter} (allowed: ${Object.keys(FILTERS).join(', ')}).`);
		const listed = registerOf(ctx.tenant).assets.filter((a) => !filter || a.StatusId === FILTERS[filter]);
		return json({ Assets: listed.map((a) => render.listed(ctx.tenant, a)) });
	});
	r.get('/3/assets/:id', (/** @type {any} */ ctx) => json({ Assets: render.asset(ctx.tenant, findAsset(ctx.tenant, ctx.params.id)) }));
	r.post('/3/assets', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const fields = readFields(unwrap(await ctx.json(), 'Asset'), ASSET_SCHEMA, { readOnly: ASSET_READ_ONLY, creating: true });
		const state = registerOf(tenant);
		if (!state.types.some((t) => t.Id === fields.TypeId)) throw badRequest(ASSET_CODES.TYPE_UNKNOWN, `Asset type ${String(fields.TypeId)} does not exist.`);
		const number = String(fields.Number ?? '') || String(state.nextAssetId);
		if (state.assets.some((a) => a.Number === number)) throw badRequest(ASSET_CODES.NUMBER_IN_USE, `An asset numbered ${number} already exists.`);
		const value = Number(fields.AcquisitionValue);
		const start = String(fields.AcquisitionStart || fields.AcquisitionDate);
		if (start < String(fields.AcquisitionDate)) throw badRequest(ASSET_CODES.DATES_OUT_OF_ORDER, `AcquisitionStart ${start} is before AcquisitionDate ${String(fields.AcquisitionDate)}.`);
		if (String(fields.DepreciationFinal) <= start) throw badRequest(ASSET_CODES.DATES_OUT_OF_ORDER, `DepreciationFinal ${String(fields.DepreciationFinal)} is not after the start of depreciation ${start}.`);
		for (const name of ['DepreciateToResidualValue', 'ManualOb']) {
			if (Number(fields[name] ?? 0) > value) throw badRequest(ASSET_CODES.VALUE_OUT_OF_RANGE, `${name} ${String(fields[name])} is more than AcquisitionValue ${value}.`);
		}
		/** @type {Asset} */
		const asset = {
			...Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])),
			DepreciationMethod: 0,
			...fields,
			Id: state.nextAssetId++, Number: number, Description: String(fields.Description), TypeId: Number(fields.TypeId),
			AcquisitionDate: String(fields.AcquisitionDate), AcquisitionStart: start, AcquisitionValue: value,
			DepreciateToResidualValue: Number(fields.DepreciateToResidualValue ?? 0), DepreciationFinal: String(fields.DepreciationFinal),
			DepreciatedTo: '', ManualOb: Number(fields.ManualOb ?? 0), StatusId: STATUS.NOT_ACTIVE, VoidDate: '', History: [],
			bookValue: 0,
		};
		// The history starts with the acquisition, and the opening value given with it; neither books, so the asset stays Not active.
		addEvent(tenant, asset, { EventId: EVENTS.ACQUISITION, Date: asset.AcquisitionDate, change: value, Notes: 'Acquisition' });
		if (asset.ManualOb > 0) addEvent(tenant, asset, { EventId: EVENTS.OPENING_VALUE, Date: asset.AcquisitionDate, change: -asset.ManualOb, Notes: 'Opening value' });
		state.assets.push(asset);
		return json({ Assets: render.asset(tenant, asset) }, 201);
	});
	r.put('/3/assets/:id', async (/** @type {any} */ ctx) => {
		const asset = findAsset(ctx.tenant, ctx.params.id);
		Object.assign(asset, readFields(unwrap(await ctx.json(), 'Asset'), UPDATE_SCHEMA, { creating: false }));
		return json({ Assets: render.asset(ctx.tenant, asset) });
	});
	r.delete('/3/assets/:id', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const asset = findAsset(tenant, ctx.params.id);
		const raw = await ctx.json();
		const { Date } = raw === undefined ? { Date: undefined } : actionFields(raw, { Date: date });
		mustBeOpen(asset, 'deleted or voided');
		const state = registerOf(tenant);
		if (asset.StatusId === STATUS.NOT_ACTIVE || !depreciable(typeOf(tenant, asset))) {
			state.assets.splice(state.assets.indexOf(asset), 1);
			state.connections = state.connections.filter((c) => c.AssetId !== String(asset.Id));
			return noContent();
		}
		asset.VoidDate = String(Date || today());
		addEvent(tenant, asset, { EventId: EVENTS.VOID, Date: asset.VoidDate, change: 0, Notes: 'Voided' });
		asset.StatusId = STATUS.VOIDED;
		return noContent();
	});
}

module.exports = { registerAssetRoutes, STATUS };
