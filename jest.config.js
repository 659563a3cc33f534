/** @type {import('jest').Config} */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	// test/e2e, test/queue and test/browser need a real n8n: jest.e2e.config.js, jest.queue.config.js, jest.browser.config.js; test/stream Node 24: jest.stream.config.js.
	testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '<rootDir>/test/queue/', '<rootDir>/test/stream/', '<rootDir>/test/browser/'],
	// `Foo.node.js` in a test names the TypeScript source: a bare `Foo.node` would find the codex `Foo.node.json`.
	moduleNameMapper: { '^(\\.{1,2}/.*\\.node)\\.js$': '$1.ts' },
	setupFiles: ['<rootDir>/test/setup-env.js'],
	reporters: ['default', '<rootDir>/test/summary-reporter.js'],
	testTimeout: 60000,
};
