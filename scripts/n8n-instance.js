// @ts-check
'use strict';

/**
 * A real n8n process with this package installed as a community package, credentials for the
 * sandbox and the example workflows imported, and an owner account. Shared by `npm start`
 * (scripts/start.js) and the end-to-end tests (test/e2e). Types: n8n-instance.d.ts.
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { execFile, spawn } = require('node:child_process');
const { promisify } = require('node:util');

const { DEMO, LIMITED } = require('../sandbox/demo-data');
const { ensureRuntime } = require('./n8n-runtime');

const execFileAsync = promisify(execFile);

const ROOT = path.resolve(__dirname, '..');
const EXAMPLES_DIR = path.join(ROOT, 'examples');

/** The owner account n8n creates from its N8N_INSTANCE_OWNER_* settings on start. */
const OWNER = Object.freeze({ email: 'demo@example.com', password: 'Fortnox-Demo-1', firstName: 'Demo', lastName: 'Owner' });

/** The credentials the examples use, by the fixed ids their nodes reference. */
const CREDENTIALS = Object.freeze({
	api: Object.freeze({ id: 'fortnoxSandboxApi', name: 'Fortnox Sandbox', type: 'fortnoxApi' }),
	oAuth2: Object.freeze({ id: 'fortnoxSandboxOAuth', name: 'Fortnox Sandbox (OAuth2)', type: 'fortnoxOAuth2Api' }),
	// New nodes start with Authentication: Service Account, so one is ready for them.
	serviceAccount: Object.freeze({ id: 'fortnoxSandboxService', name: 'Fortnox Sandbox (Service Account)', type: 'fortnoxServiceAccountApi' }),
	// Read Only on: what an AI agent's tools get (examples/accounting-assistant-mcp-server.json).
	readOnly: Object.freeze({ id: 'fortnoxSandboxReadOnly', name: 'Fortnox Sandbox (read only)', type: 'fortnoxApi' }),
	// The second demo company, as a real one can be: no Lager module, no salary scope, contribution values hidden (docs/scopes.md).
	limited: Object.freeze({ id: 'fortnoxSandboxLimited', name: 'Fortnox Sandbox (Begränsad Handel AB)', type: 'fortnoxApi' }),
});

/** Ports below Linux's ephemeral range (32768–60999), which outgoing connections take their local ports from. */
const PORT_RANGE = { from: 20000, to: 32000 };

/** @param {number} port @returns {Promise<boolean>} whether 127.0.0.1:port could be bound just now */
function canListen(port) {
	return new Promise((resolve) => {
		const server = net.createServer();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}

/**
 * A port nothing listens on right now, for a server started a few seconds later. Taken from below
 * the ephemeral range: a port the kernel hands out for listen(0) is one it may give the next
 * outgoing connection as well, and on a busy machine one often does before the server binds it.
 * @returns {Promise<number>}
 */
async function freePort() {
	for (;;) {
		const port = PORT_RANGE.from + crypto.randomInt(PORT_RANGE.to - PORT_RANGE.from);
		if (await canListen(port)) return port;
	}
}

/**
 * `npm pack` of the built package (`npm run build` first).
 * @param {string} destination folder for the tarball
 * @returns {Promise<string>} the tarball's path
 */
async function packPackage(destination) {
	const { stdout } = await execFileAsync(
		'npm',
		['pack', '--json', '--ignore-scripts', '--loglevel=error', '--pack-destination', destination],
		{ cwd: ROOT },
	);
	return path.join(destination, JSON.parse(stdout)[0].filename);
}

/** Unpacks a package tarball into `dir` (created if missing), as `npm pack` made it. @param {string} tarball @param {string} dir */
async function unpack(tarball, dir) {
	fs.mkdirSync(dir, { recursive: true });
	await execFileAsync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
}

/**
 * Packs the package into `userFolder` and leaves it there as n8n's community install does
 * (CommunityPackagesService.downloadPackage): unpacked into `.n8n/nodes/node_modules/<name>`
 * without its dev, peer and optional dependencies, and listed in `.n8n/nodes/package.json`.
 * (n8n then runs `npm install` in it for the package's dependencies; this package has none.)
 * @param {string} userFolder
 */
async function installPackedPackage(userFolder) {
	const staging = fs.mkdtempSync(path.join(userFolder, 'package-'));
	await unpack(await packPackage(userFolder), staging);
	const manifestFile = path.join(staging, 'package.json');
	const { devDependencies, peerDependencies, optionalDependencies, ...manifest } = JSON.parse(
		fs.readFileSync(manifestFile, 'utf8'),
	);
	fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
	const nodesDir = path.join(userFolder, '.n8n', 'nodes');
	const packageDir = path.join(nodesDir, 'node_modules', manifest.name);
	fs.mkdirSync(path.dirname(packageDir), { recursive: true });
	// A kept user folder (`npm start` again) holds the previous build: this one replaces it.
	fs.rmSync(packageDir, { recursive: true, force: true });
	fs.renameSync(staging, packageDir);
	const ledger = { name: 'installed-nodes', private: true, dependencies: { [manifest.name]: manifest.version } };
	fs.writeFileSync(path.join(nodesDir, 'package.json'), JSON.stringify(ledger, null, 2));
	return { name: /** @type {string} */ (manifest.name), version: /** @type {string} */ (manifest.version), dir: packageDir };
}

/** Every scope of Fortnox's Scopes table (developerapi: the Integration Developer node), so one OAuth2 credential serves every node. */
const OAUTH2_SCOPE = Object.keys(require('../nodes/shared/transport/scopes.json').scopes).join(' ');

/**
 * The credentials for the sandbox's demo tenant (one of them read-only), in `n8n import:credentials` form; the OAuth2
 * one arrives connected, with tokens the sandbox issued (Reconnect runs the consent flow against it);
 * the service account is the demo app's, which the demo company approved.
 * `workers`: how many queue-mode workers share the token (the credentials' own setting for it).
 * @param {import('../sandbox').Sandbox} sandbox
 * @param {number} [workers]
 */
function sandboxCredentials(sandbox, workers = 1) {
	const tokens = sandbox.issueOAuthTokens(DEMO.tenantId, DEMO.oauthClientId, OAUTH2_SCOPE);
	return [
		{
			...CREDENTIALS.api,
			data: { accessToken: DEMO.accessToken, clientSecret: DEMO.clientSecret, baseUrl: sandbox.url, workersSharingToken: workers },
		},
		{
			...CREDENTIALS.readOnly,
			data: { accessToken: DEMO.accessToken, clientSecret: DEMO.clientSecret, baseUrl: sandbox.url, workersSharingToken: workers, readOnly: true },
		},
		{
			...CREDENTIALS.oAuth2,
			data: {
				grantType: 'authorizationCode',
				authUrl: `${sandbox.url}/oauth-v1/auth`,
				accessTokenUrl: `${sandbox.url}/oauth-v1/token`,
				clientId: DEMO.oauthClientId,
				clientSecret: DEMO.oauthClientSecret,
				scope: OAUTH2_SCOPE,
				authQueryParameters: 'access_type=offline',
				authentication: 'header',
				baseUrl: sandbox.url,
				workersSharingToken: workers,
				oauthTokenData: tokens,
			},
		},
		{
			...CREDENTIALS.limited,
			data: { accessToken: LIMITED.accessToken, clientSecret: LIMITED.clientSecret, baseUrl: sandbox.url, workersSharingToken: workers },
		},
		{
			...CREDENTIALS.serviceAccount,
			data: {
				clientId: DEMO.oauthClientId,
				clientSecret: DEMO.oauthClientSecret,
				tenantId: DEMO.tenantId,
				baseUrl: sandbox.url,
				authUrl: sandbox.url,
				workersSharingToken: workers,
			},
		},
	];
}

/**
 * What n8n's queue mode adds (scripts/queue-services.js starts Redis and PostgreSQL): main puts
 * production executions on the Redis queue, `workers` processes of `n8n worker` run them, at most
 * `workerConcurrency` at a time each, all on one PostgreSQL database and one encryption key.
 * @typedef {{
 *   redis: { host: string, port: number },
 *   postgres: { host: string, port: number, database: string, user: string, password: string },
 *   workers: number,
 *   workerConcurrency: number,
 *   workersSharingToken?: number,
 *   webhookProcessor?: boolean,
 * }} QueueMode
 * `workersSharingToken`: what the sandbox credentials tell the package (default `workers`); 1
 * leaves the workers' limiters to find their shares from the 429s alone. `webhookProcessor`: an
 * `n8n webhook` process takes the production webhooks (main takes none), as a production queue
 * setup routes `/webhook/` to its webhook processors.
 */

/**
 * Imports the sandbox credentials and every `examples/*.json`, then starts n8n (installing the
 * runtime first if needed) on 127.0.0.1 and waits until it is ready; with `queue`, also its workers.
 * `imports` leaves either import out: in a user folder kept from an earlier start (`npm start`),
 * importing the examples again would overwrite the user's edits of them.
 * n8n's own output goes to `<userFolder>/n8n.log` (workers: `worker-<n>.log`). `env`: settings of
 * n8n's own added to (or replacing) these, for main, workers and the CLI commands alike (for
 * example N8N_SCHEDULER_ENABLED).
 * @param {{ userFolder: string, sandbox: import('../sandbox').Sandbox, port?: number, queue?: QueueMode, env?: Record<string, string>,
 *           imports?: { credentials: boolean, workflows: boolean } }} options
 */
async function startN8n({ userFolder, sandbox, port, queue, env: extraEnv, imports = { credentials: true, workflows: true } }) {
	const runtime = await ensureRuntime();
	// A webhook processor takes the production webhooks: their URLs (what a trigger registers) are its own.
	const webhookPort = queue?.webhookProcessor ? await freePort() : undefined;
	const bcrypt = require(require.resolve('bcryptjs', { paths: [path.dirname(runtime.n8n)] }));
	const baseEnv = {
		...process.env,
		// Jest sets NODE_ENV=test, in which n8n refuses to load nodes.
		NODE_ENV: 'production',
		N8N_USER_FOLDER: userFolder,
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		// Plain http on 127.0.0.1: the session cookie must not be https-only.
		N8N_SECURE_COOKIE: 'false',
		// Schedules and dates in the examples read as a Swedish bookkeeper would expect.
		GENERIC_TIMEZONE: 'Europe/Stockholm',
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_INSTANCE_OWNER_MANAGED_BY_ENV: 'true',
		N8N_INSTANCE_OWNER_EMAIL: OWNER.email,
		N8N_INSTANCE_OWNER_FIRST_NAME: OWNER.firstName,
		N8N_INSTANCE_OWNER_LAST_NAME: OWNER.lastName,
		N8N_INSTANCE_OWNER_PASSWORD_HASH: bcrypt.hashSync(OWNER.password, 10),
		// Binary data on disk, as n8n 2.x keeps it outside queue mode; n8n 1.x would hold it in memory.
		...(queue ? queueEnv(queue) : { N8N_DEFAULT_BINARY_DATA_MODE: 'filesystem' }),
		...(webhookPort ? { N8N_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/`, N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true' } : {}),
		...extraEnv,
	};

	/** Runs an n8n CLI command against this user folder; rejects when it exits non-zero. @param {string[]} args */
	const cli = (args) => execFileAsync(runtime.node, [runtime.n8n, ...args], { cwd: userFolder, env: baseEnv, maxBuffer: 64 * 1024 * 1024 });

	if (imports.credentials) {
		const credentialsFile = path.join(userFolder, 'credentials.json');
		fs.writeFileSync(credentialsFile, JSON.stringify(sandboxCredentials(sandbox, queue?.workersSharingToken ?? queue?.workers)));
		await cli(['import:credentials', `--input=${credentialsFile}`]);
		fs.rmSync(credentialsFile);
	}
	const examples = fs.readdirSync(EXAMPLES_DIR).filter((file) => file.endsWith('.json'));
	if (imports.workflows) await cli(['import:workflow', '--separate', `--input=${EXAMPLES_DIR}`]);

	const logFile = path.join(userFolder, 'n8n.log');
	let { main, url, env } = await startMain(runtime, baseEnv, userFolder, logFile, port);
	/** @type {Array<ReturnType<typeof spawnN8n>>} */
	const workers = [];
	/** Stops the workers (and the webhook processor), then main. */
	const stop = async () => {
		await Promise.all(workers.map((worker) => worker.stop()));
		await main.stop();
	};

	try {
		await ensureOwner(url);
		const ready = [];
		for (let n = 1; n <= (queue?.workers ?? 0); n++) {
			const healthPort = await freePort();
			const workerLog = path.join(userFolder, `worker-${n}.log`);
			const worker = spawnN8n(
				runtime,
				['worker', `--concurrency=${queue?.workerConcurrency}`],
				{
					...env,
					N8N_RUNNERS_BROKER_PORT: String(await freePort()),
					// The worker's /healthz/readiness: database, Redis and the job runner are up.
					QUEUE_HEALTH_CHECK_ACTIVE: 'true',
					QUEUE_HEALTH_CHECK_PORT: String(healthPort),
					N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
				},
				userFolder,
				workerLog,
			);
			workers.push(worker);
			ready.push(waitReady(`http://127.0.0.1:${healthPort}`, worker.exited, workerLog));
		}
		if (webhookPort) {
			const webhookLog = path.join(userFolder, 'webhook.log');
			const processor = spawnN8n(runtime, ['webhook'], { ...env, N8N_PORT: String(webhookPort), N8N_RUNNERS_BROKER_PORT: String(await freePort()) }, userFolder, webhookLog);
			workers.push(processor);
			ready.push(waitReady(`http://127.0.0.1:${webhookPort}`, processor.exited, webhookLog));
		}
		await Promise.all(ready);
	} catch (err) {
		await stop();
		throw err;
	}
	/**
	 * Stops main alone, as a deploy or a crash would, does `whileDown`, and starts main again on its
	 * port and database; workers go on.
	 * @param {() => Promise<void>} [whileDown]
	 */
	const restartMain = async (whileDown) => {
		await main.stop();
		await whileDown?.();
		({ main } = await startMain(runtime, baseEnv, userFolder, logFile, Number(new URL(url).port)));
	};
	return {
		url,
		webhookUrl: webhookPort ? `http://127.0.0.1:${webhookPort}` : url,
		owner: OWNER,
		examples,
		logFile,
		stop,
		restartMain,
		get exited() {
			return main.exited;
		},
	};
}

/**
 * Starts n8n's main process and waits until it is ready. A port chosen free can still be taken by
 * another process before n8n binds it (a busy machine): then it starts again on other ports, up to
 * three times. A port the caller named is never changed.
 * @param {{ node: string, n8n: string }} runtime @param {NodeJS.ProcessEnv} baseEnv
 * @param {string} userFolder @param {string} logFile @param {number | undefined} port
 */
async function startMain(runtime, baseEnv, userFolder, logFile, port) {
	for (let attempt = 1; ; attempt++) {
		const n8nPort = port || (await freePort());
		const url = `http://127.0.0.1:${n8nPort}`;
		const env = {
			...baseEnv,
			N8N_PORT: String(n8nPort),
			N8N_EDITOR_BASE_URL: url,
			N8N_WEBHOOK_URL: baseEnv.N8N_WEBHOOK_URL ?? `${url}/`,
			// n8n's task-runner broker would take 5679 otherwise: several n8n can run side by side.
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
		};
		const main = spawnN8n(runtime, ['start'], env, userFolder, logFile);
		try {
			await waitReady(url, main.exited, logFile);
			return { main, url, env };
		} catch (err) {
			await main.stop();
			if (port || attempt === 3 || !/EADDRINUSE/.test(tail(logFile))) throw err;
			fs.appendFileSync(logFile, `\n[n8n-instance] a port was taken before n8n bound it; starting again on other ports\n`);
		}
	}
}

/** The owner's session cookie (`name=value`), from n8n's own login route. @param {{ url: string, owner: typeof OWNER }} n8n */
async function ownerSession(n8n) {
	const res = await fetch(`${n8n.url}/rest/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ emailOrLdapLoginId: n8n.owner.email, password: n8n.owner.password }),
	});
	if (!res.ok) throw new Error(`owner login: HTTP ${res.status} ${await res.text()}`);
	const cookie = res.headers.getSetCookie().find((line) => line.startsWith('n8n-auth='));
	if (!cookie) throw new Error('owner login: n8n set no n8n-auth cookie');
	return cookie.split(';')[0];
}

/**
 * n8n 2.x creates the owner from the N8N_INSTANCE_OWNER_* settings; n8n 1.x (`npm run test:compat`)
 * knows no such settings and is set up here as its first-run screen does.
 * @param {string} url
 */
async function ensureOwner(url) {
	const post = (/** @type {string} */ route, /** @type {object} */ body) =>
		fetch(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
	const logIn = () => post('/rest/login', { emailOrLdapLoginId: OWNER.email, password: OWNER.password });
	let login = await logIn();
	// n8n 1.x reports ready before it has mounted its REST routes: 404 until then.
	for (const deadline = Date.now() + 3 * 60 * 1000; login.status === 404 && Date.now() < deadline; login = await logIn()) {
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
	if (login.ok) return;
	const setup = await post('/rest/owner/setup', OWNER);
	if (!setup.ok) throw new Error(`owner setup: HTTP ${setup.status} ${await setup.text()}`);
}

/** @param {QueueMode} queue @returns {Record<string, string>} */
function queueEnv({ redis, postgres }) {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: redis.host,
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: postgres.host,
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_DATABASE: postgres.database,
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: postgres.password,
		// Main and workers decrypt the same credentials.
		N8N_ENCRYPTION_KEY: crypto.randomBytes(24).toString('hex'),
		// Manual executions on the workers too, as n8n 3.x always runs them in queue mode.
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
	};
}

/**
 * One n8n process (`start` or `worker`) with its output in `logFile`, in its own process group so
 * a Ctrl-C reaches only the parent, which stops n8n in order.
 * @param {{ node: string, n8n: string }} runtime @param {string[]} args
 * @param {NodeJS.ProcessEnv} env @param {string} cwd @param {string} logFile
 */
function spawnN8n(runtime, args, env, cwd, logFile) {
	const log = fs.openSync(logFile, 'a');
	const child = spawn(runtime.node, [runtime.n8n, ...args], { cwd, env, stdio: ['ignore', log, log], detached: true });
	fs.closeSync(log);
	const exited = new Promise((resolve) => child.once('exit', resolve));
	const killGroup = () => {
		try {
			process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
		} catch {
			// already gone
		}
	};
	process.once('exit', killGroup);

	/** Stops n8n (SIGTERM, its graceful shutdown), then anything left of its process group. */
	async function stop() {
		if (child.exitCode === null && child.signalCode === null) {
			process.kill(/** @type {number} */ (child.pid), 'SIGTERM');
			const patience = setTimeout(killGroup, 30000);
			await exited;
			clearTimeout(patience);
		}
		killGroup();
		process.off('exit', killGroup);
	}
	return { exited, stop };
}

/**
 * Resolves once n8n answers `/healthz/readiness` (database migrated, nodes loaded, server up).
 * @param {string} url @param {Promise<unknown>} exited @param {string} logFile
 */
async function waitReady(url, exited, logFile) {
	let gone = false;
	exited.then(() => (gone = true));
	// A loaded 2-core machine can take several minutes to migrate the database and load nodes.
	const deadline = Date.now() + 10 * 60 * 1000;
	while (Date.now() < deadline) {
		if (gone) throw new Error(`n8n exited before it was ready:\n${tail(logFile)}`);
		const ready = await fetch(`${url}/healthz/readiness`).then(
			(res) => res.ok,
			() => false,
		);
		if (ready) return;
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
	throw new Error(`n8n was not ready within 10 minutes:\n${tail(logFile)}`);
}

/** @param {string} file */
function tail(file) {
	return fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
}

module.exports = { CREDENTIALS, EXAMPLES_DIR, OWNER, canListen, freePort, installPackedPackage, ownerSession, packPackage, startN8n, unpack };
