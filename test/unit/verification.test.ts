import fs from 'node:fs';
import path from 'node:path';

import type { INodeProperties } from 'n8n-workflow';

import * as pkg from '../../package.json';
import { PACKAGE_NODE_TYPES } from '../harness/node-types';
import { nodeTypes } from '../harness/run-workflow';

/**
 * What n8n's verification of a community package checks beside its scanner: every action node usable
 * as an AI agent's tool, and a valid version and homepage. Also the current community-nodes rules
 * that the registry's plugin (0.32.0) lacks and that this package could break by a small change
 * (docs/verification.md lists every rule).
 */

/** valid-node-categories: the categories n8n takes in a community node's codex. */
const COMMUNITY_CATEGORIES = ['Data & Storage', 'Finance & Accounting', 'Marketing & Content', 'Productivity', 'Miscellaneous', 'Sales', 'Development', 'Analytics', 'Communication', 'Utility'];

/** Each registered node's source, from its dist path in package.json (`nodes/X/X.node`). */
const sources = pkg.n8n.nodes.map((dist) => dist.replace(/^dist\//, '').replace(/\.js$/, ''));
const read = (file: string) => fs.readFileSync(path.join(__dirname, '../..', file), 'utf8');

const nodes = PACKAGE_NODE_TYPES.map((type) => [type, nodeTypes.getByNameAndVersion(type)] as const);
const actions = nodes.filter(([, node]) => !node.description.group.includes('trigger'));

/** Every resource locator of every node, nested ones too, as `node parameter` and its modes. */
function locators(): Array<{ where: string; modes: string[]; defaultMode: unknown }> {
	const found: Array<{ where: string; modes: string[]; defaultMode: unknown }> = [];
	const walk = (type: string, properties: unknown[] = []) => {
		for (const property of properties as INodeProperties[]) {
			if (property.type === 'resourceLocator') {
				found.push({ where: `${type} ${property.name}`, modes: (property.modes ?? []).map((mode) => mode.name), defaultMode: (property.default as { mode?: string }).mode });
			}
			walk(type, property.options as unknown[]);
			walk(type, (property as { values?: unknown[] }).values);
		}
	};
	for (const [type, node] of nodes) walk(type, node.description.properties);
	return found;
}

describe('n8n verification', () => {
	it('checks every node package.json registers, eight of them action nodes', () => {
		expect(nodes).toHaveLength(pkg.n8n.nodes.length);
		expect(actions).toHaveLength(8);
	});

	it.each(actions)('%s is usable as a tool', (_type, node) => {
		expect(node.description.usableAsTool).toBe(true);
		expect(typeof node.execute).toBe('function');
	});

	it('offers "From List" first, and starts on it, in every resource locator that has a list', () => {
		const all = locators();
		expect(all.length).toBeGreaterThan(100);
		expect(all.filter(({ modes, defaultMode }) => modes.includes('list') && (modes[0] !== 'list' || defaultMode !== 'list'))).toEqual([]);
		// docs/verification.md says why: Fortnox lists a file area one folder at a time.
		expect([...new Set(all.filter(({ modes }) => !modes.includes('list')).map(({ where }) => where))]).toEqual(['n8n-nodes-fortnox-suite.fortnox target']);
	});

	it.each(sources)('%s has a codex whose categories n8n takes, without subcategories', (source) => {
		const codex = JSON.parse(read(`${source}.json`)) as { categories?: string[]; subcategories?: unknown };
		expect(codex.categories?.length).toBeGreaterThan(0);
		expect(codex.categories?.filter((category) => !COMMUNITY_CATEGORIES.includes(category))).toEqual([]);
		expect(codex.subcategories).toBeUndefined();
	});

	// require-continue-on-fail reads execute() itself, not the router it calls.
	it.each(sources.filter((source) => !/Trigger\.node$/.test(source)))('%s reads Continue On Fail in execute()', (source) => {
		const code = read(`${source}.ts`);
		expect(code.slice(code.indexOf('async execute(')).split('\n\t}')[0]).toContain('this.continueOnFail()');
	});

	it('has a valid version and an https homepage', () => {
		expect(pkg.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
		expect(new URL(pkg.homepage).protocol).toBe('https:');
	});
});
