#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * node scripts/node24.js <script> [args…] — runs a Node script (jest, tsx) on the Node 24 that
 * scripts/n8n-runtime.js installs into .n8n-runtime/ (installing it the first time). The Fortnox
 * Stream Trigger uses Node's global WebSocket, which Node ≥ 22 has and this project's Node 20 lacks:
 * `npm run test:stream` and `npm run bench:stream` run through here.
 */

const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ensureRuntime } = require('./n8n-runtime');

ensureRuntime().then(
	(paths) => {
		const run = spawnSync(paths.node, process.argv.slice(2), { stdio: 'inherit', cwd: path.join(__dirname, '..') });
		process.exitCode = run.status ?? 1;
	},
	(error) => {
		console.error(error);
		process.exitCode = 1;
	},
);
