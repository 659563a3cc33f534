import fs from 'node:fs';
import path from 'node:path';

import table from '../../nodes/shared/transport/scopes.json';
import { scopeOfPath } from '../../nodes/shared/transport/scopes';

const page = fs.readFileSync(path.join(__dirname, '../../docs/scopes.md'), 'utf8');
const rows = [...page.matchAll(/^\| `(\/[^`]+)` \| `([a-z]+)` \| ([^|]+) \| ([^|]+) \| (Fortnox|inferred) \|$/gm)];

describe("docs/scopes.md's table", () => {
	it('lists every path of scopes.json with its scope, name, module and source, and nothing else', () => {
		const scopes: Record<string, { name: string; module?: string }> = table.scopes;
		expect(rows.map(([, listed, scope, name, module, source]) => [listed, scope, name.trim(), module.trim(), source])).toEqual(
			Object.entries(table.resources).map(([listed, scope]) => [listed, scope, scopes[scope].name, scopes[scope].module ?? '—', table.inferred.includes(listed) ? 'inferred' : 'Fortnox']),
		);
	});

	it('gives a path below a listed one the listed scope, and none to a path the table does not know', () => {
		expect(scopeOfPath('/3/invoices/12/bookkeep?x=1')).toEqual({ key: 'invoice', name: 'Invoice', module: 'Fakturering' });
		expect(scopeOfPath('/api/warehouse/stockpoints-v1/MAIN')).toMatchObject({ key: 'warehouse', module: 'Lager' });
		expect(scopeOfPath('/api/bank-process-orders/v1')).toBeUndefined();
	});
});
