/** @type {import('jest').Config} */
// `npm run test:live`: test/live alone, against a Fortnox test company when FORTNOX_LIVE_* are set
// (see docs/testing.md, "Live conformance run"), else the sandbox. `jest` runs the same folder against the sandbox.
const base = require('./jest.config');

module.exports = { ...base, roots: ['<rootDir>/test/live'], testTimeout: 120000 };
