/** @type {import('jest').Config} */
// `npm run test:compat` (scripts/compat.js) runs this once per line with N8N_COMPAT_LINE set: the
// integration and unit suites, with every import of n8n-core and n8n-workflow (the tests', the
// nodes' and n8n-core's own) going to that line's copies in .compat/<line>/node_modules.
const path = require('node:path');

const base = require('./jest.config');
const { compatLine } = require('./scripts/n8n-runtime');

const line = String(process.env.N8N_COMPAT_LINE);
const pins = compatLine(line);

module.exports = {
	...base,
	roots: ['<rootDir>/test/integration', '<rootDir>/test/unit'],
	moduleNameMapper: {
		...base.moduleNameMapper,
		'^(n8n-core|n8n-workflow)(/.*)?$': path.join(__dirname, '.compat', line, 'node_modules', '$1$2'),
	},
	setupFiles: [...base.setupFiles, '<rootDir>/test/compat-setup.js'],
	// Under n8n-core 1.122 something keeps a handle open after the last test (2.x leaves none) and
	// jest would wait for it forever; the results are complete by then.
	forceExit: true,
	reporters: [
		'default',
		[
			'<rootDir>/test/summary-reporter.js',
			{ label: `compat ${line} (n8n-core ${pins['n8n-core']}, n8n-workflow ${pins['n8n-workflow']}, Node ${process.version})` },
		],
	],
};
