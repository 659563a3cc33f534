import type { IDataObject } from 'n8n-workflow';

import { useCoreSandbox } from '../harness/core';
import { hostPoller, n8nCoreAtLeast } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import { runNode } from '../harness/run-workflow';

// n8n-core 1.x (npm run test:compat) has no durable cursors: the poll context there ignores the staged copy.
const durableCursors = n8nCoreAtLeast(2);

const { salesCompany, madeLongAgo } = useCoreSandbox();

const customersOf = (outcome: PollOutcome) => {
	expect(outcome.error).toBeUndefined();
	return (outcome.emitted ?? []).map(({ json }) => `${String(json.event)} ${String(json.CustomerNumber)}`);
};

(durableCursors ? describe : describe.skip)('Fortnox Trigger under n8n 2.40’s durable poll cursors', () => {
	it('customers made between activation and the first scheduled poll fire once, though n8n drops what the activation poll set', async () => {
		const { credential } = await salesCompany({ customers: [['Anna Andersson AB', {}]], articles: [] });
		madeLongAgo();
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: ['customerCreated'] } }, { durableCursors: true });

		expect(customersOf(await trigger.poll())).toEqual([]);
		// n8n kept nothing of the activation poll in the node's own static data.
		expect(trigger.saved()).toEqual({});

		const made: string[] = [];
		for (const name of ['Berit Bygg AB', 'Carl Café']) {
			const created = await runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'create', name, additionalFields: {} } });
			expect(created.error()).toBeUndefined();
			made.push(String((created.items[0].json as IDataObject).CustomerNumber));
		}
		expect(customersOf(await trigger.poll())).toEqual(made.map((number) => `customerCreated ${number}`));
		expect(customersOf(await trigger.poll())).toEqual([]);
	});
});
