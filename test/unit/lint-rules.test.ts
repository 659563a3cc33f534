import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

/**
 * The project's ESLint config runs every rule n8n's scanner (@n8n/scan-community-package) runs on a
 * package's source, at error, so `npm run lint` finds what the scan would: each rule set of
 * eslint-plugin-n8n-nodes-base on the files it is for, every rule of @n8n/eslint-plugin-community-nodes,
 * and no-console. Off are only the rules the scanner itself turns off.
 */

const ROOT = path.resolve(__dirname, '..', '..');

/** What the scanner turns off, with its reasons (scanner.mjs, buildScanConfig). */
const SCANNER_OFF = [
	// Inputs and outputs can be an enum instead of the string "main".
	'n8n-nodes-base/node-class-description-inputs-wrong-regular-node',
	'n8n-nodes-base/node-class-description-outputs-wrong',
	// An API may have a maximum, so maxValue is valid.
	'n8n-nodes-base/node-param-type-options-max-value-present',
	// Not valid for community nodes.
	'n8n-nodes-base/cred-class-field-documentation-url-miscased',
];

/** ESLint's config for each file, as rule → severity, and the rules each plugin config holds (ESLint's config loads as ESM only). */
const SCRIPT = `
import { ESLint } from 'eslint';
import base from 'eslint-plugin-n8n-nodes-base';
import community from '@n8n/eslint-plugin-community-nodes';
const eslint = new ESLint({ cwd: process.cwd() });
const severity = (entry) => (Array.isArray(entry) ? entry[0] : entry);
const files = {};
for (const file of ['nodes/Fortnox/Fortnox.node.ts', 'credentials/FortnoxApi.credentials.ts', 'package.json']) {
	const { rules } = await eslint.calculateConfigForFile(file);
	files[file] = Object.fromEntries(Object.entries(rules).map(([rule, entry]) => [rule, severity(entry)]));
}
const sets = Object.fromEntries(['nodes', 'credentials', 'community'].map((set) => [set, Object.keys(base.configs[set].rules)]));
sets.communityNodes = Object.keys(community.rules).map((rule) => '@n8n/community-nodes/' + rule);
process.stdout.write(JSON.stringify({ files, sets }));
`;

const { files, sets } = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: ROOT, encoding: 'utf8' })) as {
	files: Record<string, Record<string, number | string>>;
	sets: Record<'nodes' | 'credentials' | 'community' | 'communityNodes', string[]>;
};

describe('ESLint runs what n8n’s scanner runs', () => {
	it.each([
		['nodes/Fortnox/Fortnox.node.ts', [...sets.nodes, ...sets.communityNodes, 'no-console']],
		['credentials/FortnoxApi.credentials.ts', [...sets.credentials, ...sets.communityNodes, 'no-console']],
		['package.json', [...sets.community, ...sets.communityNodes]],
	])('%s: every rule at error, but those the scanner turns off', (file, rules) => {
		expect(rules.length).toBeGreaterThan(40);
		const config = files[file];
		const notError = rules.filter((rule) => !SCANNER_OFF.includes(rule) && ![2, 'error'].includes(config[rule]));
		expect(notError).toEqual([]);
	});
});
