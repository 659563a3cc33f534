import type { IDataObject } from 'n8n-workflow';

import { useCoreSandbox } from '../harness/core';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox } = useCoreSandbox();

/**
 * n8n routes an item to the error output only when it carries the error (`item.error`) or its JSON
 * holds `error` alone (n8n 1.x; 2.x also allows `message` and `details`): an error item with
 * Fortnox's code and description beside its message went down the success branch as if the record
 * had been made.
 */
describe('Continue (using error output)', () => {
	it('sends the item refused before sending and the item Fortnox refused to the error output, the message and details in `error`; the others to the success output', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const result = await runNode(
			{ type: 'fortnox', credential, continueOnFail: 'errorOutput', parameters: { resource: 'customer', operation: 'create', name: '={{ $json.name }}', additionalFields: { Email: '={{ $json.email }}', Currency: '={{ $json.currency }}' } } },
			[
				{ name: 'Anna AB', email: 'anna@example.se', currency: 'SEK' },
				{ name: 'Berit AB', email: 'berit(at)example.se', currency: 'SEK' },
				{ name: 'Carl AB', email: 'carl@example.se', currency: 'XXX' },
				{ name: 'Dora AB', email: 'dora@example.se', currency: 'SEK' },
			],
		);
		expect(result.error()).toBeUndefined();
		expect(result.output('Fortnox', 0).map((item) => [item.json.Name, item.pairedItem])).toEqual([
			['Anna AB', { item: 0 }],
			['Dora AB', { item: 3 }],
		]);
		const failed = result.output('Fortnox', 1);
		expect(failed.map((item) => item.pairedItem)).toEqual([{ item: 1 }, { item: 2 }]);
		expect(failed.map((item) => item.json)).toEqual([
			{
				error: {
					message: 'Email "berit(at)example.se" has the wrong format: it must be one e-mail address, such as faktura@example.se',
					description: 'Item 2: nothing was sent to Fortnox. Fix "Email" and run again.',
				},
			},
			{ error: { message: 'Currency XXX does not exist (/3/currencies).', description: 'Fortnox error code 2009107 · HTTP 400', code: '2009107', httpCode: '400' } },
		]);
		expect((sandbox().tenant(tenant.tenantId).customers as unknown as IDataObject[]).map((customer) => customer.Name)).toEqual(['Anna AB', 'Dora AB']);
	});
});
