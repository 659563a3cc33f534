#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * node sandbox/cli.js [--port 8787] [--host 127.0.0.1] [--no-rate-limit] [--time-scale N] [--latency MS] [--quiet]
 * Starts the sandbox with demo data and prints the URL and the demo credentials.
 */

const { startSandbox } = require('./index');
const { DEMO } = require('./demo-data');

/** @param {string[]} argv */
function parseArgs(argv) {
	const opts = { port: 8787, host: '127.0.0.1', rateLimit: true, timeScale: 1, latency: 0, log: true };
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		const next = () => {
			const v = argv[++i];
			if (v === undefined) throw new Error(`${arg} needs a value`);
			return v;
		};
		if (arg === '--port') opts.port = Number(next());
		else if (arg === '--host') opts.host = next();
		else if (arg === '--no-rate-limit') opts.rateLimit = false;
		else if (arg === '--time-scale') opts.timeScale = Number(next());
		else if (arg === '--latency') opts.latency = Number(next());
		else if (arg === '--quiet') opts.log = false;
		else if (arg === '--help' || arg === '-h') {
			console.log('Usage: node sandbox/cli.js [--port 8787] [--host 127.0.0.1] [--no-rate-limit] [--time-scale N] [--latency MS] [--quiet]');
			process.exit(0);
		} else throw new Error(`Unknown option ${arg}`);
	}
	if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error('--port must be 0–65535');
	if (!(opts.timeScale > 0)) throw new Error('--time-scale must be a positive number');
	if (!(opts.latency >= 0)) throw new Error('--latency must be a number of milliseconds, 0 or more');
	return opts;
}

async function main() {
	let opts;
	try {
		opts = parseArgs(process.argv.slice(2));
	} catch (err) {
		console.error(String(err instanceof Error ? err.message : err));
		process.exit(2);
	}
	const sandbox = await startSandbox({ ...opts, demo: true });
	console.log(`Fortnox sandbox listening on ${sandbox.url}`);
	console.log('');
	console.log('Fortnox API credential (Access-Token + Client-Secret):');
	console.log(`  Base URL       ${sandbox.url}`);
	console.log(`  Access Token   ${DEMO.accessToken}`);
	console.log(`  Client Secret  ${DEMO.clientSecret}`);
	console.log('Fortnox OAuth2 credential (auto-approved, demo tenant):');
	console.log(`  Authorization URL  ${sandbox.url}/oauth-v1/auth`);
	console.log(`  Access Token URL   ${sandbox.url}/oauth-v1/token`);
	console.log(`  Client ID          ${DEMO.oauthClientId}`);
	console.log(`  Client Secret      ${DEMO.oauthClientSecret}`);
	console.log('Fortnox Service Account credential (same app, demo tenant):');
	console.log(`  Client ID / Secret  ${DEMO.oauthClientId} / ${DEMO.oauthClientSecret}`);
	console.log(`  Tenant ID           ${DEMO.tenantId}`);
	console.log(`  Base URL, Auth URL  ${sandbox.url}`);
	console.log(`Rate limit: ${opts.rateLimit ? '25 requests per 5 s per token' : 'off'}; time scale ${opts.timeScale}; latency ${opts.latency} ms.`);
	console.log('Press Ctrl-C to stop.');

	let closing = false;
	const shutdown = (/** @type {string} */ signal) => {
		if (closing) return;
		closing = true;
		console.log(`\n${signal}: closing sandbox`);
		sandbox.close().then(() => process.exit(0));
	};
	process.on('SIGINT', () => shutdown('SIGINT'));
	process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
	console.error(err);
	process.exit(1);
});
