#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * `npm test`: every check and suite, in two lines of work side by side, and each phase's time at
 * the end. One line checks and runs what needs no real n8n (type check, lint, build, jest, then the
 * stream and browser suites); the other installs what the real-n8n suites need (the pinned n8n and
 * Node 24, Redis and PostgreSQL, Chromium: one apt at a time) and runs the e2e and queue suites once
 * the build is there. The suites take free ports of their own, so they do not meet; they were made
 * to pass on a loaded machine (`npm run test:load`). A phase that fails lets the running ones end,
 * starts no other, and `npm test` exits 1.
 */

const { spawn } = require('node:child_process');
const path = require('node:path');

const { ensureBrowser } = require('./browser');
const { ensureRuntime } = require('./n8n-runtime');
const { ensureQueueServices } = require('./queue-services');

const ROOT = path.join(__dirname, '..');
const JEST = 'node_modules/jest/bin/jest.js';

/** @type {Array<{ name: string; seconds: number; passed: boolean }>} */
const phases = [];
let failed = false;

/** Runs `command`, each line of its output headed by the phase's name (two phases write at once). */
function run(name, command, args) {
	return new Promise((resolve) => {
		const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
		for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
			let rest = '';
			from.setEncoding('utf8');
			from.on('data', (chunk) => {
				const lines = (rest + chunk).split('\n');
				rest = lines.pop() ?? '';
				for (const line of lines) to.write(`[${name}] ${line}\n`);
			});
			from.on('end', () => rest && to.write(`[${name}] ${rest}\n`));
		}
		child.once('close', (code, signal) => resolve(code === 0 && !signal));
	});
}

/** One phase: skipped once another failed; timed; a failure stops the phases after it. */
async function phase(name, work) {
	if (failed) return false;
	const started = Date.now();
	const passed = await work().then(
		(result) => result !== false,
		(error) => (console.error(`[${name}] ${error instanceof Error ? error.stack : String(error)}`), false),
	);
	phases.push({ name, seconds: Math.round((Date.now() - started) / 1000), passed });
	if (!passed) failed = true;
	return passed;
}

const npmRun = (script) => () => run(script, 'npm', ['run', '--silent', script]);
const jest = (name, args) => () => run(name, 'node', [JEST, ...args]);

async function main() {
	const started = Date.now();
	let built = () => {};
	const build = new Promise((resolve) => (built = resolve));

	const checks = (async () => {
		(await phase('typecheck', npmRun('typecheck'))) && (await phase('lint', npmRun('lint'))) && (await phase('build', npmRun('build')));
		built(!failed);
		await phase('jest', jest('jest', []));
	})();
	const installs = (async () => {
		const log = (line) => console.log(`[install] ${line}`);
		const installed = await phase('install', async () => {
			await ensureRuntime();
			await ensureQueueServices({ log });
			await ensureBrowser({ log });
		});
		return installed;
	})();

	const realN8n = (async () => {
		if (!(await installs) || !(await build)) return;
		(await phase('e2e', jest('e2e', ['-c', 'jest.e2e.config.js']))) && (await phase('queue', jest('queue', ['-c', 'jest.queue.config.js'])));
	})();
	const afterJest = (async () => {
		await checks;
		if (!(await installs)) return;
		(await phase('stream', () => run('stream', 'node', ['scripts/node24.js', JEST, '-c', 'jest.stream.config.js']))) &&
			(await phase('browser', jest('browser', ['-c', 'jest.browser.config.js'])));
	})();
	await Promise.all([realN8n, afterJest]);

	console.log('\nnpm test, each phase (two lines of work side by side):');
	for (const { name, seconds, passed } of phases) console.log(`  ${name.padEnd(10)} ${String(seconds).padStart(5)} s  ${passed ? 'passed' : 'FAILED'}`);
	console.log(`  ${'in all'.padEnd(10)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${failed ? 'FAILED' : 'passed'}`);
	process.exitCode = failed ? 1 : 0;
}

void main();
