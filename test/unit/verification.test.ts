import * as pkg from '../../package.json';
import { PACKAGE_NODE_TYPES } from '../harness/node-types';
import { nodeTypes } from '../harness/run-workflow';

/**
 * What n8n's verification of a community package checks beside its scanner: every action node usable
 * as an AI agent's tool, and a valid version and homepage.
 */

const nodes = PACKAGE_NODE_TYPES.map((type) => [type, nodeTypes.getByNameAndVersion(type)] as const);
const actions = nodes.filter(([, node]) => !node.description.group.includes('trigger'));

describe('n8n verification', () => {
	it('checks every node package.json registers, eight of them action nodes', () => {
		expect(nodes).toHaveLength(pkg.n8n.nodes.length);
		expect(actions).toHaveLength(8);
	});

	it.each(actions)('%s is usable as a tool', (_type, node) => {
		expect(node.description.usableAsTool).toBe(true);
		expect(typeof node.execute).toBe('function');
	});

	it('has a valid version and an https homepage', () => {
		expect(pkg.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
		expect(new URL(pkg.homepage).protocol).toBe('https:');
	});
});
