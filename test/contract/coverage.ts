/**
 * npm run coverage:openapi — which of the operations of Fortnox's OpenAPI the integration tests
 * reach through the nodes: runs test/integration with every sandbox logging its routed requests,
 * matches each to the OpenAPI's path templates, and prints the count and the operations not reached.
 * Deprecated operations (the integration-partner sales) do not count.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openapi } from './openapi';
import { templateOf } from './openapi-contract';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const log = join(mkdtempSync(join(tmpdir(), 'openapi-coverage-')), 'routes.log');
const jest = spawnSync('npx', ['jest', 'test/integration', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, SANDBOX_ROUTE_LOG: log } });

const operations = Object.entries(openapi.paths).flatMap(([template, byMethod]) =>
	Object.entries(byMethod)
		.filter(([method, operation]) => METHODS.includes(method) && !(operation as { deprecated?: boolean }).deprecated)
		.map(([method]) => `${method.toUpperCase()} ${template}`),
);
const reached = new Set(
	(existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [])
		.filter(Boolean)
		.map((line) => {
			const [method, path] = line.split(' ');
			const found = templateOf(method, path);
			return found && `${method} ${found.template}`;
		}),
);
const missing = operations.filter((operation) => !reached.has(operation));
process.stdout.write(`\nOpenAPI operations reached by the integration tests: ${operations.length - missing.length} of ${operations.length}\n`);
if (missing.length > 0) process.stdout.write(`Not reached (${missing.length}):\n${missing.map((operation) => `  ${operation}`).join('\n')}\n`);
process.exitCode = jest.status ?? 1;
