/** @type {import('jest').Config} */
// `npm run test:stream`: the Fortnox Stream Trigger through n8n-core against the sandbox's stream. It
// uses the global WebSocket of Node ≥ 22, so `npm run test:stream` runs it (scripts/node24.js) on the Node 24 that
// scripts/n8n-runtime.js installs (the other suites run on Node 20).
const base = require('./jest.config');

module.exports = {
	...base,
	roots: ['<rootDir>/test/stream'],
	testPathIgnorePatterns: ['/node_modules/'],
	reporters: ['default', ['<rootDir>/test/summary-reporter.js', { label: 'stream' }]],
};
