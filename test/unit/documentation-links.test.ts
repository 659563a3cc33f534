// Every node's codex and every credential link to this package's documentation on GitHub, as n8n's
// verification asks: a node to its own page under docs/nodes/, a credential to docs/credentials.md. A
// link to a file or heading that does not exist (or to another site) fails here.
import fs from 'node:fs';
import path from 'node:path';

import { FortnoxApi } from '../../credentials/FortnoxApi.credentials';
import { FortnoxOAuth2Api } from '../../credentials/FortnoxOAuth2Api.credentials';
import { FortnoxServiceAccountApi } from '../../credentials/FortnoxServiceAccountApi.credentials';
import { descriptions, nodePage } from '../../scripts/docs';
import { ROOT, anchors, read } from '../harness/markdown';

const DOCS_URL = 'https://github.com/fortnox-suite/n8n-nodes-fortnox-suite/blob/main/';

/** Each codex's links, as `file kind`, the node it documents, and the address. */
function codexLinks(): Array<[string, string, string]> {
	const nodesDir = path.join(ROOT, 'nodes');
	return fs.readdirSync(nodesDir).flatMap((dir) =>
		fs
			.readdirSync(path.join(nodesDir, dir))
			.filter((file) => file.endsWith('.node.json'))
			.flatMap((file) => {
				const codex = JSON.parse(fs.readFileSync(path.join(nodesDir, dir, file), 'utf8')) as {
					node: string;
					resources: Record<string, Array<{ url: string }>>;
				};
				return Object.entries(codex.resources).flatMap(([kind, links]) =>
					links.map(({ url }): [string, string, string] => [`${file} ${kind}`, codex.node, url]),
				);
			}),
	);
}

const CREDENTIALS = [new FortnoxApi(), new FortnoxOAuth2Api(), new FortnoxServiceAccountApi()];

const credentialLinks = () => CREDENTIALS.map((credential): [string, string] => [credential.name, String(credential.documentationUrl)]);

/** The file a documentation address names, from the repository's root, and its anchor. */
const target = (url: string) => {
	const [file, anchor] = url.slice(DOCS_URL.length).split('#');
	return { file, anchor };
};

describe('documentation links', () => {
	const codex = codexLinks();
	const links = [...codex.map(([where, , url]): [string, string] => [where, url]), ...credentialLinks()];

	it('finds the codex of every node and every credential', () => {
		const packageNodes = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { n8n: { nodes: string[] } }).n8n.nodes;
		expect(links.filter(([where]) => where.endsWith('primaryDocumentation'))).toHaveLength(packageNodes.length);
		expect(fs.readdirSync(path.join(ROOT, 'credentials')).filter((file) => file.endsWith('.credentials.ts'))).toHaveLength(CREDENTIALS.length);
	});

	it.each(links)('%s points at a page of docs/ (and a heading of it) that exists', (_where, url) => {
		expect(url.startsWith(`${DOCS_URL}docs/`)).toBe(true);
		const { file, anchor } = target(url);
		expect([file, fs.existsSync(path.join(ROOT, file))]).toEqual([file, true]);
		if (anchor !== undefined) expect(anchors(read(file))).toContain(anchor);
	});

	it('points each node at its own page, and each credential and credential link at docs/credentials.md', () => {
		const pages = new Map(descriptions().map((description) => [`n8n-nodes-fortnox-suite.${description.name}`, path.relative(ROOT, nodePage(description))]));
		for (const [where, node, url] of codex) {
			expect([where, target(url).file]).toEqual([where, where.endsWith('primaryDocumentation') ? pages.get(node) : 'docs/credentials.md']);
		}
		for (const [name, url] of credentialLinks()) expect([name, target(url).file]).toEqual([name, 'docs/credentials.md']);
	});
});
