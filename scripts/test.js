#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * `npm test`: every check and suite, two at a time (the machine's two cores), and each phase's
 * time at the end. Each of two lines of work takes the next phase whose needs are met, in the order
 * below: the checks and the build, the main jest suite, and beside them the installs the real-n8n
 * suites need (the pinned n8n and Node 24, Redis and PostgreSQL, Chromium: one apt at a time); then
 * the e2e, queue, browser and stream suites as lines come free. The suites take free ports of their
 * own, so they do not meet; they were made to pass on a loaded machine (`npm run test:load`). A phase
 * that fails lets the running one end, starts no other, and `npm test` exits 1.
 */

const { spawn } = require('node:child_process');
const path = require('node:path');

const { ensureBrowser } = require('./browser');
const { ensureRuntime } = require('./n8n-runtime');
const { ensureQueueServices } = require('./queue-services');
const { SUITES } = require('./suites');

const ROOT = path.join(__dirname, '..');

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
/** A suite of jest.config.js, started as scripts/suites.js says. */
const suite = (name) => () => run(name, ...SUITES[name]);
const installs = async () => {
	const log = (line) => console.log(`[install] ${line}`);
	await ensureRuntime();
	await ensureQueueServices({ log });
	await ensureBrowser({ log });
};

/** The phases in the order a free line takes them, each with the phases it needs done first. */
const PLAN = [
	{ name: 'typecheck', needs: [], work: npmRun('typecheck') },
	{ name: 'install', needs: [], work: installs },
	{ name: 'lint', needs: [], work: npmRun('lint') },
	{ name: 'build', needs: [], work: npmRun('build') },
	{ name: 'main', needs: [], work: suite('main') },
	{ name: 'e2e', needs: ['build', 'install'], work: suite('e2e') },
	{ name: 'queue', needs: ['build', 'install'], work: suite('queue') },
	{ name: 'browser', needs: ['build', 'install'], work: suite('browser') },
	{ name: 'stream', needs: ['install'], work: suite('stream') },
];
const LINES = 2;

async function main() {
	const started = Date.now();
	const waiting = [...PLAN];
	const done = new Set();
	/** Resolves the lines waiting for a phase another line runs. */
	let ended = () => {};
	const line = async () => {
		while (!failed && waiting.length) {
			const next = waiting.findIndex((step) => step.needs.every((need) => done.has(need)));
			if (next < 0) {
				await new Promise((resolve) => (ended = resolve));
				continue;
			}
			const [step] = waiting.splice(next, 1);
			if (await phase(step.name, step.work)) done.add(step.name);
			ended();
		}
		ended();
	};
	await Promise.all(Array.from({ length: LINES }, line));

	console.log(`\nnpm test, each phase (${LINES} at a time):`);
	for (const { name, seconds, passed } of phases) console.log(`  ${name.padEnd(10)} ${String(seconds).padStart(5)} s  ${passed ? 'passed' : 'FAILED'}`);
	console.log(`  ${'in all'.padEnd(10)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${failed ? 'FAILED' : 'passed'}`);
	process.exitCode = failed ? 1 : 0;
}

void main();
