// `npm run test:compat`: fails every test file unless n8n-core and n8n-workflow, resolved the way the
// tests and nodes import them, are the compat line's copies, and writes what they resolved to
// .compat/<line>/resolved.json for scripts/compat.js to print.
const fs = require('node:fs');
const path = require('node:path');

const { compatLine } = require('../scripts/n8n-runtime');

const line = String(process.env.N8N_COMPAT_LINE);
const pins = compatLine(line);
const compatDir = path.resolve(__dirname, '..', '.compat', line);

const resolved = Object.fromEntries(
	['n8n-core', 'n8n-workflow'].map((name) => {
		let dir = path.dirname(require.resolve(name));
		while (readManifest(dir).name !== name) dir = path.dirname(dir);
		const { version } = readManifest(dir);
		if (version !== pins[name] || !dir.startsWith(compatDir + path.sep)) {
			throw new Error(`${name} resolved to ${version} in ${dir}, expected ${pins[name]} under ${compatDir}`);
		}
		return [name, { version, dir: path.relative(process.cwd(), dir) }];
	}),
);
/** @param {string} dir */
function readManifest(dir) {
	const file = path.join(dir, 'package.json');
	if (dir === path.dirname(dir)) throw new Error('no package.json found');
	return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

fs.writeFileSync(path.join(compatDir, 'resolved.json'), JSON.stringify(resolved, null, 2));
