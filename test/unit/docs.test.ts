// The README a user reads in minutes, and docs/ that cannot drift from the nodes: the generated parts
// are what `npm run docs` writes now, the README's table has one row per node, and every link and
// picture of README.md and docs/ leads to a file (and heading) that exists.
import { existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

import { descriptions, generatedFiles, nodePage } from '../../scripts/docs';
import { ROOT, anchors, images, markdownFiles, read, relativeLinks } from '../harness/markdown';

const README = read('README.md');

/** The README's node table: node name and the page it links to, per row. */
const nodeRows = () =>
	[...README.matchAll(/^\| \[([^\]]+)\]\(([^)]+)\) \|/gm)].map(([, node, page]) => ({ node, page }));

describe('docs: generated from the nodes', () => {
	it.each(generatedFiles().map(({ file, now, generated }) => [relative(ROOT, file), now, generated]))(
		'%s is what `npm run docs` writes',
		(_file, now, generated) => expect(now).toBe(generated),
	);

	it.each(descriptions().map((description) => [description.displayName, description]))('%s has a page with its generated part', (_name, description) => {
		const part = description.group.includes('trigger') ? 'events' : 'operations';
		expect(read(relative(ROOT, nodePage(description)))).toContain(`<!-- generated: ${part} -->\n| `);
	});
});

describe('README', () => {
	const lines = README.split('\n');

	it('is under 400 lines', () => expect(lines.length).toBeLessThan(400));

	it('gives the two commands, npm start and npm test, within its first 80 lines', () => {
		const first = lines.slice(0, 80);
		expect(first.some((line) => /^npm ci && npm start\b/.test(line))).toBe(true);
		expect(first.some((line) => /^npm test\b/.test(line))).toBe(true);
	});

	it('has one row per node in its table, each linking to the node’s page, and no row twice', () => {
		const rows = nodeRows();
		expect(rows.map(({ node }) => node)).toEqual(descriptions().map(({ displayName }) => displayName));
		expect(new Set(rows.map(({ node }) => node)).size).toBe(rows.length);
		for (const [index, description] of descriptions().entries()) expect(rows[index].page).toBe(relative(ROOT, nodePage(description)));
	});

	it('shows at least three pictures', () => expect(images(README).length).toBeGreaterThanOrEqual(3));
});

describe('docs: links and pictures', () => {
	const files = markdownFiles();

	it('finds the README and a page per node', () => {
		expect(files).toContain('README.md');
		for (const description of descriptions()) expect(files).toContain(relative(ROOT, nodePage(description)));
	});

	it('shows the editor’s pictures: a workflow, Invoice → Create, the trigger’s events, a credential', () => {
		const shown = files.flatMap((file) => images(read(file)).map((image) => normalize(join(dirname(file), image))));
		for (const name of ['workflow-canvas', 'invoice-create', 'trigger-events', 'credential-service-account']) {
			expect(shown).toContain(`docs/images/${name}.png`);
		}
	});

	it.each(files)('%s links only to files and headings that exist', (file) => {
		const text = read(file);
		const broken = relativeLinks(text).filter((link) => {
			const [path, anchor] = link.split('#');
			const target = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
			if (!existsSync(join(ROOT, target))) return true;
			return anchor !== undefined && target.endsWith('.md') && !anchors(read(target)).has(anchor);
		});
		expect(broken).toEqual([]);
	});
});
