/** @type {import('jest').Config} */
// Every test suite, each a jest project over its folder in test/:
//   main     unit, sandbox, integration, fidelity and live: the nodes through n8n-core, no real n8n
//   stream   the Fortnox Stream Trigger through n8n-core; Node ≥ 22's global WebSocket, so
//            `npm run test:stream` runs it on Node 24 (scripts/node24.js)
//   e2e      a real n8n running the example workflows
//   queue    n8n in queue mode, main and two workers on one token, with Redis and PostgreSQL
//   browser  the demo's n8n editor in headless Chromium
//   compat   main's integration and unit tests on another n8n line (scripts/compat.js sets N8N_COMPAT_LINE)
// `npx jest` runs main, which needs only this checkout. The others need a build, a real n8n or
// Node 24 and run when named (`--selectProjects e2e`): `npm test` (scripts/test.js) starts each
// once what it needs is ready, and each has its npm script.
const path = require('node:path');

const typescript = { preset: 'ts-jest', testEnvironment: 'node', testMatch: ['**/*.test.ts'] };

/** In-process suites: the nodes loaded from source into n8n-core. */
const inProcess = {
	...typescript,
	// `Foo.node.js` in a test names the TypeScript source: a bare `Foo.node` would find the codex `Foo.node.json`.
	moduleNameMapper: { '^(\\.{1,2}/.*\\.node)\\.js$': '$1.ts' },
	setupFiles: ['<rootDir>/test/setup-env.js'],
};

/** Suites in a real n8n, which loads the built package: installed before any test starts (globalSetup). */
const realN8n = (folder) => ({
	...typescript,
	displayName: folder,
	roots: [`<rootDir>/test/${folder}`],
	globalSetup: `<rootDir>/test/${folder}/global-setup.js`,
	setupFilesAfterEnv: ['<rootDir>/test/real-n8n-timeout.js'],
});

const apart = [
	{ ...inProcess, displayName: 'stream', roots: ['<rootDir>/test/stream'] },
	realN8n('e2e'),
	realN8n('queue'),
	realN8n('browser'),
];

const main = {
	...inProcess,
	displayName: 'main',
	roots: ['<rootDir>/test'],
	testPathIgnorePatterns: ['/node_modules/', ...apart.map(({ displayName }) => `<rootDir>/test/${displayName}/`)],
};

/** main's integration and unit tests with every import of n8n-core and n8n-workflow going to the line's copies. */
const compat = (line) => ({
	...main,
	displayName: 'compat',
	roots: ['<rootDir>/test/integration', '<rootDir>/test/unit'],
	moduleNameMapper: {
		...main.moduleNameMapper,
		'^(n8n-core|n8n-workflow)(/.*)?$': path.join(__dirname, '.compat', line, 'node_modules', '$1$2'),
	},
	setupFiles: [...main.setupFiles, '<rootDir>/test/compat-setup.js'],
});

const line = process.env.N8N_COMPAT_LINE;
// Jest 29 runs every listed project unless `--selectProjects` names some, and has no default
// selection: the others are listed only when a run names projects.
const named = process.argv.some((arg) => arg.startsWith('--selectProjects'));

module.exports = {
	projects: named ? [main, ...apart, ...(line ? [compat(line)] : [])] : [main],
	reporters: ['default', '<rootDir>/test/summary-reporter.js'],
	testTimeout: 60000,
};
