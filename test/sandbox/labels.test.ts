import type { Sandbox, TenantCredentials } from '../../sandbox';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

interface Label {
	Id: number;
	Description: string;
}

describe('sandbox labels', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	let auth: Auth;

	withSandbox(
		{ rateLimit: false },
		(started) => (sandbox = started),
		(tenant, tenantAuth) => {
			t = tenant;
			auth = tenantAuth;
		},
	);

	const create = (Description: unknown) => call<{ Label: Label } & ErrorBody>(sandbox, 'POST', '/3/labels', { auth, json: { Label: { Description } } });

	it('starts empty, creates with ids from 1, lists without MetaInformation', async () => {
		expect((await call(sandbox, 'GET', '/3/labels', { auth })).body).toEqual({ Labels: [] });
		const first = await create('Prio');
		expect(first.status).toBe(201);
		expect(first.body).toEqual({ Label: { Id: 1, Description: 'Prio' } });
		expect((await create('Export')).body.Label.Id).toBe(2);

		const list = await call<{ Labels: Label[] }>(sandbox, 'GET', '/3/labels?limit=1&offset=1&page=2', { auth });
		expect(list.status).toBe(200);
		expect(list.body).toEqual({ Labels: [{ Id: 1, Description: 'Prio' }, { Id: 2, Description: 'Export' }] });
		expect(sandbox.tenant(t.tenantId).labels).toEqual([{ Id: 1, Description: 'Prio' }, { Id: 2, Description: 'Export' }]);
	});

	it.each([
		['missing', undefined, 2009001],
		['empty', '', 2009001],
		['blank', '   ', 2009001],
		['not a string', 42, 2009003],
		['26 characters', 'x'.repeat(26), 2009002],
	])('refuses a Description that is %s with 400', async (_name, description, code) => {
		const res = await call<ErrorBody>(sandbox, 'POST', '/3/labels', {
			auth,
			json: { Label: description === undefined ? {} : { Description: description } },
		});
		expect(res.status).toBe(400);
		expect(res.body.ErrorInformation).toEqual({ error: 1, message: expect.any(String), code });
		expect(sandbox.tenant(t.tenantId).labels).toEqual([]);
	});

	it('accepts exactly 25 characters (counted as characters, not bytes)', async () => {
		const res = await create('å'.repeat(25));
		expect(res.status).toBe(201);
		expect(res.body.Label.Description).toBe('å'.repeat(25));
	});

	it('refuses a duplicate Description regardless of case', async () => {
		await create('Campaign 2026');
		const dup = await create('CAMPAIGN 2026');
		expect(dup.status).toBe(400);
		expect(dup.body.ErrorInformation.code).toBe(2009010);
	});

	it('refuses a body without the Label wrapper and unknown fields', async () => {
		const unwrapped = await call<ErrorBody>(sandbox, 'POST', '/3/labels', { auth, json: { Description: 'X' } });
		expect(unwrapped.status).toBe(400);
		expect(unwrapped.body.ErrorInformation.code).toBe(2001392);
		const unknown = await call<ErrorBody>(sandbox, 'POST', '/3/labels', { auth, json: { Label: { Description: 'X', Colour: 'red' } } });
		expect(unknown.status).toBe(400);
		expect(unknown.body.ErrorInformation.code).toBe(2001399);
	});

	it('updates the Description, keeps it when not sent, validates like create', async () => {
		await create('Prio');
		await create('Export');
		const upd = await call<{ Label: Label }>(sandbox, 'PUT', '/3/labels/1', { auth, json: { Label: { Description: 'Prioritet' } } });
		expect(upd.status).toBe(200);
		expect(upd.body).toEqual({ Label: { Id: 1, Description: 'Prioritet' } });

		const unchanged = await call<{ Label: Label }>(sandbox, 'PUT', '/3/labels/1', { auth, json: { Label: {} } });
		expect(unchanged.body).toEqual({ Label: { Id: 1, Description: 'Prioritet' } });

		// same description on itself (other case) is fine; another label's is not
		expect((await call(sandbox, 'PUT', '/3/labels/1', { auth, json: { Label: { Description: 'PRIORITET' } } })).status).toBe(200);
		const dup = await call<ErrorBody>(sandbox, 'PUT', '/3/labels/1', { auth, json: { Label: { Description: 'export' } } });
		expect(dup.status).toBe(400);
		expect(dup.body.ErrorInformation.code).toBe(2009010);
		const long = await call<ErrorBody>(sandbox, 'PUT', '/3/labels/2', { auth, json: { Label: { Description: 'y'.repeat(26) } } });
		expect(long.body.ErrorInformation.code).toBe(2009002);
		expect(sandbox.tenant(t.tenantId).labels.map((l) => l.Description)).toEqual(['PRIORITET', 'Export']);
	});

	it('deletes with 204 and no body; unknown ids are 404, non-numeric ids 400', async () => {
		await create('Prio');
		const del = await call(sandbox, 'DELETE', '/3/labels/1', { auth });
		expect(del.status).toBe(204);
		expect(del.raw.length).toBe(0);
		expect((await call(sandbox, 'GET', '/3/labels', { auth })).body).toEqual({ Labels: [] });

		const again = await call<ErrorBody>(sandbox, 'DELETE', '/3/labels/1', { auth });
		expect(again.status).toBe(404);
		expect(again.body.ErrorInformation.code).toBe(2009040);
		const put = await call<ErrorBody>(sandbox, 'PUT', '/3/labels/99', { auth, json: { Label: { Description: 'X' } } });
		expect(put.status).toBe(404);
		expect((await call<ErrorBody>(sandbox, 'DELETE', '/3/labels/abc', { auth })).status).toBe(400);

		// ids are not reused
		expect((await create('Next')).body.Label.Id).toBe(2);
	});
});
