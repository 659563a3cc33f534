#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * What n8n's queue mode needs besides n8n: Redis (the queue) and PostgreSQL (the database main and
 * workers share; n8n's docs rule out SQLite there). Debian's `redis-server` and `postgresql`
 * packages, installed with apt-get when missing (CI is a fresh machine with root), then started on
 * 127.0.0.1 on free ports, and removed again by `stop()`.
 *
 * Their data (PostgreSQL's data folder, socket and log; Redis's folder and log) go in a fresh folder
 * under the system's temp folder (`os.tmpdir()`), not in the clone: PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user, who may not enter a clone in a private home
 * folder. The programs themselves are the packages' (/usr/bin, /usr/lib/postgresql); nothing the
 * services read lives in the clone. When a service cannot start, the error names it, the command,
 * its exit code, the last lines of its log and what to do.
 *
 *   node scripts/queue-services.js      installs the packages if needed (nothing else)
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile, execFileSync, spawn } = require('node:child_process');
const { promisify } = require('node:util');

const { aptInstall } = require('./apt');
const { freePort } = require('./n8n-instance');

const execFileAsync = promisify(execFile);

const REDIS_SERVER = '/usr/bin/redis-server';
const PG_ROOT = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root; the `postgresql` package creates this system user. */
const PG_USER = 'postgres';
/** How many lines of a service's log a start failure quotes. */
const LOG_LINES = 15;

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
		await aptInstall(['redis-server', 'postgresql'], 'Queue mode', log);
		pgBin = postgresBin();
		if (!pgBin || !fs.existsSync(REDIS_SERVER)) throw new Error('apt-get finished, but redis-server or PostgreSQL is still missing');
	}
	return { redisServer: REDIS_SERVER, pgBin };
}

/** The last `LOG_LINES` non-empty lines of `text`. @param {string} text */
const lastLines = (text) =>
	text
		.split('\n')
		.filter((line) => line.trim() !== '')
		.slice(-LOG_LINES);

/** A file's text, or '' when it cannot be read. @param {string} file */
const readLog = (file) => {
	try {
		return fs.readFileSync(file, 'utf8');
	} catch {
		return '';
	}
};

/** Quotes one argument for a command line a user may copy. @param {string} arg */
const shellQuote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/**
 * The plain error for a service that could not start.
 * @param {{ service: string, command: string[], exit: string, log: string, hint: string }} failure
 */
function startError({ service, command, exit, log, hint }) {
	const lines = lastLines(log);
	return new Error(
		[
			`${service} could not start for the queue-mode tests: \`${command.map(shellQuote).join(' ')}\` ${exit}.`,
			lines.length > 0 ? `Last lines of its log:\n${lines.map((line) => `  | ${line}`).join('\n')}` : 'It wrote no log.',
			`What to do: ${hint}`,
		].join('\n'),
	);
}

/**
 * What to do about a failed start, from its log. @param {string} log @param {string} user @param {string} dir
 * @param {number} port
 */
function hintFor(log, user, dir, port) {
	if (/address already in use|could not bind/i.test(log)) {
		return `port ${port} of 127.0.0.1 is taken: run the tests again (they pick free ports anew), or end the program listening there (\`ss -ltnp 'sport = :${port}'\` names it).`;
	}
	if (/permission denied/i.test(log)) {
		return `the user ${user} may not use its data folder ${dir}: it lies under the system's temp folder (${os.tmpdir()}, from TMPDIR); point TMPDIR at a folder every user may enter, such as /tmp.`;
	}
	return 'the log lines above say why; run the command by hand to see more.';
}

/** `"exited with code N"` or what else ended a command. @param {any} err */
function exitOf(err) {
	if (typeof err?.code === 'number') return `exited with code ${err.code}`;
	if (err?.signal) return `was ended by ${err.signal}`;
	return `could not run (${err?.code ?? err?.message ?? err})`;
}

/**
 * The first folder on the way to `target` that `user` may not enter, if any (root only).
 * @param {string} user @param {string} target
 */
async function unreachableAncestor(user, target) {
	const folders = [];
	for (let folder = target; ; folder = path.dirname(folder)) {
		folders.unshift(folder);
		if (path.dirname(folder) === folder) break;
	}
	for (const folder of folders) {
		try {
			await execFileAsync('runuser', ['-u', user, '--', 'test', '-x', folder], { cwd: '/' });
		} catch {
			return folder;
		}
	}
	return undefined;
}

/**
 * Starts Redis and PostgreSQL for one queue-mode n8n, each on a free port of 127.0.0.1 (or the
 * ones given) with its data in a fresh folder under the system's temp folder. `stop()` ends both
 * and removes the folder.
 * @param {{ log?: (line: string) => void, ports?: { redis?: number, postgres?: number } }} [options]
 */
async function startQueueServices({ log = defaultLog, ports = {} } = {}) {
	const { redisServer, pgBin } = await ensureQueueServices({ log });
	const asRoot = process.getuid?.() === 0;
	// As root, PostgreSQL runs as its own user; otherwise as this one (it refuses only root).
	const pgUser = asRoot ? PG_USER : os.userInfo().username;
	// Owned by this user, 0700 from mkdtemp; as root opened for traversal only (0711), so the
	// postgres user reaches its own subfolder without being able to list the others.
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortnox-queue-services-'));
	/** @type {Array<() => Promise<void> | void>} newest first on stop */
	const stops = [() => fs.rmSync(dir, { recursive: true, force: true })];
	const stop = async () => {
		for (const step of stops.reverse()) await step();
		stops.length = 0;
	};

	try {
		const redisPort = ports.redis ?? (await freePort());
		const redisDir = path.join(dir, 'redis');
		fs.mkdirSync(redisDir, { mode: 0o700 });
		const redisLogFile = path.join(redisDir, 'redis.log');
		const redisLog = fs.openSync(redisLogFile, 'a');
		const redisArgs = ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no'];
		// In the foreground as this process's child (so as this user, who owns its folder), no
		// persistence: the queue lives as long as the run.
		const redis = spawn(redisServer, redisArgs, { stdio: ['ignore', redisLog, redisLog] });
		fs.closeSync(redisLog);
		/** @type {Promise<string>} how it ended */
		const redisExited = new Promise((resolve) => {
			redis.once('error', (err) => resolve(exitOf(err)));
			redis.once('exit', (code, signal) => resolve(exitOf({ code: code ?? undefined, signal })));
		});
		stops.push(async () => {
			if (redis.exitCode === null && redis.signalCode === null) {
				redis.kill('SIGTERM');
				await redisExited;
			}
		});
		const redisFailure = await waitForRedis(redisPort, redis.pid, redisExited);
		if (redisFailure) {
			const redisLogText = readLog(redisLogFile);
			throw startError({
				service: 'Redis',
				command: [redisServer, ...redisArgs],
				exit: redisFailure,
				log: redisLogText,
				hint: hintFor(redisLogText, os.userInfo().username, redisDir, redisPort),
			});
		}

		const pgPort = ports.postgres ?? (await freePort());
		const pgDir = path.join(dir, 'postgres');
		const pgData = path.join(pgDir, 'data');
		const pgLog = path.join(pgDir, 'server.log');
		fs.mkdirSync(pgDir, { mode: 0o700 });
		if (asRoot) {
			fs.chmodSync(dir, 0o711);
			try {
				execFileSync('chown', [`${pgUser}:`, pgDir]);
			} catch (err) {
				throw startError({
					service: 'PostgreSQL',
					command: ['chown', `${pgUser}:`, pgDir],
					exit: exitOf({ code: err.status, signal: err.signal }),
					log: String(err.stderr ?? ''),
					hint: `PostgreSQL runs as the user ${pgUser}, which the postgresql package creates: reinstall it (apt-get install --reinstall postgresql).`,
				});
			}
			const blocked = await unreachableAncestor(pgUser, pgDir);
			if (blocked) {
				throw new Error(
					`PostgreSQL could not start for the queue-mode tests: its user ${pgUser} may not enter ${blocked}, on the way to its data folder ${pgDir}.\n` +
						`What to do: the data folder lies under the system's temp folder (${os.tmpdir()}, from TMPDIR); point TMPDIR at a folder every user may enter, such as /tmp.`,
				);
			}
		}
		/** Runs one of PostgreSQL's programs as its user; a failure says plainly what went wrong. */
		const asPostgres = async (/** @type {string} */ program, /** @type {string[]} */ args, /** @type {string | undefined} */ logFile) => {
			const command = asRoot ? ['runuser', '-u', pgUser, '--', path.join(pgBin, program), ...args] : [path.join(pgBin, program), ...args];
			try {
				await execFileAsync(command[0], command.slice(1), { cwd: '/', maxBuffer: 16 * 1024 * 1024 });
			} catch (err) {
				const output = [logFile ? readLog(logFile) : '', err.stdout ?? '', err.stderr ?? ''].join('\n');
				throw startError({ service: 'PostgreSQL', command, exit: exitOf(err), log: output, hint: hintFor(output, pgUser, pgDir, pgPort) });
			}
		};
		await asPostgres('initdb', ['-D', pgData, '-U', 'n8n', '--auth=trust', '--no-sync', '-E', 'UTF8']);
		stops.push(async () => {
			await asPostgres('pg_ctl', ['stop', '-D', pgData, '-m', 'fast', '-w']).catch(() => undefined);
		});
		await asPostgres(
			'pg_ctl',
			[
				'start',
				'-w',
				'-D',
				pgData,
				'-l',
				pgLog,
				// TCP on loopback only; the socket stays in its folder, away from the system's.
				'-o',
				`-p ${pgPort} -c listen_addresses=127.0.0.1 -k ${pgDir} -c fsync=off`,
			],
			pgLog,
		);
		await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'n8n', 'n8n'], pgLog);

		log(`Redis on 127.0.0.1:${redisPort}, PostgreSQL on 127.0.0.1:${pgPort} (data in ${dir})`);
		return {
			redis: { host: '127.0.0.1', port: redisPort },
			postgres: { host: '127.0.0.1', port: pgPort, database: 'n8n', user: 'n8n', password: '' },
			dataDir: dir,
			stop,
		};
	} catch (err) {
		await stop();
		throw err;
	}
}

/**
 * Waits until the Redis of process `pid` answers on `port` (INFO names its process, so another
 * program on a taken port does not count); resolves undefined then, or how it failed.
 * @param {number} port @param {number | undefined} pid @param {Promise<string>} exited
 * @returns {Promise<string | undefined>}
 */
async function waitForRedis(port, pid, exited) {
	/** @type {string | undefined} */
	let gone;
	exited.then((how) => (gone = how));
	const net = require('node:net');
	const deadline = Date.now() + 2 * 60 * 1000;
	while (Date.now() < deadline) {
		if (gone) return gone;
		const ours = await new Promise((resolve) => {
			const socket = net.connect(port, '127.0.0.1');
			let answer = '';
			const done = (/** @type {boolean} */ result) => {
				socket.destroy();
				resolve(result);
			};
			socket.setTimeout(1000, () => done(false));
			socket.once('error', () => done(false));
			socket.once('connect', () => socket.write('INFO server\r\n'));
			socket.on('data', (data) => {
				answer += data.toString();
				const match = /process_id:(\d+)\r?\n/.exec(answer);
				if (match) done(Number(match[1]) === pid);
			});
		});
		if (ours) return undefined;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	return 'did not answer within 2 minutes';
}

module.exports = { ensureQueueServices, startQueueServices };

if (require.main === module) {
	ensureQueueServices().catch((err) => {
		console.error(err instanceof Error ? err.message : err);
		process.exit(1);
	});
}
