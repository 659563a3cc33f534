#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * npm run test:stream — the stream trigger's tests (jest.stream.config.js) on the Node 24 that
 * scripts/n8n-runtime.js installs: Node's global WebSocket, which the trigger uses, needs Node ≥ 22.
 * Extra arguments go to jest.
 */

const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ensureRuntime } = require('./n8n-runtime');

ensureRuntime().then(
	(paths) => {
		const jest = path.join(__dirname, '..', 'node_modules', 'jest', 'bin', 'jest.js');
		const run = spawnSync(paths.node, [jest, '-c', 'jest.stream.config.js', ...process.argv.slice(2)], { stdio: 'inherit', cwd: path.join(__dirname, '..') });
		process.exitCode = run.status ?? 1;
	},
	(error) => {
		console.error(error);
		process.exitCode = 1;
	},
);
