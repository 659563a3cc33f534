#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * `npm run scan` (after `npm run build`): n8n's community-package scanner,
 * @n8n/scan-community-package (pinned in scripts/n8n-runtime.json), on this package.
 *
 * Its CLI takes only a published package name: it downloads the package's npm provenance, the
 * GitHub source that provenance names, and the tarball, then lints two things with n8n's rules.
 * An unpublished package has none of those downloads, so this runs the same two legs on what they
 * would fetch: the source (package.json, nodes/, credentials/) and the `npm pack` tarball's
 * compiled JavaScript and package.json.
 *
 * n8n verifies with its newest scanner, so the scan first asks the registry for it and stops, naming
 * the pin to change, when the pinned one is not it (offline, it says it could not ask and scans on).
 */

const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { promisify } = require('node:util');

const { ensureRuntime, PINS } = require('./n8n-runtime');
const { packPackage, unpack } = require('./n8n-instance');

const ROOT = path.resolve(__dirname, '..');
const SCANNER = '@n8n/scan-community-package';

/** The newest scanner version the registry has, or undefined when it cannot be asked. */
async function newestScanner() {
	try {
		const { stdout } = await promisify(execFile)('npm', ['view', SCANNER, 'version'], { timeout: 60_000 });
		return stdout.trim();
	} catch {
		return undefined;
	}
}

async function main() {
	const newest = await newestScanner();
	if (newest === undefined) console.log(`could not ask the registry for the newest ${SCANNER}; scanning with the pinned ${PINS.scanner}`);
	else if (newest !== PINS.scanner) {
		console.log(`❌ the registry's newest ${SCANNER} is ${newest}, the pin is ${PINS.scanner}: set "scanner" in scripts/n8n-runtime.json to ${newest}`);
		return false;
	}
	const { scanner } = await ensureRuntime();
	const installed = JSON.parse(fs.readFileSync(path.join(path.dirname(scanner), '..', 'package.json'), 'utf8')).version;
	const { analyzePackage, SOURCE_FILE_PATTERNS } = await import(pathToFileURL(scanner).href);
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fortnox-scan-'));
	try {
		const tarball = await packPackage(work);
		const packed = path.join(work, 'package');
		await unpack(tarball, packed);
		const legs = [
			{ what: `source (${SOURCE_FILE_PATTERNS.join(', ')})`, dir: ROOT, patterns: SOURCE_FILE_PATTERNS },
			{ what: `${path.basename(tarball)} (**/*.js, package.json)`, dir: packed, patterns: ['**/*.js', 'package.json'] },
		];
		console.log(`${SCANNER} ${installed}${newest === undefined ? '' : ' (the newest)'}`);
		let passed = true;
		for (const { what, dir, patterns } of legs) {
			const result = await analyzePackage(dir, patterns);
			console.log(`${result.passed ? '✅' : '❌'} ${what}${result.message ? `: ${result.message}` : ''}`);
			if (result.details) console.log(result.details);
			passed &&= result.passed;
		}
		return passed;
	} finally {
		fs.rmSync(work, { recursive: true, force: true });
	}
}

main().then(
	(passed) => process.exit(passed ? 0 : 1),
	(err) => {
		console.error(err);
		process.exit(1);
	},
);
