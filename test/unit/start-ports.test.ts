import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../../scripts/n8n-instance';

// `npm start` checks its ports before it installs or packs anything: a taken one is refused within
// seconds, naming the variable that moves it, instead of an EADDRINUSE after minutes of installing.

const START = path.join(__dirname, '..', '..', 'scripts', 'start.js');
/** A start that has not ended by then hangs (it would be installing): it is killed, and its code is null. */
const PATIENCE_MS = 60_000;

/** Runs scripts/start.js with `env`; resolves with how it ended, or kills it after PATIENCE_MS. */
function runStart(env: Record<string, string>) {
	return new Promise<{ code: number | null; output: string }>((resolve) => {
		const child = spawn(process.execPath, [START], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		const kill = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), PATIENCE_MS);
		child.once('exit', (code) => {
			clearTimeout(kill);
			resolve({ code, output });
		});
	});
}

describe('npm start with a port taken', () => {
	let taker: net.Server;
	let takenPort: number;
	let demoDir: string;

	beforeEach(async () => {
		takenPort = await freePort();
		taker = net.createServer();
		await new Promise<void>((resolve) => taker.listen(takenPort, '127.0.0.1', resolve));
		demoDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'start-ports-')), 'demo');
	});
	afterEach(async () => {
		await new Promise((resolve) => taker.close(resolve));
		fs.rmSync(path.dirname(demoDir), { recursive: true, force: true });
	});

	it.each(['SANDBOX_PORT', 'N8N_PORT'])('refuses a taken %s, naming it, before installing anything', async (variable) => {
		const other = variable === 'SANDBOX_PORT' ? 'N8N_PORT' : 'SANDBOX_PORT';
		const run = await runStart({ [variable]: String(takenPort), [other]: String(await freePort()), FORTNOX_DEMO_DIR: demoDir });
		// Ended on its own with 1: refused, not killed while it installed.
		expect(run.code).toBe(1);
		expect(run.output).toContain(`Port ${takenPort} is taken (${variable}). Stop what uses it or start with ${variable}=<free port> npm start.`);
		// Nothing packed, installed or started: not even the demo folder exists.
		expect(fs.existsSync(demoDir)).toBe(false);
	}, PATIENCE_MS + 30_000);
});
