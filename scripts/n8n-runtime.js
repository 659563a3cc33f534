#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * node scripts/n8n-runtime.js
 *
 * Installs the n8n pinned in scripts/n8n-runtime.json, the Node 24 it runs on and n8n's
 * community-package scanner into the git-ignored .n8n-runtime/ once; later calls reuse it.
 * With N8N_COMPAT_LINE=<line> (`npm run test:compat`), the n8n of that compat line instead, into
 * .compat/n8n-<line>/, without the scanner: its n8n-workflow 2.x would take the top of that
 * node_modules, leaving n8n and its nodes each a private n8n-workflow 1.x (and n8n's
 * `instanceof Node` checks failing). `installed.json` is written only after a verified install, so an
 * interrupted one is repaired by the next call, and a changed pin installs afresh. Plain Node 20;
 * n8n itself runs on the Node 24 binary installed here.
 */

const fs = require('node:fs');
const path = require('node:path');
const { spawn, execFileSync } = require('node:child_process');

const PINS = require('./n8n-runtime.json');

const ROOT = path.resolve(__dirname, '..');
const COMPAT_LINE = process.env.N8N_COMPAT_LINE;
const N8N = COMPAT_LINE ? compatLine(COMPAT_LINE).n8n : PINS.n8n;
const RUNTIME_DIR = COMPAT_LINE ? path.join(ROOT, '.compat', `n8n-${COMPAT_LINE}`) : path.join(ROOT, '.n8n-runtime');
const MODULES = path.join(RUNTIME_DIR, 'node_modules');

const paths = Object.freeze({
	/** The Node 24 binary (the `node` package links it here once its install script ran). */
	node: path.join(MODULES, 'node', 'bin', 'node'),
	n8n: path.join(MODULES, 'n8n', 'bin', 'n8n'),
	scanner: path.join(MODULES, '@n8n', 'scan-community-package', 'scanner', 'scanner.mjs'),
});

/** The installing package.json: pins and the overrides some of n8n's dependencies need here. */
const manifest = {
	name: 'n8n-runtime',
	private: true,
	description: 'Written by scripts/n8n-runtime.js from scripts/n8n-runtime.json; never published.',
	dependencies: { n8n: N8N, node: PINS.node, ...(COMPAT_LINE ? {} : { '@n8n/scan-community-package': PINS.scanner }) },
	overrides: PINS.overrides,
};
const manifestText = `${JSON.stringify(manifest, null, '\t')}\n`;

/** A line of `compat.lines` in scripts/n8n-runtime.json. @param {string} line */
function compatLine(line) {
	const pins = PINS.compat.lines[line];
	if (!pins) throw new Error(`no compat line ${line} in scripts/n8n-runtime.json (${Object.keys(PINS.compat.lines).join(', ')})`);
	return pins;
}

/** @typedef {(line: string) => void} Log */

/** @param {string} line */
const defaultLog = (line) => console.log(`[n8n-runtime] ${line}`);

/**
 * The package.json `manifestText` installed into `dir` once, one installer at a time: `install`
 * runs when `installed.json` there does not match it, and that marker is written only after
 * `install` succeeded, so an interrupted install is repaired by the next call and a changed pin
 * installs afresh.
 * @param {{ dir: string, manifestText: string, log: Log, install: () => Promise<void> }} options
 */
async function ensureInstalled({ dir, manifestText, log, install }) {
	const marker = path.join(dir, 'installed.json');
	const complete = () => {
		try {
			return fs.readFileSync(marker, 'utf8') === manifestText;
		} catch {
			return false;
		}
	};
	if (complete()) return;
	await withLock(
		log,
		async () => {
			if (complete()) return; // another process finished it while this one waited
			fs.rmSync(marker, { force: true });
			fs.writeFileSync(path.join(dir, 'package.json'), manifestText);
			await install();
			fs.writeFileSync(marker, manifestText);
		},
		dir,
	);
}

/**
 * The installed runtime, installing or repairing it first when needed.
 * @param {{ log?: Log }} [options]
 */
async function ensureRuntime({ log = defaultLog } = {}) {
	await ensureInstalled({
		dir: RUNTIME_DIR,
		manifestText,
		log,
		install: async () => {
			const started = Date.now();
			try {
				await install(log);
			} catch (err) {
				log(`install failed (${err instanceof Error ? err.message : err}); starting over from an empty folder`);
				fs.rmSync(MODULES, { recursive: true, force: true });
				fs.rmSync(path.join(RUNTIME_DIR, 'package-lock.json'), { force: true });
				await install(log);
			}
			log(`ready in ${Math.round((Date.now() - started) / 1000)} s`);
		},
	});
	return paths;
}

/** @param {Log} log */
async function install(log) {
	log(`installing n8n ${N8N} and Node ${PINS.node} into ${RUNTIME_DIR} (about 3 GB, 5–8 minutes the first time)`);
	// No install scripts: some try to download prebuilt binaries from outside the registry.
	await npm(log, ['install', '--ignore-scripts']);
	// Run from an npm script (npm test), npm hands this project's ignore-scripts=true down in the
	// environment: the two rebuilds exist to run install scripts, so they say so.
	log(`fetching the Node ${PINS.node} binary`);
	await npm(log, ['rebuild', 'node', '--ignore-scripts=false']);
	const nodeDir = nodeHeadersDir();
	log('building sqlite3 (n8n’s default database) for Node 24');
	await npm(log, ['rebuild', 'sqlite3', '--ignore-scripts=false', `--nodedir=${nodeDir}`], {
		PATH: `${path.dirname(paths.node)}${path.delimiter}${process.env.PATH}`,
	});
	const version = execFileSync(paths.node, ['-e', 'require("sqlite3"); process.stdout.write(process.version)'], {
		cwd: RUNTIME_DIR,
		encoding: 'utf8',
	});
	if (version !== `v${PINS.node}`) throw new Error(`the installed Node says ${version}, expected v${PINS.node}`);
	for (const file of COMPAT_LINE ? [paths.n8n] : [paths.n8n, paths.scanner]) {
		if (!fs.existsSync(file)) throw new Error(`${path.relative(RUNTIME_DIR, file)} is missing`);
	}
}

/** The platform package under `node` that holds the binary and the C headers (`--nodedir`). */
function nodeHeadersDir() {
	const parent = path.join(MODULES, 'node', 'node_modules');
	const name = fs.readdirSync(parent).find((entry) => fs.existsSync(path.join(parent, entry, 'include', 'node')));
	if (!name) throw new Error(`no Node headers under ${parent}`);
	return path.join(parent, name);
}

/**
 * Runs npm in `cwd` (the runtime folder), printing a line every 30 s so a long install shows progress.
 * @param {Log} log @param {string[]} args @param {NodeJS.ProcessEnv} [env] @param {string} [cwd]
 */
function npm(log, args, env = {}, cwd = RUNTIME_DIR) {
	const started = Date.now();
	const label = `npm ${args[0]} ${args[1] ?? ''}`.trim();
	return new Promise((resolve, reject) => {
		const child = spawn('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
			cwd,
			env: { ...process.env, ...env },
			stdio: ['ignore', 'ignore', 'pipe'],
		});
		let stderr = '';
		child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
		const ticker = setInterval(() => log(`  … ${label}: ${Math.round((Date.now() - started) / 1000)} s`), 30000);
		child.on('error', reject);
		child.on('close', (code) => {
			clearInterval(ticker);
			if (code === 0) resolve(undefined);
			else reject(new Error(`${label} exited with ${code}\n${stderr}`));
		});
	});
}

/**
 * One installer at a time per folder (`dir`, the runtime folder); a lock left by a dead process is taken over.
 * @param {Log} log @param {() => Promise<void>} fn @param {string} [dir]
 */
async function withLock(log, fn, dir = RUNTIME_DIR) {
	const lock = path.join(dir, 'install.lock');
	fs.mkdirSync(dir, { recursive: true });
	let waiting = false;
	for (;;) {
		try {
			fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
			break;
		} catch (err) {
			if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
		}
		const holder = Number(fs.readFileSync(lock, 'utf8'));
		// An empty lock file is one being written this instant: wait for it like a live one.
		if (holder && !isAlive(holder)) {
			fs.rmSync(lock, { force: true });
			continue;
		}
		if (!waiting) log(`waiting for the install run by process ${holder || '?'} to finish`);
		waiting = true;
		await new Promise((resolve) => setTimeout(resolve, 2000));
	}
	try {
		await fn();
	} finally {
		fs.rmSync(lock, { force: true });
	}
}

/** @param {number} pid */
function isAlive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (err) {
		return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
	}
}

module.exports = { ensureRuntime, ensureInstalled, PINS, compatLine, npm };

if (require.main === module) {
	ensureRuntime()
		.then(() => defaultLog(`n8n ${N8N} on Node ${PINS.node}: ${paths.n8n}`))
		.catch((err) => {
			console.error(err instanceof Error ? err.message : err);
			process.exit(1);
		});
}
