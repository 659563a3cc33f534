#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * `npm run demo:video`: one take of the demo in headless Chromium (the browser test's set-up,
 * scripts/browser.js), recorded with Chromium's screencast (frames to disk, then ffmpeg): the package in Settings → Community Nodes, a service-account credential created and tested,
 * Invoice Create run, and a Fortnox Trigger firing on a customer created in the sandbox.
 * The video goes to .demo-video/ (git-ignored); its path and length are printed at the end.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const { DEMO } = require('../sandbox/demo-data');
const { CREDENTIALS } = require('./n8n-instance');
const { ensureRuntime } = require('./n8n-runtime');
const { VIEWPORT, ensureBrowser, openEditor, openPanel, openWorkflow } = require('./browser');

const execFileAsync = promisify(execFile);

const VIDEO = path.resolve(__dirname, '..', '.demo-video', 'fortnox-demo.webm');
/** The trigger polls every minute; its run may take a while on a loaded machine. */
const TRIGGER_PATIENCE_MS = 3 * 60 * 1000;

/**
 * Records the page with Chromium's screencast: each frame Chromium sends (when the page changes)
 * is saved with its time and acknowledged at once, so recording never holds the page back; `stop()`
 * then has ffmpeg turn the frames, each shown until the next, into the video.
 * @param {import('puppeteer-core').Page} page @param {string} ffmpeg
 */
async function record(page, ffmpeg) {
	const frames = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-frames-'));
	/** @type {Array<{ file: string, time: number }>} */
	const shots = [];
	const session = await page.createCDPSession();
	session.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
		const file = path.join(frames, `${String(shots.length).padStart(6, '0')}.jpg`);
		fs.writeFileSync(file, Buffer.from(data, 'base64'));
		shots.push({ file, time: metadata.timestamp ?? Date.now() / 1000 });
		void session.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
	});
	await session.send('Page.startScreencast', { format: 'jpeg', quality: 85, maxWidth: VIEWPORT.width, maxHeight: VIEWPORT.height });
	return {
		async stop() {
			await session.send('Page.stopScreencast');
			const end = Date.now() / 1000;
			const list = shots.map((shot, n) => `file '${shot.file}'\nduration ${((shots[n + 1]?.time ?? end) - shot.time).toFixed(3)}`);
			// The concat demuxer takes the last file's duration only when the file is listed once more.
			const concat = path.join(frames, 'frames.txt');
			fs.writeFileSync(concat, `ffconcat version 1.0\n${list.join('\n')}\nfile '${shots[shots.length - 1].file}'\n`);
			await execFileAsync(ffmpeg, ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', concat, '-vf', 'fps=25,format=yuv420p', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-deadline', 'good', '-cpu-used', '5', VIDEO]);
			fs.rmSync(frames, { recursive: true, force: true });
		},
	};
}

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} line */
const log = (line) => console.log(`[demo:video] ${line}`);

/**
 * Shows `text` as a caption at the foot of the page, so the video says what each step is.
 * @param {import('puppeteer-core').Page} page @param {string} text
 */
async function caption(page, text) {
	log(text);
	await page.evaluate((line) => {
		let box = document.getElementById('demo-caption');
		if (!box) {
			box = document.createElement('div');
			box.id = 'demo-caption';
			box.style.cssText =
				'position:fixed;left:50%;bottom:48px;transform:translateX(-50%);z-index:100000;padding:10px 18px;border-radius:8px;' +
				'background:rgba(20,20,20,.85);color:#fff;font:600 18px system-ui,sans-serif;pointer-events:none;max-width:90%;text-align:center';
			document.body.appendChild(box);
		}
		box.textContent = line;
	}, text);
}

/**
 * Polls `probe` until it returns something other than undefined.
 * @template T @param {string} what @param {() => Promise<T | undefined>} probe @param {number} timeoutMs @returns {Promise<T>}
 */
async function waitFor(what, probe, timeoutMs) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await probe();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
		await pause(500);
	}
}

/**
 * n8n's Settings → Community Nodes lists the packages in its database, written when n8n installs one
 * from npm. This package is not on npm: the demo puts its packed tarball into n8n's nodes folder as
 * that install does (installPackedPackage), and here records it as that install then does
 * (InstalledPackagesRepository.persistPackageWithNodes: the package, and each node n8n loaded of it).
 * Written with Node 24's SQLite into n8n's own database file while n8n runs, as n8n reads it anew.
 * @param {import('./browser').Editor} editor
 */
async function listAsInstalled({ page, pkg, userFolder }) {
	/** @type {Array<{ name: string, displayName: string, version: number | number[], outputs?: unknown }>} */
	const types = await page.evaluate(async () => await (await fetch('/types/nodes.json')).json());
	// The nodes n8n loaded from the package; their tool variants (ai_tool output) it makes itself.
	const nodes = types
		.filter((type) => type.name.startsWith(`${pkg.name}.`) && !JSON.stringify(type.outputs ?? []).includes('ai_tool'))
		.map((type) => ({ name: type.displayName, type: type.name, latestVersion: Math.max(...[type.version].flat()) }));
	const unique = [...new Map(nodes.map((node) => [node.type, node])).values()];
	const { author } = JSON.parse(fs.readFileSync(path.join(pkg.dir, 'package.json'), 'utf8'));
	const record = `
		const { DatabaseSync } = require('node:sqlite');
		const [file, json] = process.argv.slice(1);
		const { pkg, author, nodes } = JSON.parse(json);
		const db = new DatabaseSync(file);
		db.exec('BEGIN');
		db.prepare('INSERT OR REPLACE INTO installed_packages ("packageName", "installedVersion", "authorName", "authorEmail") VALUES (?, ?, ?, ?)').run(pkg.name, pkg.version, author.name, author.email);
		const node = db.prepare('INSERT OR REPLACE INTO installed_nodes ("name", "type", "latestVersion", "package") VALUES (?, ?, ?, ?)');
		for (const { name, type, latestVersion } of nodes) node.run(name, type, latestVersion, pkg.name);
		db.exec('COMMIT');
		db.close();
	`;
	const { node } = await ensureRuntime({ log });
	await execFileAsync(node, ['--no-warnings', '-e', record, path.join(userFolder, '.n8n', 'database.sqlite'), JSON.stringify({ pkg, author, nodes: unique })]);
	log(`listed ${pkg.name} ${pkg.version} with ${unique.length} nodes as installed`);
}

/** @param {import('./browser').Editor} editor */
async function communityNodes({ page, n8n }) {
	await page.goto(`${n8n.url}/settings/community-nodes`, { waitUntil: 'networkidle2' });
	await page.waitForSelector('[data-test-id="community-package-card"]', { visible: true });
	await caption(page, '1/4  The package, installed from its npm tarball: Settings → Community Nodes');
	await pause(6000);
}

/** @param {import('./browser').Editor} editor */
async function createCredential({ page, n8n, sandbox }) {
	await page.goto(`${n8n.url}/home/credentials`, { waitUntil: 'networkidle2' });
	await caption(page, '2/4  A credential: Fortnox Service Account API, saved and tested');
	await page.click('[data-test-id="add-resource-credential"]');
	const search = await page.waitForSelector('[data-test-id="new-credential-type-select"] input', { visible: true });
	await search?.type('Fortnox Service', { delay: 60 });
	const option = await page.waitForSelector(
		'::-p-xpath(//*[@data-test-id="new-credential-type-select-option"][normalize-space()="Fortnox Service Account API"])',
		{ visible: true },
	);
	// Clicked where it is, not where it was: the list still moves while it filters.
	await option?.evaluate((element) => /** @type {HTMLElement} */ (element).click());
	await pause(500);
	await page.click('[data-test-id="new-credential-type-button"]');
	const fields = { clientId: DEMO.oauthClientId, clientSecret: DEMO.oauthClientSecret, tenantId: DEMO.tenantId, baseUrl: sandbox.url, authUrl: sandbox.url };
	for (const [name, value] of Object.entries(fields)) {
		const input = await page.waitForSelector(`[data-test-id="editCredential-modal"] [data-test-id="parameter-input-${name}"] input`, { visible: true });
		await input?.click();
		await page.keyboard.down('Control');
		await page.keyboard.press('a');
		await page.keyboard.up('Control');
		await input?.type(value, { delay: 40 });
	}
	// n8n takes a field's value when it loses focus: the last one too, before Save.
	await page.keyboard.press('Tab');
	await pause(1000);
	await page.click('[data-test-id="credential-save-button"]');
	await page.waitForSelector('[data-test-id="credentials-config-container-test-success"]', { visible: true, timeout: 60000 });
	await caption(page, '2/4  Saved: "Connection tested successfully" against the Fortnox sandbox');
	await pause(5000);
}

/** @param {import('./browser').Editor} editor */
async function runInvoiceCreate({ page, n8n, rest }) {
	const credential = CREDENTIALS.serviceAccount;
	/** @param {string} Description @param {number} DeliveredQuantity @param {number} Price */
	const row = (Description, DeliveredQuantity, Price) => ({ ArticleNumber: { __rl: true, mode: 'id', value: '' }, Description, DeliveredQuantity, rowFields: { Price } });
	const workflow = await rest('/workflows', 'POST', {
		name: 'Demo: create an invoice',
		nodes: [
			{
				id: 'invoice',
				name: 'Create an invoice',
				type: 'n8n-nodes-fortnox-suite.fortnox',
				typeVersion: 2,
				position: [0, 0],
				parameters: {
					resource: 'invoice',
					operation: 'create',
					customer: { __rl: true, mode: 'list', value: '1001', cachedResultName: 'Kontorsgiganten AB' },
					rows: { row: [row('Consulting, March', 12, 950), row('Travel', 1, 420)] },
				},
				credentials: { [credential.type]: { id: credential.id, name: credential.name } },
			},
		],
		connections: {},
		settings: {},
	});
	await openWorkflow(page, n8n.url, workflow.id);
	await caption(page, '3/4  Fortnox › Invoice › Create, with two rows');
	await pause(2000);
	await openPanel(page, 'Create an invoice');
	await caption(page, '3/4  Fortnox › Invoice › Create, with two rows');
	await pause(4000);
	await page.click('[data-test-id="ndv"] [data-test-id="node-execute-button"]');
	await page.waitForSelector('[data-test-id="output-panel"] [data-test-id="ndv-data-container"]', { visible: true, timeout: 120000 });
	await caption(page, '3/4  Executed: the invoice Fortnox created, in the output');
	await pause(7000);
	await page.click('[data-test-id="ndv-close-button"]');
}

/** @param {import('./browser').Editor} editor */
async function triggerFires({ page, n8n, sandbox, rest }) {
	const credential = CREDENTIALS.serviceAccount;
	const workflow = await rest('/workflows', 'POST', {
		name: 'Demo: a new customer in Fortnox',
		nodes: [
			{
				id: 'trigger',
				name: 'Customer created',
				type: 'n8n-nodes-fortnox-suite.fortnoxTrigger',
				typeVersion: 2,
				position: [0, 0],
				parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, events: ['customerCreated'] },
				credentials: { [credential.type]: { id: credential.id, name: credential.name } },
			},
		],
		connections: {},
		settings: {},
	});
	await openWorkflow(page, n8n.url, workflow.id);
	await caption(page, '4/4  Fortnox Trigger on "Customer Created", published: it polls every minute');
	const requestsBefore = sandbox.stats.requests;
	await rest(`/workflows/${workflow.id}/activate`, 'POST', { versionId: workflow.versionId });
	await page.reload({ waitUntil: 'networkidle2' });
	await caption(page, '4/4  Fortnox Trigger on "Customer Created", published: it polls every minute');
	// The first poll only takes note of how things stand.
	await waitFor('the first poll', async () => (sandbox.stats.requests > requestsBefore ? true : undefined), TRIGGER_PATIENCE_MS);
	await pause(4000);
	const res = await fetch(`${sandbox.url}/3/customers`, {
		method: 'POST',
		headers: { 'Access-Token': DEMO.accessToken, 'Client-Secret': DEMO.clientSecret, 'Content-Type': 'application/json' },
		body: JSON.stringify({ Customer: { Name: 'Norrsken Café AB', City: 'Kiruna', Email: 'hej@norrsken.example' } }),
	});
	if (!res.ok) throw new Error(`creating a customer in the sandbox: HTTP ${res.status}`);
	await page.goto(`${n8n.url}/workflow/${workflow.id}/executions`, { waitUntil: 'networkidle2' });
	await caption(page, '4/4  A customer "Norrsken Café AB" created in the sandbox: waiting for the next poll…');
	const execution = await waitFor(
		'the trigger to fire',
		async () => {
			/** @type {{ results: Array<{ id: string, status: string }> }} */
			const { results } = await rest(`/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`);
			return results.find((candidate) => candidate.status === 'success');
		},
		TRIGGER_PATIENCE_MS,
	);
	await page.goto(`${n8n.url}/workflow/${workflow.id}/executions/${execution.id}`, { waitUntil: 'networkidle2' });
	await pause(2000);
	await caption(page, '4/4  The trigger fired: its execution, with the new customer');
	const node = await page.waitForSelector('iframe, [data-test-id="canvas-node"]', { visible: true });
	await pause(3000);
	await node?.click({ count: 2 }).catch(() => undefined);
	await pause(8000);
}

async function main() {
	const { ffmpeg, ffprobe } = await ensureBrowser();
	fs.mkdirSync(path.dirname(VIDEO), { recursive: true });
	const editor = await openEditor({ log });
	// n8n runs in a process group of its own: a Ctrl-C stops it here.
	for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
		process.once(signal, () => void editor.stop().then(() => process.exit(1)));
	}
	try {
		await editor.page.goto(`${editor.n8n.url}/home/workflows`, { waitUntil: 'networkidle2' });
		await listAsInstalled(editor);
		const recorder = await record(editor.page, ffmpeg);
		try {
			await communityNodes(editor);
			await createCredential(editor);
			await runInvoiceCreate(editor);
			await triggerFires(editor);
		} finally {
			await recorder.stop();
		}
	} finally {
		await editor.stop();
	}
	const { stdout } = await execFileAsync(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', VIDEO]);
	console.log(`\nThe demo video: ${path.relative(process.cwd(), VIDEO)} (${Number(stdout).toFixed(1)} s)`);
}

main().catch((err) => {
	console.error(err instanceof Error ? err.stack : err);
	process.exit(1);
});
