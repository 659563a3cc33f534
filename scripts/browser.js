// @ts-check
'use strict';

/**
 * The demo's n8n editor in headless Chromium, for the browser test (test/browser) and
 * `npm run demo:video` (scripts/demo-video.js). Chromium and ffmpeg are Debian's packages
 * (`chromium`, `ffmpeg`), installed with apt-get when missing, as scripts/queue-services.js does for
 * Redis and PostgreSQL: CI is a fresh machine with root and Debian's mirror; puppeteer-core (a dev
 * dependency) drives the browser and downloads none of its own. Types: browser.d.ts.
 *
 *   node scripts/browser.js      installs the packages if needed (nothing else)
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { startSandbox } = require('../sandbox');
const { aptInstall } = require('./apt');
const { installPackedPackage, ownerSession, startN8n } = require('./n8n-instance');


const CHROMIUM = '/usr/bin/chromium';
const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';
/** The size of the screenshots and the video. */
const VIEWPORT = Object.freeze({ width: 1280, height: 800 });

/** @param {string} line */
const defaultLog = (line) => console.log(`[browser] ${line}`);

/**
 * Installs Debian's chromium and ffmpeg unless both are there (then it returns at once). Needs
 * root and the Debian mirror.
 * @param {{ log?: (line: string) => void }} [options]
 */
async function ensureBrowser({ log = defaultLog } = {}) {
	const present = () => [CHROMIUM, FFMPEG, FFPROBE].every((file) => fs.existsSync(file));
	if (!present()) {
		await aptInstall(['chromium', 'ffmpeg'], 'The browser test', log);
		if (!present()) throw new Error('apt-get finished, but chromium or ffmpeg is still missing');
	}
	return { chromium: CHROMIUM, ffmpeg: FFMPEG, ffprobe: FFPROBE };
}

/**
 * What `npm start` runs (the sandbox with demo data; n8n with the package, the credentials, the
 * examples and the owner), in a fresh user folder, and Chromium logged in as the owner.
 * @param {{ log?: (line: string) => void }} [options]
 */
async function openEditor({ log = defaultLog } = {}) {
	const { chromium } = await ensureBrowser({ log });
	const puppeteer = require('puppeteer-core');
	const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'fortnox-browser-'));
	/** Stops what has started so far, newest first. @type {Array<() => Promise<void>>} */
	const running = [async () => fs.rmSync(userFolder, { recursive: true, force: true })];
	const stop = async () => {
		for (const step of running.reverse()) await step();
	};
	try {
		const pkg = await installPackedPackage(userFolder);
		const sandbox = await startSandbox({ demo: true });
		running.push(() => sandbox.close());
		log('starting n8n…');
		const n8n = await startN8n({ userFolder, sandbox });
		running.push(n8n.stop);
		const cookie = await ownerSession(n8n);
		const browser = await puppeteer.launch({
			executablePath: chromium,
			headless: true,
			defaultViewport: VIEWPORT,
			// Root (CI) has no user namespace for Chromium's sandbox; /dev/shm is small in containers.
			args: ['--no-sandbox', '--disable-dev-shm-usage', `--window-size=${VIEWPORT.width},${VIEWPORT.height}`],
		});
		running.push(() => browser.close());
		const [name, value] = cookie.split(/=(.*)/s);
		await browser.setCookie({ name, value, domain: '127.0.0.1', path: '/', httpOnly: true });
		const page = await browser.newPage();
		// A loaded two-core machine (CI, or workers side by side) can take a minute to load the editor.
		page.setDefaultTimeout(90000);
		/** n8n's own routes (what the editor calls), as the owner. @param {string} route @param {string} [method] @param {unknown} [body] */
		const rest = async (route, method = 'GET', body) => {
			const res = await fetch(`${n8n.url}/rest${route}`, {
				method,
				headers: { Cookie: cookie, 'Content-Type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
			});
			if (!res.ok) throw new Error(`${method} /rest${route}: HTTP ${res.status} ${await res.text()}`);
			return /** @type {any} */ (await res.json()).data;
		};
		return { sandbox, n8n, pkg, browser, page, rest, userFolder, stop };
	} catch (err) {
		await stop();
		throw err;
	}
}

/** The canvas node named `name`. @param {string} name */
const canvasNode = (name) => `[data-test-id="canvas-node"][data-node-name=${JSON.stringify(name)}]`;

/** Opens stored workflow `id` on the canvas. @param {import('puppeteer-core').Page} page @param {string} url @param {string} id */
async function openWorkflow(page, url, id) {
	await page.goto(`${url}/workflow/${id}`);
	await page.waitForSelector('[data-test-id="canvas-node"]', { visible: true });
}

/** Opens a node's panel as a double-click on the canvas does; resolves once its parameters show. @param {import('puppeteer-core').Page} page @param {string} name */
async function openPanel(page, name) {
	const node = await page.waitForSelector(canvasNode(name), { visible: true });
	await node?.click({ count: 2 });
	await page.waitForSelector('[data-test-id="ndv"] [data-test-id="node-parameters"]', { visible: true });
}

/** Back to the canvas. @param {import('puppeteer-core').Page} page */
async function closePanel(page) {
	await page.click('[data-test-id="ndv-close-button"]');
	await page.waitForSelector('[data-test-id="ndv"]', { hidden: true });
}

/** Opens stored credential `id`'s dialog, as its card on the Credentials page does. @param {import('puppeteer-core').Page} page @param {string} url @param {string} id */
async function openCredential(page, url, id) {
	await page.goto(`${url}/home/credentials/${id}`);
	await page.waitForSelector('[data-test-id="editCredential-modal"] [data-test-id="credential-connection-parameter"]', { visible: true });
}

module.exports = { VIEWPORT, canvasNode, closePanel, ensureBrowser, openCredential, openEditor, openPanel, openWorkflow };

if (require.main === module) {
	ensureBrowser().then(
		(paths) => console.log(`chromium ${paths.chromium}, ffmpeg ${paths.ffmpeg}`),
		(err) => {
			console.error(err instanceof Error ? err.message : err);
			process.exit(1);
		},
	);
}
