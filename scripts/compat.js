#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * `npm run test:compat [-- <line>… | e2e]`: the package against the n8n lines it claims
 * (`compat` in scripts/n8n-runtime.json). For each line, n8n-core and n8n-workflow (the versions
 * that line's n8n pins) are installed once into the git-ignored .compat/<line>/ and the integration
 * and unit tests run on them (jest.config.js's compat project), on the line's Node when it pins one. Then
 * the e2e suite runs in the real n8n of the `e2e` line (.compat/n8n-<line>/, scripts/n8n-runtime.js).
 * Prints what each step cost. Not part of `npm test`: the first run installs about 3 GB.
 */

const fs = require('node:fs');
const path = require('node:path');
const { spawn, execFileSync } = require('node:child_process');

const { PINS, compatLine, ensureInstalled, npm } = require('./n8n-runtime');
const { JEST, SUITES } = require('./suites');

const ROOT = path.resolve(__dirname, '..');
const COMPAT_DIR = path.join(ROOT, '.compat');

/** @param {string} line */
const log = (line) => console.log(`[compat] ${line}`);

/**
 * n8n-core, n8n-workflow and (when the line pins one) Node of a line in .compat/<line>/, installed
 * the first time.
 * @param {string} line @returns {Promise<string>} the Node binary to run the line's tests on
 */
async function ensureLine(line) {
	const pins = compatLine(line);
	const dir = path.join(COMPAT_DIR, line);
	const manifestText = `${JSON.stringify(
		{
			name: `n8n-compat-${line}`,
			private: true,
			description: 'Written by scripts/compat.js from scripts/n8n-runtime.json; never published.',
			dependencies: {
				'n8n-core': pins['n8n-core'],
				'n8n-workflow': pins['n8n-workflow'],
				...(pins.node ? { node: pins.node } : {}),
			},
		},
		null,
		'\t',
	)}\n`;
	const node = pins.node ? path.join(dir, 'node_modules', 'node', 'bin', 'node') : process.execPath;
	await ensureInstalled({
		dir,
		manifestText,
		log,
		install: async () => {
			log(`${line}: installing n8n-core ${pins['n8n-core']}, n8n-workflow ${pins['n8n-workflow']}${pins.node ? `, Node ${pins.node}` : ''}`);
			await npm(log, ['install', '--ignore-scripts'], {}, dir);
			if (pins.node) await npm(log, ['rebuild', 'node', '--ignore-scripts=false'], {}, dir);
			const version = execFileSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
			if (pins.node && version !== `v${pins.node}`) throw new Error(`the installed Node says ${version}, expected v${pins.node}`);
		},
	});
	return node;
}

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<number>} */
function run(command, args, env) {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
		child.on('error', reject);
		child.on('close', (code) => resolve(code ?? 1));
	});
}

/** Disk use of a folder as `du` reports it. @param {string} dir */
const diskUse = (dir) => (fs.existsSync(dir) ? execFileSync('du', ['-sh', dir], { encoding: 'utf8' }).split('\t')[0] : '-');

async function main() {
	const wanted = process.argv.slice(2);
	const lines = Object.keys(PINS.compat.lines).filter((line) => !wanted.length || wanted.includes(line));
	const e2e = !wanted.length || wanted.includes('e2e');
	/** @type {Array<{ step: string, code: number, minutes: string, disk: string }>} */
	const steps = [];
	/** @param {string} step @param {string} dir @param {() => Promise<number>} fn */
	const timed = async (step, dir, fn) => {
		const started = Date.now();
		const code = await fn().catch((err) => {
			console.error(err instanceof Error ? err.message : err);
			return 1;
		});
		steps.push({ step, code, minutes: ((Date.now() - started) / 60000).toFixed(1), disk: diskUse(dir) });
	};

	for (const line of lines) {
		await timed(`integration + unit on ${line}`, path.join(COMPAT_DIR, line), async () => {
			const node = await ensureLine(line);
			const pins = compatLine(line);
			log(`${line}: integration + unit on n8n-core ${pins['n8n-core']}, n8n-workflow ${pins['n8n-workflow']}, Node ${pins.node ?? process.versions.node}`);
			// Under n8n-core 1.122 something keeps a handle open after the last test (2.x leaves none) and
			// jest would wait for it forever; the results are complete by then.
			const code = await run(node, [JEST, '--selectProjects', 'compat', '--forceExit'], { N8N_COMPAT_LINE: line });
			const resolved = path.join(COMPAT_DIR, line, 'resolved.json');
			if (fs.existsSync(resolved)) log(`${line}: the tests resolved ${fs.readFileSync(resolved, 'utf8').replace(/\s+/g, ' ')}`);
			return code;
		});
	}
	if (e2e) {
		const line = PINS.compat.e2e;
		await timed(`e2e in n8n ${compatLine(line).n8n}`, path.join(COMPAT_DIR, `n8n-${line}`), async () => {
			const built = await run('npm', ['run', 'build'], {});
			return built || (await run(...SUITES.e2e, { N8N_COMPAT_LINE: line }));
		});
	}
	console.log('\nstep | exit code | minutes (install included the first time) | disk');
	for (const { step, code, minutes, disk } of steps) console.log(`${step} | ${code} | ${minutes} | ${disk}`);
	return steps.every(({ code }) => code === 0);
}

main().then(
	(passed) => process.exit(passed ? 0 : 1),
	(err) => {
		console.error(err);
		process.exit(1);
	},
);
