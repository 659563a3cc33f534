/** @type {import('jest').Config} */
// The browser test in `npm test`: the demo's n8n editor in headless Chromium (test/browser). The
// first run installs the pinned n8n and Debian's chromium and ffmpeg (scripts/browser.js).
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test/browser'],
	testMatch: ['**/*.test.ts'],
	globalSetup: '<rootDir>/test/browser/global-setup.js',
	reporters: ['default', ['<rootDir>/test/summary-reporter.js', { label: 'browser' }]],
	testTimeout: 5 * 60 * 1000,
};
