#!/usr/bin/env node
// `npm run test:quick`: a contributor's check before a push, in minutes. The type check, the linters,
// the unit tests, and the tests of what changed (the files changed since the upstream branch, or
// without one since the last commit, committed or not): changed test files, the integration tests
// named after a changed source file or its node (nodes/FortnoxWarehouseTrigger/stock.ts:
// *warehouse-trigger*, *stock*), and the sandbox's tests when the sandbox changed. Jest's
// --findRelatedTests cannot narrow it: the harness loads every node, so every node file relates to
// every integration test. Prints each phase's time. `npm test` is the whole check.
'use strict';

const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const { JEST } = require('./suites');

const git = (...args) => {
	try {
		return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
	} catch {
		return '';
	}
};

/** The files a push would add: changed since the upstream (else since HEAD), and the untracked ones. */
function changedFiles() {
	const base = git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}') ? git('merge-base', 'HEAD', '@{upstream}') : 'HEAD';
	const listed = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')].join('\n');
	return [...new Set(listed.split('\n').filter((file) => /^(nodes|credentials|sandbox|test)\/.*\.(ts|js)$/.test(file)))];
}

const phases = [];
function phase(name, command, args) {
	const started = Date.now();
	const { status } = spawnSync(command, args, { stdio: 'inherit' });
	phases.push({ name, seconds: Math.round((Date.now() - started) / 1000), status: status ?? 1 });
	return status === 0;
}

const jest = [JEST];
const changed = changedFiles();
const INTEGRATION = 'test/integration';

/** Words that name a source file's tests: its node (FortnoxWarehouseTrigger: warehouse-trigger), its resource (invoicePayment: invoice-payment) and its own name (stock). */
function wordsOf(file) {
	const words = [];
	const node = /^nodes\/Fortnox([A-Za-z]+)\//.exec(file)?.[1];
	const kebab = (name) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
	// The Fortnox Trigger's tests are fortnox-trigger*: "trigger" alone would name every trigger's.
	if (node) words.push(node === 'Trigger' ? 'fortnox-trigger' : kebab(node));
	// An operation of a resource: nodes/Fortnox/actions/invoicePayment/create.operation.ts, invoice-payment.
	const resource = /\/(?:actions|resources)\/([A-Za-z]+)[/.]/.exec(file)?.[1];
	if (resource) words.push(kebab(resource));
	const stem = path.basename(file).replace(/\.(operation|node|credentials)?\.?(ts|js)$/, '').replace(/s$/, '').toLowerCase();
	if (stem.length > 3 && !['index', 'resource', 'action'].includes(stem)) words.push(stem);
	return words;
}

const words = [...new Set(changed.filter((file) => !file.startsWith('test/')).flatMap(wordsOf))];
const named = fs.readdirSync(INTEGRATION).filter((test) => test.endsWith('.test.ts') && words.some((word) => test.includes(word))).map((test) => `${INTEGRATION}/${test}`);
const tests = [...new Set([...changed.filter((file) => /^test\/(integration|sandbox|unit|fidelity|contract)\/.*\.test\.ts$/.test(file)), ...named])];
const sandboxChanged = changed.some((file) => file.startsWith('sandbox/'));
const ok =
	phase('type check', 'npm', ['run', '--silent', 'typecheck']) &&
	phase('lint', 'npm', ['run', '--silent', 'lint']) &&
	phase('unit', 'node', [...jest, 'test/unit']) &&
	(tests.length === 0 || phase(`${tests.length} test file(s) of what changed`, 'node', [...jest, ...tests])) &&
	(!sandboxChanged || phase('sandbox tests (the sandbox changed)', 'node', [...jest, 'test/sandbox']));

console.log('\ntest:quick:');
for (const { name, seconds, status } of phases) console.log(`  ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
if (tests.length === 0 && !sandboxChanged) console.log('  no tests of what changed beyond the unit tests');
process.exit(ok ? 0 : 1);
