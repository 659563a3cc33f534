#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * What n8n's queue mode needs besides n8n: Redis (the queue) and PostgreSQL (the database main and
 * workers share; n8n's docs rule out SQLite there). Debian's `redis-server` and `postgresql`
 * packages, installed with apt-get when missing (CI is a fresh machine with root), then started on
 * 127.0.0.1 on free ports with their own data in a fresh folder below the git-ignored
 * `.queue-services/`, and removed again by `stop()`.
 *
 *   node scripts/queue-services.js      installs the packages if needed (nothing else)
 */

const fs = require('node:fs');
const path = require('node:path');
const { execFile, execFileSync, spawn } = require('node:child_process');
const { promisify } = require('node:util');

const { freePort } = require('./n8n-instance');

const execFileAsync = promisify(execFile);

const SERVICES_DIR = path.resolve(__dirname, '..', '.queue-services');
const REDIS_SERVER = '/usr/bin/redis-server';
const PG_ROOT = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root; the `postgresql` package creates this system user. */
const PG_USER = 'postgres';

/** @param {string} line */
const defaultLog = (line) => console.log(`[queue-services] ${line}`);

/** The `bin` folder of the newest installed PostgreSQL server, if any. */
function postgresBin() {
	if (!fs.existsSync(PG_ROOT)) return undefined;
	const versions = fs
		.readdirSync(PG_ROOT)
		.filter((version) => fs.existsSync(path.join(PG_ROOT, version, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a));
	return versions.length > 0 ? path.join(PG_ROOT, versions[0], 'bin') : undefined;
}

/**
 * Installs Redis and PostgreSQL from Debian's packages unless both are there already (then it
 * returns at once). Needs root and the Debian mirror.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ redisServer: string, pgBin: string }>}
 */
async function ensureQueueServices({ log = defaultLog } = {}) {
	let pgBin = postgresBin();
	if (!pgBin || !fs.existsSync(REDIS_SERVER)) {
		if (process.getuid?.() !== 0) {
			throw new Error('Queue mode needs the Debian packages redis-server and postgresql: run as root, or install them (apt-get install redis-server postgresql).');
		}
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		log('installing redis-server and postgresql from Debian (apt-get; once)…');
		await execFileAsync('apt-get', ['update', '-qq'], { env, maxBuffer: 64 * 1024 * 1024 });
		await execFileAsync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server', 'postgresql'], {
			env,
			maxBuffer: 64 * 1024 * 1024,
		});
		pgBin = postgresBin();
		if (!pgBin || !fs.existsSync(REDIS_SERVER)) throw new Error('apt-get finished, but redis-server or PostgreSQL is still missing');
		log('installed');
	}
	return { redisServer: REDIS_SERVER, pgBin };
}

/**
 * Starts Redis and PostgreSQL for one queue-mode n8n, each on a free port of 127.0.0.1 with its
 * data in a fresh folder below `.queue-services/`. `stop()` ends both and removes the folder.
 * @param {{ log?: (line: string) => void }} [options]
 */
async function startQueueServices({ log = defaultLog } = {}) {
	const { redisServer, pgBin } = await ensureQueueServices({ log });
	fs.mkdirSync(SERVICES_DIR, { recursive: true });
	const dir = fs.mkdtempSync(path.join(SERVICES_DIR, 'run-'));
	/** @type {Array<() => Promise<void> | void>} newest first on stop */
	const stops = [() => fs.rmSync(dir, { recursive: true, force: true })];
	const stop = async () => {
		for (const step of stops.reverse()) await step();
		stops.length = 0;
	};

	try {
		const redisPort = await freePort();
		const redisDir = path.join(dir, 'redis');
		fs.mkdirSync(redisDir);
		const redisLog = fs.openSync(path.join(dir, 'redis.log'), 'a');
		// In the foreground as our child, no persistence: the queue lives as long as the run.
		const redis = spawn(
			redisServer,
			['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no'],
			{ stdio: ['ignore', redisLog, redisLog] },
		);
		fs.closeSync(redisLog);
		const redisExited = new Promise((resolve) => redis.once('exit', resolve));
		stops.push(async () => {
			if (redis.exitCode === null && redis.signalCode === null) {
				redis.kill('SIGTERM');
				await redisExited;
			}
		});

		const pgPort = await freePort();
		const pgData = path.join(dir, 'postgres');
		fs.mkdirSync(pgData, { mode: 0o700 });
		// The postgres user must reach its data folder.
		fs.chmodSync(dir, 0o755);
		execFileSync('chown', [PG_USER, pgData]);
		const asPostgres = (/** @type {string} */ command, /** @type {string[]} */ args) =>
			execFileAsync('runuser', ['-u', PG_USER, '--', path.join(pgBin, command), ...args], { cwd: '/' });
		await asPostgres('initdb', ['-D', pgData, '-U', 'n8n', '--auth=trust', '--no-sync', '-E', 'UTF8']);
		await asPostgres('pg_ctl', [
			'start',
			'-w',
			'-D',
			pgData,
			'-l',
			path.join(pgData, 'server.log'),
			// TCP on loopback only; the socket stays in the data folder, away from the system's.
			'-o',
			`-p ${pgPort} -c listen_addresses=127.0.0.1 -k ${pgData} -c fsync=off`,
		]);
		stops.push(async () => {
			await asPostgres('pg_ctl', ['stop', '-D', pgData, '-m', 'fast', '-w']).catch(() => undefined);
		});
		await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'n8n', 'n8n']);

		await waitForRedis(redisPort, redisExited);
		log(`Redis on 127.0.0.1:${redisPort}, PostgreSQL on 127.0.0.1:${pgPort} (data in ${path.relative(process.cwd(), dir)})`);
		return {
			redis: { host: '127.0.0.1', port: redisPort },
			postgres: { host: '127.0.0.1', port: pgPort, database: 'n8n', user: 'n8n', password: '' },
			stop,
		};
	} catch (err) {
		await stop();
		throw err;
	}
}

/** Resolves once Redis answers PING. @param {number} port @param {Promise<unknown>} exited */
async function waitForRedis(port, exited) {
	let gone = false;
	exited.then(() => (gone = true));
	const net = require('node:net');
	const deadline = Date.now() + 2 * 60 * 1000;
	while (Date.now() < deadline) {
		if (gone) throw new Error('redis-server exited at start');
		const pong = await new Promise((resolve) => {
			const socket = net.connect(port, '127.0.0.1');
			socket.once('error', () => resolve(false));
			socket.once('connect', () => socket.write('PING\r\n'));
			socket.once('data', (data) => {
				socket.destroy();
				resolve(data.toString().startsWith('+PONG'));
			});
		});
		if (pong) return;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error('redis-server did not answer within 2 minutes');
}

module.exports = { ensureQueueServices, startQueueServices };

if (require.main === module) {
	ensureQueueServices().catch((err) => {
		console.error(err instanceof Error ? err.message : err);
		process.exit(1);
	});
}
