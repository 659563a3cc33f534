/** @type {import('jest').Config} */
// `npm run test:queue` (the last step of `npm test`): n8n in queue mode, main and two workers with
// Redis and PostgreSQL from Debian's packages (scripts/queue-services.js), sharing one Fortnox token.
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test/queue'],
	testMatch: ['**/*.test.ts'],
	globalSetup: '<rootDir>/test/queue/global-setup.js',
	reporters: ['default', ['<rootDir>/test/summary-reporter.js', { label: 'queue' }]],
	testTimeout: 5 * 60 * 1000,
};
