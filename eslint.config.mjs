import eslint from '@eslint/js';
import { globalIgnores } from 'eslint/config';
import communityNodes from '@n8n/eslint-plugin-community-nodes';
import n8nNodesPlugin from 'eslint-plugin-n8n-nodes-base';
import tseslint from 'typescript-eslint';

// The rule sets n8n's own `@n8n/node-cli lint` applies to community packages, plus the
// community-nodes plugin that n8n's verification runs; the rules turned off below are the ones
// n8n's scanner (@n8n/scan-community-package) turns off. test/unit/lint-rules.test.ts holds it to that.
export default tseslint.config(
	globalIgnores(['dist', 'node_modules', 'coverage', '.n8n-runtime', '.n8n-demo', '.compat']),
	{
		files: ['**/*.ts'],
		extends: [eslint.configs.recommended, tseslint.configs.recommended],
		rules: { 'prefer-spread': 'off' },
	},
	{
		files: ['package.json'],
		plugins: { 'n8n-nodes-base': n8nNodesPlugin },
		rules: { ...n8nNodesPlugin.configs.community.rules },
		languageOptions: {
			parser: tseslint.parser,
			parserOptions: { extraFileExtensions: ['.json'] },
		},
	},
	{
		files: ['credentials/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesPlugin },
		rules: {
			...n8nNodesPlugin.configs.credentials.rules,
			'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
		},
	},
	{
		files: ['nodes/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesPlugin },
		rules: {
			...n8nNodesPlugin.configs.nodes.rules,
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
			'n8n-nodes-base/node-param-type-options-max-value-present': 'off',
		},
	},
	{
		files: ['package.json', 'credentials/**/*.ts', 'nodes/**/*.ts'],
		...communityNodes.configs.recommended,
		ignores: [],
	},
	// Every rule of the community-nodes plugin, the one recommended leaves out too (icon-missing,
	// superseded by require-node-description-fields), and no-console, which n8n's scanner adds.
	{
		files: ['package.json', 'credentials/**/*.ts', 'nodes/**/*.ts'],
		rules: {
			...Object.fromEntries(Object.keys(communityNodes.rules).map((rule) => [`@n8n/community-nodes/${rule}`, 'error'])),
			'no-console': 'error',
		},
	},
	{
		files: ['test/**/*.ts', 'bench/**/*.ts'],
		rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
	},
);
