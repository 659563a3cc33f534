import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { INodeProperties } from 'n8n-workflow';

import { PACKAGE_NODE_TYPES } from '../harness/node-types';
import { nodeTypes } from '../harness/run-workflow';
import openapi from '../../openapi/fortnox-openapi-2026-04.json';

const ROOT = join(__dirname, '../..');

/** The rows of docs/areas.md's table of Fortnox's areas: area, OpenAPI tag, node, resources. */
function areaRows(): string[][] {
	const page = readFileSync(join(ROOT, 'docs', 'areas.md'), 'utf8');
	const section = page.slice(page.indexOf('### Every area of Fortnox, and where it is'));
	const table = section.slice(section.indexOf('| Area |'), section.indexOf('\n\n', section.indexOf('| Area |')));
	return table
		.split('\n')
		.slice(2)
		.map((line) => line.slice(1, -1).split(' | ').map((cell) => cell.trim()));
}

/** Each node's display name, and the display names of its resources. */
function packageNodes(): Map<string, string[]> {
	const nodes = new Map<string, string[]>();
	for (const type of PACKAGE_NODE_TYPES) {
		const { description } = nodeTypes.getByNameAndVersion(type);
		const resource = description.properties.find((property: INodeProperties) => property.name === 'resource');
		nodes.set(description.displayName, (resource?.options ?? []).map((option) => String((option as { name: string }).name)));
	}
	return nodes;
}

describe('docs/areas.md: every area of Fortnox, and where it is', () => {
	it('has a row for every tag of Fortnox’s OpenAPI, and no tag it does not have', () => {
		const tags = new Set<string>();
		for (const operations of Object.values(openapi.paths as Record<string, Record<string, { tags?: string[] }>>)) {
			for (const operation of Object.values(operations)) for (const tag of operation.tags ?? []) tags.add(tag);
		}
		const named = areaRows()
			.map(([, tag]) => tag)
			.filter((tag) => tag !== '–')
			.map((tag) => tag.replace(/`/g, ''));
		expect([...new Set(named)].sort()).toEqual([...tags].sort());
	});

	it('names only nodes of the package and resources those nodes have', () => {
		const nodes = packageNodes();
		for (const [area, , node, resources] of areaRows()) {
			if (node === '–') continue;
			expect([area, nodes.has(node)]).toEqual([area, true]);
			if (resources === '–') continue;
			for (const resource of resources.split(', ')) expect([area, node, nodes.get(node)!.includes(resource)]).toEqual([area, node, true]);
		}
	});
});
