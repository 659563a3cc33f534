#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * `npm start` (after `npm run build`): the Fortnox sandbox with demo data and a real n8n with this
 * package installed as a community package, the example workflows and sandbox credentials
 * imported, and an owner account to log in with. A fresh n8n user folder (.n8n-demo/) each time.
 * Ctrl-C stops both. Ports: N8N_PORT (default 5678), SANDBOX_PORT (default 8787).
 */

const fs = require('node:fs');
const path = require('node:path');

const { startSandbox } = require('../sandbox');
const { DEMO } = require('../sandbox/demo-data');
const { CREDENTIALS, OWNER, installPackedPackage, startN8n } = require('./n8n-instance');
const { ensureRuntime } = require('./n8n-runtime');

const DEMO_DIR = path.resolve(__dirname, '..', '.n8n-demo');

/** Stops what has started so far, newest first. @type {Array<() => Promise<void>>} */
const running = [];
let stopping = false;

/** @param {number} code */
async function shutdown(code) {
	if (stopping) return;
	stopping = true;
	for (const stop of running.reverse()) await stop();
	console.log('n8n and the sandbox have stopped.');
	process.exit(code);
}

async function main() {
	for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
		process.on(signal, () => {
			console.log(`\n${signal}: stopping n8n and the sandbox…`);
			void shutdown(0);
		});
	}
	const n8nPort = Number(process.env.N8N_PORT || 5678);
	const sandboxPort = Number(process.env.SANDBOX_PORT || 8787);

	await ensureRuntime(); // the first time: minutes, with progress lines
	fs.rmSync(DEMO_DIR, { recursive: true, force: true });
	fs.mkdirSync(DEMO_DIR);
	const pkg = await installPackedPackage(DEMO_DIR);
	console.log(`Installed ${pkg.name}@${pkg.version} as a community package in ${path.relative(process.cwd(), pkg.dir)}`);

	const sandbox = await startSandbox({ port: sandboxPort, demo: true, log: true });
	running.push(() => sandbox.close());
	console.log(`Fortnox sandbox with demo data on ${sandbox.url}`);

	console.log('Starting n8n (about half a minute)…');
	const n8n = await startN8n({ userFolder: DEMO_DIR, sandbox, port: n8nPort });
	running.push(n8n.stop);
	n8n.exited.then(() => {
		if (stopping) return;
		console.error(`n8n stopped on its own; its log: ${n8n.logFile}`);
		void shutdown(1);
	});

	console.log(`
n8n is ready:  ${n8n.url}
  log in as    ${OWNER.email}
  password     ${OWNER.password}

Credentials    "${CREDENTIALS.serviceAccount.name}" (new nodes start with it), "${CREDENTIALS.api.name}" (legacy access token,
               the examples') and "${CREDENTIALS.oAuth2.name}" (connected), all on ${sandbox.url}
Workflows      ${n8n.examples.map((file) => `examples/${file}`).join(', ')}
n8n's log      ${path.relative(process.cwd(), n8n.logFile)}

Press Enter to have the sandbox accept a new start company order: its ORDER_ACCEPTED callback
starts the bank-certificate example once that workflow is published (active).
Sandbox requests are printed below. Press Ctrl-C to stop n8n and the sandbox.
`);
	process.stdin.on('data', () => {
		const order = sandbox.createStartOrder(DEMO.tenantId);
		console.log(`Start company order ${order.id} (${order.company_information.name}) accepted: callbacks sent.`);
	});
}

main().catch((err) => {
	console.error(err instanceof Error ? err.message : err);
	void shutdown(1);
});
