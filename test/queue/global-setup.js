// The pinned n8n, Redis and PostgreSQL are installed before any test starts, so the minutes the
// first install takes count against no test's timeout.
const { ensureRuntime } = require('../../scripts/n8n-runtime');
const { ensureQueueServices } = require('../../scripts/queue-services');

module.exports = async () => {
	await ensureRuntime();
	await ensureQueueServices();
};
