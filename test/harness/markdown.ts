import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** The README and every page under docs/, as paths from the repository's root. */
export function markdownFiles(): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
			entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
		);
	return ['README.md', ...walk('docs')].map((file) => relative(ROOT, join(ROOT, file)));
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, `-1` on a repeat. */
export function anchors(text: string): Set<string> {
	const seen = new Map<string, number>();
	const found = new Set<string>();
	for (const heading of withoutCode(text).match(/^#{1,6} .+$/gm) ?? []) {
		const slug = heading
			.replace(/^#+ /, '')
			.toLowerCase()
			.replace(/[^\p{L}\p{N} _-]/gu, '')
			.replace(/ /g, '-');
		const count = seen.get(slug) ?? 0;
		seen.set(slug, count + 1);
		found.add(count === 0 ? slug : `${slug}-${count}`);
	}
	return found;
}

/** The text without fenced code blocks, whose lines are neither headings nor links. */
const withoutCode = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '');

/** Every link and image target of a page that is not a web address: `docs/x.md`, `x.md#anchor`, `#anchor`. */
export function relativeLinks(text: string): string[] {
	const prose = withoutCode(text).replace(/`[^`\n]*`/g, '');
	return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target).filter((target) => !/^[a-z]+:/i.test(target));
}

/** Every image a page shows. */
export const images = (text: string): string[] => [...withoutCode(text).matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, target]) => target);

export const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
