import fs from 'node:fs';
import path from 'node:path';

import type { INodeParameters } from 'n8n-workflow';

import { closePanel, openCredential, openEditor, openPanel, openWorkflow, type Editor } from '../../scripts/browser';
import { CREDENTIALS } from '../../scripts/n8n-instance';
import { nodePanels, type NodePanels, type Panel } from './panels';

/** The pictures the README and docs/ show. */
const IMAGES = path.resolve(__dirname, '..', '..', 'docs', 'images');
/** A panel that fails leaves its picture here (git-ignored). */
const FAILED = path.resolve(__dirname, '..', '..', '.browser-test');

const CANVAS_COLUMNS = 6;

/** A workflow of `nodes`, each with the credential it starts with, on a grid. */
function workflowOf(name: string, node: NodePanels, panels: Array<Pick<Panel, 'name' | 'parameters'>>) {
	const credential = Object.values(CREDENTIALS).find((candidate) => candidate.type === node.credential);
	if (!credential) throw new Error(`no sandbox credential of type ${node.credential}`);
	return {
		name,
		nodes: panels.map((panel, index) => ({
			id: `node-${index}`,
			name: panel.name,
			type: node.type,
			typeVersion: node.typeVersion,
			position: [(index % CANVAS_COLUMNS) * 240, Math.floor(index / CANVAS_COLUMNS) * 200],
			parameters: panel.parameters,
			credentials: { [credential.type]: { id: credential.id, name: credential.name } },
		})),
		connections: {},
		settings: {},
	};
}

describe('the n8n editor of the demo, in Chromium', () => {
	let editor: Editor;
	/** What the browser reported as errors, with what the test was doing then. */
	const errors: string[] = [];
	let doing = 'logging in';

	beforeAll(async () => {
		editor = await openEditor();
		editor.page.on('console', (message) => {
			if (message.type() === 'error') errors.push(`${doing}: ${message.text()}`);
		});
		editor.page.on('pageerror', (error) => errors.push(`${doing}: ${error instanceof Error ? error.message : String(error)}`));
	}, 15 * 60 * 1000);

	beforeEach(() => {
		errors.length = 0;
	});

	afterAll(async () => {
		await editor?.stop();
	}, 2 * 60 * 1000);

	/** Opens `panel` on the canvas; what is wrong with it, or nothing. */
	async function problemsOf(panel: Panel, label: string): Promise<string[]> {
		const { page } = editor;
		try {
			await openPanel(page, panel.name);
			const shown = await page.$$eval('[data-test-id="ndv"] [data-test-id="node-parameters"] [data-test-id]', (elements) =>
				elements.filter((element) => element.checkVisibility()).map((element) => element.getAttribute('data-test-id')),
			);
			const problems = panel.fields.filter((field) => !shown.includes(field)).map((field) => `${label}: ${field} not shown`);
			for (const [name, text] of Object.entries(panel.shows)) {
				const value = await page.$eval(`[data-test-id="ndv"] [data-test-id="parameter-input-${name}"] input`, (input) => input.value);
				if (value !== text) problems.push(`${label}: ${name} reads "${value}", not "${text}"`);
			}
			await closePanel(page);
			return problems;
		} catch (error) {
			fs.mkdirSync(FAILED, { recursive: true });
			const picture = path.join(FAILED, `${label.replace(/[^\w-]+/g, '_')}.png`);
			await page.screenshot({ path: picture });
			return [`${label}: ${error instanceof Error ? error.message : String(error)} (picture: ${path.relative(process.cwd(), picture)})`];
		}
	}

	describe.each(nodePanels().map((node) => [node.description.displayName, node] as const))('%s', (displayName, node) => {
		it(`every panel renders: ${node.panels.length === 1 ? 'its defaults' : "each resource's first operation"}, without a browser error`, async () => {
			const workflow = await editor.rest<{ id: string }>('/workflows', 'POST', workflowOf(`Panels of ${displayName}`, node, node.panels));
			const problems: string[] = [];
			let onCanvas = false;
			for (const panel of node.panels) {
				const label = `${displayName} › ${panel.name}`;
				doing = `opening ${label}`;
				if (!onCanvas) await openWorkflow(editor.page, editor.n8n.url, workflow.id);
				const found = await problemsOf(panel, label);
				// After a failed panel the next one starts from a freshly opened canvas.
				onCanvas = found.length === 0;
				problems.push(...found);
			}
			expect({ problems, errors }).toEqual({ problems: [], errors: [] });
		});
	});

	it.each(Object.values(CREDENTIALS).map((credential) => [credential.name, credential] as const))(
		'the credential dialog of "%s" shows its fields and a successful connection test',
		async (name, credential) => {
			const { page, n8n } = editor;
			doing = `opening the credential ${name}`;
			await openCredential(page, n8n.url, credential.id);
			// The dialog tests a saved credential as it opens; an OAuth2 one shows whether it is connected.
			const passed = credential === CREDENTIALS.oAuth2 ? 'oauth-connect-success-banner' : 'credentials-config-container-test-success';
			await page.waitForSelector(`[data-test-id="editCredential-modal"] [data-test-id="${passed}"]`, { visible: true });
			const fields = await page.$$eval('[data-test-id="editCredential-modal"] [data-test-id^="parameter-input-"]', (inputs) =>
				inputs.filter((input) => input.checkVisibility()).map((input) => input.getAttribute('data-test-id')),
			);
			expect(fields).toContain('parameter-input-clientSecret');
			if (credential === CREDENTIALS.serviceAccount) await page.screenshot({ path: path.join(IMAGES, 'credential-service-account.png') });
			expect(errors).toEqual([]);
		},
	);

	it('takes the pictures the docs show: Invoice Create with rows, the trigger\'s events, a workflow on the canvas', async () => {
		const { page, n8n, rest } = editor;
		const [fortnox, trigger] = ['fortnox', 'fortnoxTrigger'].map((name) => nodePanels().find((node) => node.description.name === name)!);
		const row = (Description: string, DeliveredQuantity: number, Price: number) => ({
			ArticleNumber: { __rl: true, mode: 'id', value: '' },
			Description,
			DeliveredQuantity,
			rowFields: { Price },
		});
		const invoice: INodeParameters = {
			resource: 'invoice',
			operation: 'create',
			customer: { __rl: true, mode: 'list', value: '1001', cachedResultName: 'Kontorsgiganten AB' },
			rows: { row: [row('Consulting, March', 12, 950), row('Travel', 1, 420)] },
		};
		// `last`: the field that shows once the panel has loaded all it shows (the rows' Row Fields load on their own).
		const pictures = [
			{ node: fortnox, panel: { name: 'Create an invoice', parameters: invoice }, last: 'parameter-input-Price', file: 'invoice-create.png' },
			{ node: trigger, panel: { name: 'Fortnox Trigger', parameters: { events: ['customerCreated', 'invoiceFullyPaid'] } }, last: 'parameter-input-events', file: 'trigger-events.png' },
		];
		for (const { node, panel, last, file } of pictures) {
			doing = `taking ${file}`;
			const workflow = await rest<{ id: string }>('/workflows', 'POST', workflowOf(panel.name, node, [panel]));
			await openWorkflow(page, n8n.url, workflow.id);
			await openPanel(page, panel.name);
			await page.waitForSelector(`[data-test-id="ndv"] [data-test-id="${last}"]`, { visible: true });
			await page.screenshot({ path: path.join(IMAGES, file) });
		}
		doing = 'taking workflow-canvas.png';
		await openWorkflow(page, n8n.url, 'fortnoxOrderToInvoice');
		await page.screenshot({ path: path.join(IMAGES, 'workflow-canvas.png') });
		expect(errors).toEqual([]);
	});
});
