/** @type {import('jest').Config} */
// `npm run test:e2e`: a real n8n running the example workflows (test/e2e). The first run installs
// the pinned n8n into .n8n-runtime/ (scripts/n8n-runtime.js), which takes minutes.
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test/e2e'],
	testMatch: ['**/*.test.ts'],
	globalSetup: '<rootDir>/test/e2e/global-setup.js',
	reporters: ['default', ['<rootDir>/test/summary-reporter.js', { label: 'e2e' }]],
	testTimeout: 5 * 60 * 1000,
};
