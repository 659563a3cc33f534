// Writes the parts of the documentation that the nodes' own descriptions hold (the README's table of
// nodes, each node page's operations or events), between `<!-- generated: <part> -->` and
// `<!-- /generated -->`, so the pages cannot drift from the code: `npm run docs`.
// test/unit/docs.test.ts fails when a file differs from what this would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { INodeProperties, INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';

import { PACKAGE_NODE_TYPES, PackageNodeTypes } from '../test/harness/node-types';

export const ROOT = join(__dirname, '..');

const nodeTypes = new PackageNodeTypes();

/** Every node's description, in the order of the package's node list. */
export const descriptions = (): INodeTypeDescription[] => PACKAGE_NODE_TYPES.map((type) => nodeTypes.getByNameAndVersion(type).description);

/** A node's page: its display name in lower case with hyphens (`docs/nodes/fortnox-stream-trigger.md`). */
export const nodePage = (description: INodeTypeDescription): string =>
	join(ROOT, 'docs', 'nodes', `${description.displayName.toLowerCase().replace(/ /g, '-')}.md`);

/** A table cell: one line, and a `|` that does not end the cell. */
const cell = (text: unknown): string => String(text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

const options = (property: INodeProperties | undefined) => (property?.options ?? []) as INodePropertyOptions[];

/** One row per resource and operation, with the operation's description as the editor shows it. */
function operations(description: INodeTypeDescription): string {
	const rows = new Set<string>();
	for (const resource of options(description.properties.find((property) => property.name === 'resource'))) {
		for (const property of description.properties) {
			if (property.name !== 'operation' || !property.displayOptions?.show?.resource?.includes(resource.value)) continue;
			for (const operation of options(property)) rows.add(`| ${cell(resource.name)} | ${cell(operation.name)} | ${cell(operation.description)} |`);
		}
	}
	return ['| Resource | Operation | What it does |', '|---|---|---|', ...rows].join('\n');
}

/** One row per event the trigger offers. */
function events(description: INodeTypeDescription): string {
	const rows = options(description.properties.find((property) => property.name === 'events')).map(
		(event) => `| ${cell(event.name)} | ${cell(event.description)} |`,
	);
	return ['| Event | When |', '|---|---|', ...rows].join('\n');
}

/** The README's table of nodes: a line each, linking to the node's page. */
function nodes(): string {
	const rows = descriptions().map(
		(description) => `| [${description.displayName}](${relative(ROOT, nodePage(description))}) | ${cell(description.description)} |`,
	);
	return ['| Node | What it does |', '|---|---|', ...rows].join('\n');
}

const MARKER = /(<!-- generated: (\w+) -->\n)[\s\S]*?(<!-- \/generated -->)/g;

/** The text with every generated part written anew from `parts`; a part it does not know is an error. */
function regenerate(file: string, text: string, parts: Record<string, () => string>): string {
	return text.replace(MARKER, (_whole, open: string, part: string, close: string) => {
		if (!parts[part]) throw new Error(`${relative(ROOT, file)}: no generated part "${part}"`);
		return `${open}${parts[part]()}\n${close}`;
	});
}

/** Each generated file, with what it holds now and what this script would write. */
export function generatedFiles(): Array<{ file: string; now: string; generated: string }> {
	const files: Array<{ file: string; parts: Record<string, () => string> }> = [
		{ file: join(ROOT, 'README.md'), parts: { nodes } },
		...descriptions().map((description) => ({
			file: nodePage(description),
			parts: { operations: () => operations(description), events: () => events(description) },
		})),
	];
	return files.map(({ file, parts }) => {
		const now = readFileSync(file, 'utf8');
		return { file, now, generated: regenerate(file, now, parts) };
	});
}

if (require.main === module) {
	for (const { file, now, generated } of generatedFiles()) {
		if (generated === now) continue;
		writeFileSync(file, generated);
		process.stdout.write(`wrote ${relative(ROOT, file)}\n`);
	}
}
