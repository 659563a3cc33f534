#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * `npm start` (after `npm run build`): the Fortnox sandbox with demo data and a real n8n with this
 * package installed as a community package, the example workflows and sandbox credentials
 * imported, and an owner account to log in with. n8n's user folder and the sandbox's records
 * (.n8n-demo/, or FORTNOX_DEMO_DIR) are kept from one start to the next; `npm start -- --fresh`
 * (or FORTNOX_DEMO_FRESH=1) starts over. Ctrl-C stops both. Ports: N8N_PORT (default 5678),
 * SANDBOX_PORT (default 8787), checked before anything is installed.
 */

const fs = require('node:fs');
const path = require('node:path');

const { startSandbox } = require('../sandbox');
const { DEMO } = require('../sandbox/demo-data');
const { CREDENTIALS, OWNER, canListen, installPackedPackage, startN8n } = require('./n8n-instance');
const { ensureRuntime } = require('./n8n-runtime');

const DEMO_DIR = path.resolve(process.env.FORTNOX_DEMO_DIR || path.join(__dirname, '..', '.n8n-demo'));
/** The sandbox's records, saved every 30 s when they changed and when it stops. */
const STATE_FILE = path.join(DEMO_DIR, 'sandbox-state.bin');
/** n8n's database: a user folder that has one holds the user's workflows. */
const N8N_DATABASE = path.join(DEMO_DIR, '.n8n', 'database.sqlite');
/** The sandbox address the credentials in n8n's database point to. */
const START_FILE = path.join(DEMO_DIR, 'demo-start.json');

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
	// Seconds now rather than an EADDRINUSE after minutes of installing.
	await refuseTakenPorts([
		{ variable: 'N8N_PORT', port: n8nPort },
		{ variable: 'SANDBOX_PORT', port: sandboxPort },
	]);

	const fresh = process.argv.includes('--fresh') || process.env.FORTNOX_DEMO_FRESH === '1';
	const kept = !fresh && fs.existsSync(N8N_DATABASE);
	await ensureRuntime(); // the first time: minutes, with progress lines
	if (!kept) fs.rmSync(DEMO_DIR, { recursive: true, force: true });
	fs.mkdirSync(DEMO_DIR, { recursive: true });
	const pkg = await installPackedPackage(DEMO_DIR);
	console.log(`Installed ${pkg.name}@${pkg.version} as a community package in ${path.relative(process.cwd(), pkg.dir)}`);

	const sandbox = await startSandbox({ port: sandboxPort, demo: true, log: true, stateFile: STATE_FILE });
	running.push(() => sandbox.close());
	console.log(`Fortnox sandbox with ${sandbox.keptFrom ? 'your kept records' : 'demo data'} on ${sandbox.url}`);

	// A kept n8n has the user's workflows and credentials: importing the examples again would overwrite
	// their edits. The credentials are imported again when the sandbox they point to is not the one they know.
	const knownSandbox = kept && fs.existsSync(START_FILE) ? JSON.parse(fs.readFileSync(START_FILE, 'utf8')).sandboxUrl : null;
	const imports = { workflows: !kept, credentials: !kept || !sandbox.keptFrom || knownSandbox !== sandbox.url };
	fs.writeFileSync(START_FILE, JSON.stringify({ sandboxUrl: sandbox.url }));

	console.log('Starting n8n (about half a minute)…');
	const n8n = await startN8n({ userFolder: DEMO_DIR, sandbox, port: n8nPort, imports });
	running.push(n8n.stop);
	n8n.exited.then(() => {
		if (stopping) return;
		console.error(`n8n stopped on its own; its log: ${n8n.logFile}`);
		void shutdown(1);
	});

	console.log(`
${startLine(kept, sandbox.keptFrom)}

n8n is ready:  ${n8n.url}
  log in as    ${OWNER.email}
  password     ${OWNER.password}

Credentials    "${CREDENTIALS.serviceAccount.name}" (new nodes start with it), "${CREDENTIALS.api.name}" (legacy access token,
               the examples'), "${CREDENTIALS.readOnly.name}" (Read Only on: the accounting assistant's)
               and "${CREDENTIALS.oAuth2.name}" (connected), all on ${sandbox.url}; "${CREDENTIALS.limited.name}": a second
               company as a real one can be (no Lager module, no salary scope, contribution values hidden)
Workflows      ${kept ? 'yours, as you left them (the examples were imported on the first start)' : n8n.examples.map((file) => `examples/${file}`).join(', ')}
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

/**
 * Which of the two a start did: kept the user's work (from when) or started over.
 * @param {boolean} kept n8n's user folder was kept @param {Date | null} keptFrom when the sandbox's records were saved
 */
function startLine(kept, keptFrom) {
	const folder = `${path.relative(process.cwd(), DEMO_DIR) || '.'}/`;
	if (!kept) return `Started fresh: the example workflows and the demo data, kept in ${folder} from now on.`;
	const what = keptFrom
		? `your workflows and sandbox data from ${keptFrom.toLocaleString('sv-SE')}`
		: 'your workflows (the sandbox had no saved records: it has the demo data again, and the credentials were imported again)';
	return `Kept ${what} in ${folder}; \`npm start -- --fresh\` starts over.`;
}

/**
 * Refuses a port something else listens on, naming the variable that moves it.
 * @param {Array<{ variable: string, port: number }>} ports
 */
async function refuseTakenPorts(ports) {
	for (const { variable, port } of ports) {
		if (!(await canListen(port))) throw new Error(`Port ${port} is taken (${variable}). Stop what uses it or start with ${variable}=<free port> npm start.`);
	}
	if (ports[0].port === ports[1].port) throw new Error(`${ports[0].variable} and ${ports[1].variable} are both ${ports[0].port}: give one of them another port.`);
}

main().catch((err) => {
	console.error(err instanceof Error ? err.message : err);
	void shutdown(1);
});
