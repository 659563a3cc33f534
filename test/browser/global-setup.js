// The pinned n8n, Chromium and ffmpeg are installed before any test starts, so the minutes the
// first install takes count against no test's timeout.
const { ensureBrowser } = require('../../scripts/browser');
const { ensureRuntime } = require('../../scripts/n8n-runtime');

module.exports = async () => {
	await ensureRuntime();
	await ensureBrowser();
};
