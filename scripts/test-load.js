#!/usr/bin/env node
// `npm run test:load`: the suites while two busy processes hold both cores, as CI's shared machine
// may. Runs each suite --runs times in a row (default 3) and prints, per run, whether it passed;
// exits 1 when any run failed. A test that passes only on an idle machine fails here.
//
//   npm run test:load                                  the main and stream suites, 3 runs each
//   npm run test:load -- --suites=e2e,queue --runs=1   the real-n8n suites (build first)
//   npm run test:load -- --suites=main -- test/unit    a part of the main suite
'use strict';

const { spawn } = require('node:child_process');
const os = require('node:os');

const { SUITES } = require('./suites');

const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split < 0 ? args : args.slice(0, split);
const passOn = split < 0 ? [] : args.slice(split + 1);
const option = (name, fallback) => own.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const suites = option('suites', 'main,stream').split(',');
const runs = Number(option('runs', '3'));
const busy = Number(option('busy', String(os.availableParallelism?.() ?? os.cpus().length)));
for (const suite of suites) if (!SUITES[suite]) throw new Error(`test:load: no suite "${suite}" (${Object.keys(SUITES).join(', ')})`);

/** A process that spins on one core until it is killed. */
const spinner = () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

function run(command, commandArgs) {
	return new Promise((resolve) => {
		const child = spawn(command, commandArgs, { stdio: 'inherit' });
		child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
	});
}

async function main() {
	const spinners = Array.from({ length: busy }, spinner);
	const stop = () => spinners.forEach((child) => child.kill('SIGKILL'));
	process.once('SIGINT', () => (stop(), process.exit(130)));
	const results = [];
	try {
		for (const suite of suites) {
			for (let k = 1; k <= runs; k++) {
				const [command, base] = SUITES[suite];
				const started = Date.now();
				const code = await run(command, [...base, ...passOn]);
				results.push({ suite, run: k, code, seconds: Math.round((Date.now() - started) / 1000) });
			}
		}
	} finally {
		stop();
	}
	console.log(`\ntest:load (${busy} busy processes beside it):`);
	for (const { suite, run: k, code, seconds } of results) console.log(`  ${suite} run ${k}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
	process.exit(results.every((result) => result.code === 0) ? 0 : 1);
}

void main();
