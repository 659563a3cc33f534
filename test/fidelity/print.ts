/**
 * `npm run fidelity`: replays the recorded real-Fortnox interactions against the sandbox and prints,
 * per resource, how many of each kind of check agree, then every mismatch left and why.
 */
import { runFidelity, sources, interactions, type Category, type Check } from './replay';
import { isUnreproduced, staleEntries } from './unreproduced';

const COLUMNS: Array<[Category, string]> = [
	['status', 'statuses'],
	['error', 'error code/message'],
	['nulls', 'null conventions'],
	['types', 'types'],
	['values', 'rounding/defaults'],
	['keys', 'keys'],
	['paging', 'paging'],
];

function table(checks: Check[]) {
	const resources = [...new Set(interactions.map((i) => i.resource))];
	const rows = resources.map((resource) => {
		const mine = checks.filter((c) => c.resource === resource);
		const cells = COLUMNS.map(([category]) => {
			const of = mine.filter((c) => c.category === category);
			return of.length ? `${of.filter((c) => c.ok).length} of ${of.length}` : '—';
		});
		return [resource, String(interactions.filter((i) => i.resource === resource).length), ...cells];
	});
	const total = COLUMNS.map(([category]) => {
		const of = checks.filter((c) => c.category === category);
		return `${of.filter((c) => c.ok).length} of ${of.length}`;
	});
	const all = [['resource', 'interactions', ...COLUMNS.map(([, label]) => label)], ...rows, ['all', String(interactions.length), ...total]];
	const widths = all[0].map((_, i) => Math.max(...all.map((r) => r[i].length)));
	return all.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}

async function main() {
	const checks = await runFidelity();
	console.log('Fidelity of the sandbox to recorded real Fortnox traffic');
	for (const s of sources) console.log(`source: github.com/${s.repo} @ ${s.commit.slice(0, 10)} (${s.licence}; facts only, in test/fidelity/recorded.json)`);
	console.log('');
	console.log(table(checks));
	const failed = checks.filter((c) => !c.ok);
	console.log(`\nMismatches left: ${failed.length}`);
	for (const c of failed) {
		const why = isUnreproduced(c);
		console.log(`  ${c.id} [${c.category}] ${c.subject}: real ${JSON.stringify(c.expected)}, sandbox ${JSON.stringify(c.actual)}${why ? ` — left unreproduced: ${why}` : ' — NOT LISTED'}`);
	}
	const stale = staleEntries(failed);
	for (const u of stale) console.log(`  listed as unreproduced but now agrees: ${u.id} ${u.subject ?? ''}`);
	process.exitCode = failed.some((c) => !isUnreproduced(c)) || stale.length ? 1 : 0;
}

void main();
