import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { OWNER, freePort } from '../../scripts/n8n-instance';
import { logIn, request } from './harness';

// `npm start` (scripts/start.js) keeps what a user made: a workflow made in n8n and a customer made in
// the sandbox are there after a restart, with the owner still logging in and the examples neither
// imported twice nor put back over the user's edit; `--fresh` starts over.

const START = path.join(__dirname, '..', '..', 'scripts', 'start.js');
const DEMO_AUTH = { 'Access-Token': 'demo-access-token', 'Client-Secret': 'demo-client-secret', 'Content-Type': 'application/json' };

interface Demo {
	child: ChildProcess;
	output: () => string;
	n8nUrl: string;
	sandboxUrl: string;
	cookie: string;
}

interface Workflow {
	id: string;
	name: string;
	versionId: string;
}

describe('npm start keeps the demo between starts', () => {
	let demoDir: string;
	const ports = { n8n: 0, sandbox: 0 };
	let running: Demo | undefined;

	beforeAll(async () => {
		demoDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-keeps-')), 'demo');
		ports.n8n = await freePort();
		ports.sandbox = await freePort();
	});
	afterAll(async () => {
		if (running) await stop(running);
		fs.rmSync(path.dirname(demoDir), { recursive: true, force: true });
	});

	/** Runs scripts/start.js until it says n8n is ready, and logs in as the owner. */
	async function start(args: string[] = []): Promise<Demo> {
		const child = spawn(process.execPath, [START, ...args], {
			env: { ...process.env, N8N_PORT: String(ports.n8n), SANDBOX_PORT: String(ports.sandbox), FORTNOX_DEMO_DIR: demoDir },
			stdio: ['pipe', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
		await new Promise<void>((resolve, reject) => {
			const check = setInterval(() => {
				if (output.includes('Press Ctrl-C')) done(resolve);
			}, 250);
			const done = (settle: () => void) => {
				clearInterval(check);
				child.off('exit', exited);
				settle();
			};
			const exited = () => done(() => reject(new Error(`npm start exited before n8n was ready:\n${output}`)));
			child.once('exit', exited);
		});
		const n8nUrl = `http://127.0.0.1:${ports.n8n}`;
		running = { child, output: () => output, n8nUrl, sandboxUrl: `http://127.0.0.1:${ports.sandbox}`, cookie: await logIn({ url: n8nUrl, owner: OWNER }) };
		return running;
	}

	/** Ctrl-C, as a user stops the demo. */
	async function stop(demo: Demo) {
		const exited = new Promise((resolve) => demo.child.once('exit', resolve));
		demo.child.kill('SIGINT');
		await exited;
		running = undefined;
	}

	const workflows = async (demo: Demo): Promise<Workflow[]> =>
		((await (await request(`${demo.n8nUrl}/rest/workflows`, { cookie: demo.cookie })).json()) as { data: Workflow[] }).data;
	const customer = async (demo: Demo, number: string) => await fetch(`${demo.sandboxUrl}/3/customers/${number}`, { headers: DEMO_AUTH });

	it('keeps a workflow, an edit of an example and a customer made in between; --fresh clears them', async () => {
		const first = await start();
		expect(first.output()).toContain('Started fresh');
		const examples = await workflows(first);
		expect(examples.length).toBeGreaterThan(0);
		await request(`${first.n8nUrl}/rest/workflows`, { cookie: first.cookie }, 'POST', { name: 'My kept workflow', nodes: [], connections: {}, settings: {} });
		const edited = examples[0];
		await request(`${first.n8nUrl}/rest/workflows/${edited.id}`, { cookie: first.cookie }, 'PATCH', { name: 'My edit of an example', versionId: edited.versionId });
		const made = await fetch(`${first.sandboxUrl}/3/customers`, { method: 'POST', headers: DEMO_AUTH, body: JSON.stringify({ Customer: { CustomerNumber: 'KEPT1', Name: 'Kvarhållna AB' } }) });
		expect(made.status).toBe(201);
		await stop(first);

		const second = await start();
		expect(second.output()).toMatch(/Kept your workflows and sandbox data from .+; `npm start -- --fresh` starts over\./);
		const kept = await workflows(second);
		expect(kept.map((w) => w.name).sort()).toEqual(
			[...examples.filter((w) => w.id !== edited.id).map((w) => w.name), 'My kept workflow', 'My edit of an example'].sort(),
		);
		expect(((await (await customer(second, 'KEPT1')).json()) as { Customer: { Name: string } }).Customer.Name).toBe('Kvarhållna AB');
		await stop(second);

		const third = await start(['--fresh']);
		expect(third.output()).toContain('Started fresh');
		const names = (await workflows(third)).map((w) => w.name);
		expect(names).not.toContain('My kept workflow');
		expect(names.sort()).toEqual(examples.map((w) => w.name).sort());
		expect((await customer(third, 'KEPT1')).status).toBe(404);
		await stop(third);
	}, 30 * 60 * 1000);
});
