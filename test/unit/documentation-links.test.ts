// Every node's codex and every credential link to a section of this package's README, as n8n's
// verification asks; a link to a heading that does not exist (or to another site) fails here.
import fs from 'node:fs';
import path from 'node:path';

import { FortnoxApi } from '../../credentials/FortnoxApi.credentials';
import { FortnoxOAuth2Api } from '../../credentials/FortnoxOAuth2Api.credentials';
import { FortnoxServiceAccountApi } from '../../credentials/FortnoxServiceAccountApi.credentials';

const ROOT = path.resolve(__dirname, '..', '..');
const README_URL = 'https://github.com/fortnox-suite/n8n-nodes-fortnox-suite#';

/** The anchors GitHub gives the README's headings: lower case, punctuation dropped, spaces as hyphens. */
function readmeAnchors(): Set<string> {
	const headings = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').match(/^#{1,6} .+$/gm) ?? [];
	return new Set(
		headings.map((heading) =>
			heading
				.replace(/^#+ /, '')
				.toLowerCase()
				.replace(/[^\p{L}\p{N} _-]/gu, '')
				.replace(/ /g, '-'),
		),
	);
}

function codexLinks(): Array<[string, string]> {
	const nodesDir = path.join(ROOT, 'nodes');
	return fs.readdirSync(nodesDir).flatMap((dir) =>
		fs
			.readdirSync(path.join(nodesDir, dir))
			.filter((file) => file.endsWith('.node.json'))
			.flatMap((file) => {
				const codex = JSON.parse(fs.readFileSync(path.join(nodesDir, dir, file), 'utf8')) as {
					resources: Record<string, Array<{ url: string }>>;
				};
				return Object.entries(codex.resources).flatMap(([kind, links]) =>
					links.map(({ url }): [string, string] => [`${file} ${kind}`, url]),
				);
			}),
	);
}

const CREDENTIALS = [new FortnoxApi(), new FortnoxOAuth2Api(), new FortnoxServiceAccountApi()];

const credentialLinks = () => CREDENTIALS.map((credential): [string, string] => [credential.name, String(credential.documentationUrl)]);

describe('documentation links', () => {
	const anchors = readmeAnchors();
	const links = [...codexLinks(), ...credentialLinks()];

	it('finds the codex of every node and every credential', () => {
		const packageNodes = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { n8n: { nodes: string[] } }).n8n.nodes;
		expect(links.filter(([where]) => where.endsWith('primaryDocumentation'))).toHaveLength(packageNodes.length);
		expect(fs.readdirSync(path.join(ROOT, 'credentials')).filter((file) => file.endsWith('.credentials.ts'))).toHaveLength(CREDENTIALS.length);
	});

	it.each(links)('%s points at a section of the README', (_where, url) => {
		expect(url.startsWith(README_URL)).toBe(true);
		expect(anchors).toContain(url.slice(README_URL.length));
	});
});
