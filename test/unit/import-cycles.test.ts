import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((entry) => {
		const full = path.join(dir, entry);
		if (statSync(full).isDirectory()) return sourceFiles(full);
		return full.endsWith('.ts') && !full.endsWith('.d.ts') ? [full] : [];
	});
}

/** The package's own files a file imports (type-only imports too: a cycle of types still ties the files together). */
function importsOf(file: string): string[] {
	const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
	return importedFiles
		.map(({ fileName }) => fileName)
		.filter((name) => name.startsWith('.'))
		.map((name) => path.resolve(path.dirname(file), name).replace(/\.js$/, ''))
		.map((base) => [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate)))
		.filter((resolved): resolved is string => resolved !== undefined);
}

/** Every import cycle among `files`, each as the files around it. */
function cycles(files: string[]): string[][] {
	const graph = new Map(files.map((file) => [file, importsOf(file)]));
	const found: string[][] = [];
	const state = new Map<string, 'open' | 'done'>();
	const trail: string[] = [];
	const visit = (file: string) => {
		state.set(file, 'open');
		trail.push(file);
		for (const next of graph.get(file) ?? []) {
			if (state.get(next) === 'open') found.push(trail.slice(trail.indexOf(next)).map((entry) => path.relative(ROOT, entry)));
			else if (!state.has(next)) visit(next);
		}
		trail.pop();
		state.set(file, 'done');
	};
	for (const file of files) if (!state.has(file)) visit(file);
	return found;
}

describe('imports', () => {
	it('no import cycle among the nodes and credentials', () => {
		const files = [...sourceFiles(path.join(ROOT, 'nodes')), ...sourceFiles(path.join(ROOT, 'credentials'))];
		expect(files.length).toBeGreaterThan(100);
		expect(cycles(files)).toEqual([]);
	});

	it('finds a cycle where there is one, also through a type-only import and an index file', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
		mkdirSync(path.join(dir, 'b'));
		writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
		writeFileSync(path.join(dir, 'b', 'index.ts'), "import { c } from '../c.js';\nexport type B = number;\nexport const b = c;\n");
		writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a';\nexport const c: A = 1;\n");
		writeFileSync(path.join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
		try {
			const found = cycles(sourceFiles(dir));
			expect(found).toHaveLength(1);
			expect(found[0].map((file) => path.basename(path.dirname(file)) === 'b' ? 'b/index.ts' : path.basename(file)).sort()).toEqual(['a.ts', 'b/index.ts', 'c.ts']);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
