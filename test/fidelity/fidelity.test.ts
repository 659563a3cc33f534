/**
 * The sandbox held to recorded real Fortnox traffic (recorded.json; `npm run fidelity` prints the table).
 */
import { runFidelity, interactions, type Check } from './replay';
import { isUnreproduced, staleEntries } from './unreproduced';

const brief = (c: Check) => `${c.id} [${c.category}] ${c.subject}: real ${JSON.stringify(c.expected)}, sandbox ${JSON.stringify(c.actual)}`;

describe('fidelity to recorded real Fortnox traffic', () => {
	let checks: Check[];
	beforeAll(async () => {
		checks = await runFidelity();
	}, 120_000);

	it('replays every recorded interaction, each naming its source', () => {
		expect(new Set(checks.map((c) => c.id)).size).toBe(interactions.length);
		for (const i of interactions) expect(i.source).toEqual({ repo: expect.any(String), path: expect.stringMatching(/\.yml$/), commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
	});

	it('answers every recorded status, error shape, code and message as the real Fortnox did', () => {
		expect(checks.filter((c) => (c.category === 'status' || c.category === 'error') && !c.ok).map(brief)).toEqual([]);
	});

	it('agrees on every other recorded fact but those listed as left unreproduced, and the list holds no agreeing entry', () => {
		const failed = checks.filter((c) => !c.ok);
		expect(failed.filter((c) => !isUnreproduced(c)).map(brief)).toEqual([]);
		expect(staleEntries(failed)).toEqual([]);
	});
});
