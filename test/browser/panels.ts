import fs from 'node:fs';
import path from 'node:path';

import { NodeHelpers, type INodeParameters, type INodeProperties, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

const ROOT = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; n8n: { nodes: string[] } };

/** One node's panel as the editor should show it. */
export interface Panel {
	/** The node's name on the canvas. */
	name: string;
	parameters: INodeParameters;
	/**
	 * The data-test-id of every top-level field the panel must show, from the description's own
	 * displayOptions (n8n-workflow's displayParameter, which the editor uses too).
	 */
	fields: string[];
	/** The Resource and Operation the panel's dropdowns must read (action nodes). */
	shows: Record<string, string>;
}

export interface NodePanels {
	description: INodeTypeDescription;
	/** The type as n8n knows it: `<package>.<node>`. */
	type: string;
	typeVersion: number;
	/** The credential the nodes start with (one they accept with their default Authentication). */
	credential: string;
	panels: Panel[];
}

/** Collections show an "Add Field" button rather than an input of their own; notices and hidden fields no input. */
const NO_INPUT = new Set(['notice', 'hidden', 'collection', 'callout']);

/**
 * What each field renders as. `authentication` is the one n8n moves out of the parameters, into
 * the credential slot above them.
 */
function fieldIds(description: INodeTypeDescription, values: INodeParameters, typeVersion: number): string[] {
	const node = { typeVersion };
	const shown = description.properties.filter(
		(property: INodeProperties) =>
			!NO_INPUT.has(property.type) && property.name !== 'authentication' && NodeHelpers.displayParameter(values, property, node, description),
	);
	return [...new Set(shown.map((property) => (property.type === 'fixedCollection' ? `fixed-collection-${property.name}` : `parameter-input-${property.name}`)))];
}

/** A node with `parameters` set, as the editor would fill in the rest. */
function panelOf(description: INodeTypeDescription, typeVersion: number, name: string, parameters: INodeParameters, shows: Record<string, string>): Panel {
	const values = NodeHelpers.getNodeParameters(description.properties, parameters, true, false, { typeVersion }, description) ?? {};
	return { name, parameters, fields: fieldIds(description, values, typeVersion), shows };
}

/**
 * Every node of the built package (dist/, what `npm pack` ships), and for each the panels to open:
 * each resource with its first operation, or the node's defaults where it has no resources (the triggers).
 */
export function nodePanels(): NodePanels[] {
	return manifest.n8n.nodes.map((file) => {
		// eslint-disable-next-line @typescript-eslint/no-require-imports -- the built nodes, by the paths package.json lists (as n8n loads them)
		const module = require(path.join(ROOT, file)) as Record<string, new () => INodeType>;
		const description = new (Object.values(module)[0])().description;
		const typeVersion = Math.max(...[description.version].flat());
		const node = { typeVersion };
		const defaults = NodeHelpers.getNodeParameters(description.properties, {}, true, false, node, description) ?? {};
		const credential = description.credentials?.find((candidate) => NodeHelpers.displayParameter(defaults, candidate, node, description));
		if (!credential) throw new Error(`${description.name}: no credential fits its default Authentication`);
		const resource = description.properties.find((property) => property.name === 'resource');
		const panels = (resource?.options ?? []).map((option) => {
			const value = String((option as { value: string }).value);
			const operation = description.properties.find(
				(property) => property.name === 'operation' && NodeHelpers.displayParameter({ ...defaults, resource: value }, property, node, description),
			);
			const first = operation?.options?.[0] as { name: string; value: string } | undefined;
			if (!first) throw new Error(`${description.name}: resource ${value} has no operation`);
			return panelOf(description, typeVersion, `${option.name}: ${first.name}`, { resource: value, operation: first.value }, {
				resource: option.name,
				operation: first.name,
			});
		});
		return {
			description,
			type: `${manifest.name}.${description.name}`,
			typeVersion,
			credential: credential.name,
			panels: panels.length > 0 ? panels : [panelOf(description, typeVersion, description.defaults.name ?? description.displayName, {}, {})],
		};
	});
}
