import type { INodeProperties } from 'n8n-workflow';

import * as pkg from '../../package.json';
import { PACKAGE_NODE_TYPES } from '../harness/node-types';
import { nodeTypes } from '../harness/run-workflow';

/**
 * What n8n's verification of a community package checks beside its scanner: every action node usable
 * as an AI agent's tool, and a valid version and homepage.
 */

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

	it('has a valid version and an https homepage', () => {
		expect(pkg.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
		expect(new URL(pkg.homepage).protocol).toBe('https:');
	});
});
