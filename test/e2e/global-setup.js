// Installs the pinned n8n before any test starts, so the minutes it takes the first time count
// against no test's timeout and its progress lines reach the log as they happen.
const { ensureRuntime } = require('../../scripts/n8n-runtime');

module.exports = async () => {
	await ensureRuntime();
};
