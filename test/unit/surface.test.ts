import { createHash } from 'node:crypto';

import type { ICredentialType, IDataObject, INodeProperties, INodePropertyCollection, INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { FortnoxApi } from '../../credentials/FortnoxApi.credentials';
import { FortnoxOAuth2Api } from '../../credentials/FortnoxOAuth2Api.credentials';
import { FortnoxServiceAccountApi } from '../../credentials/FortnoxServiceAccountApi.credentials';
import { nodeTypes } from '../harness/run-workflow';
import { PACKAGE } from '../harness/node-types';

/**
 * What a saved workflow may hold of this package must not change: node types and versions,
 * credential types, and for every resource and operation the parameters it shows, with their names,
 * types, defaults, option values and the conditions on other parameters that show them. Display
 * names, descriptions, hints and placeholders may improve, so they are left out; so is how the
 * display options are grouped, since each parameter is placed by evaluating them as n8n does.
 */

const NODE_NAMES = [
	'fortnox',
	'fortnoxAssets',
	'fortnoxCompanyOrders',
	'fortnoxCompanyOrderTrigger',
	'fortnoxIntegrationDeveloper',
	'fortnoxPayroll',
	'fortnoxRecurringBilling',
	'fortnoxSettings',
	'fortnoxStreamTrigger',
	'fortnoxTrigger',
	'fortnoxWarehouse',
	'fortnoxWarehouseTrigger',
];

/** The keys that place a parameter: the rest of its display options are conditions kept with it. */
const PLACING = ['resource', 'operation', '@version'];

type Signature = IDataObject;

const isOption = (value: unknown): value is INodePropertyOptions => typeof value === 'object' && value !== null && 'value' in value;
const isCollection = (value: unknown): value is INodePropertyCollection => typeof value === 'object' && value !== null && 'values' in value;

/** A display-options block with only the keys in `keep` (or without them). */
function pickDisplay(options: INodeProperties['displayOptions'], keep: boolean) {
	if (!options) return undefined;
	const part = (block: IDataObject | undefined) => {
		if (!block) return undefined;
		const kept = Object.fromEntries(Object.entries(block).filter(([key]) => PLACING.includes(key) === keep));
		return Object.keys(kept).length ? kept : undefined;
	};
	const show = part(options.show as IDataObject | undefined);
	const hide = part(options.hide as IDataObject | undefined);
	return show || hide ? { ...(show ? { show } : {}), ...(hide ? { hide } : {}) } : undefined;
}

/** A parameter as a saved workflow depends on it, with its nested parameters. */
function signature(property: INodeProperties | INodePropertyCollection): Signature {
	if (isCollection(property)) return { name: property.name, values: property.values.map(signature) };
	const options = property.options as Array<INodeProperties | INodePropertyOptions | INodePropertyCollection> | undefined;
	return {
		name: property.name,
		type: property.type,
		default: property.default as IDataObject,
		...(property.required ? { required: true } : {}),
		...(property.noDataExpression ? { noDataExpression: true } : {}),
		...(pickDisplay(property.displayOptions, false) ? { when: pickDisplay(property.displayOptions, false) } : {}),
		...(property.typeOptions?.multipleValues ? { multipleValues: true } : {}),
		...(property.modes ? { modes: property.modes.map((mode) => mode.name) } : {}),
		...(options
			? {
					options: options.map((option) =>
						isOption(option) ? option.value : isCollection(option) ? signature(option) : signature(option as INodeProperties),
					),
				}
			: {}),
	};
}

/** Whether `property` shows for these resource/operation values at `version`, judged only by the placing keys. */
function placed(property: INodeProperties, values: IDataObject, version: number, description: INodeTypeDescription): boolean {
	const displayOptions = pickDisplay(property.displayOptions, true);
	return NodeHelpers.displayParameter(values as never, { ...property, displayOptions } as INodeProperties, { typeVersion: version }, description);
}

function versionsOf(description: INodeTypeDescription): number[] {
	return Array.isArray(description.version) ? description.version : [description.version];
}

/**
 * Every resource and operation of a node at one version, each with the parameters it shows: the
 * operations name their parameters by key (`name`, or `name#<hash>` where parameters of one name
 * differ), and each key's signature is listed once.
 */
function surfaceAt(description: INodeTypeDescription, version: number) {
	const { properties } = description;
	const shown = (values: IDataObject) => properties.filter((property) => placed(property, values, version, description));
	const choices = (name: string, values: IDataObject) =>
		shown(values)
			.filter((property) => property.name === name)
			.flatMap((property) => (property.options ?? []).filter(isOption).map((option) => option.value as string));
	// A key that does not depend on the order of the properties: parameters of one name that differ are told apart by their signature's hash.
	const keys = new Map<INodeProperties, string>();
	for (const property of properties) {
		const variants = new Set(properties.filter((other) => other.name === property.name).map((other) => JSON.stringify(signature(other))));
		const hash = createHash('sha256').update(JSON.stringify(signature(property))).digest('hex').slice(0, 8);
		keys.set(property, variants.size > 1 ? `${property.name}#${hash}` : property.name);
	}
	const parameters: Record<string, Signature> = {};
	const operations: Record<string, string[]> = {};
	const resources = choices('resource', {});
	for (const resource of resources.length ? resources : [undefined]) {
		const names = choices('operation', { resource });
		for (const operation of names.length ? names : [undefined]) {
			operations[`${resource ?? '-'}/${operation ?? '-'}`] = shown({ resource, operation }).map((property) => {
				const key = keys.get(property)!;
				parameters[key] = signature(property);
				return key;
			});
		}
	}
	return { operations, parameters };
}

describe('the stored surface of every node and credential', () => {
	it('lists the package’s node types and versions', () => {
		const types = NODE_NAMES.map((name) => {
			const { description } = nodeTypes.getByNameAndVersion(`${PACKAGE}.${name}`);
			return { name: description.name, versions: versionsOf(description), credentials: (description.credentials ?? []).map((credential) => credential.name) };
		});
		expect(types).toMatchSnapshot();
	});

	const cases = NODE_NAMES.flatMap((name) => versionsOf(nodeTypes.getByNameAndVersion(`${PACKAGE}.${name}`).description).map((version) => [name, version] as const));
	it.each(cases)('%s version %s', (name, version) => {
		const { description } = nodeTypes.getByNameAndVersion(`${PACKAGE}.${name}`);
		expect(surfaceAt(description, version)).toMatchSnapshot();
	});

	it.each([
		['fortnoxApi', new FortnoxApi()],
		['fortnoxOAuth2Api', new FortnoxOAuth2Api()],
		['fortnoxServiceAccountApi', new FortnoxServiceAccountApi()],
	] as Array<[string, ICredentialType]>)('credential %s', (name, credential) => {
		expect({ name: credential.name, extends: credential.extends ?? [], properties: credential.properties.map(signature) }).toMatchSnapshot();
		expect(credential.name).toBe(name);
	});
});
