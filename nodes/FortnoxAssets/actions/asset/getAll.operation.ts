import type { IDataObject } from 'n8n-workflow';

import { mapConcurrently } from '../../../shared/concurrency';
import { CONCURRENCY_DEFAULT, optionsCollection } from '../../../shared/descriptions';
import { ASSETS, recordPath } from '../../../shared/kinds';
import type { Operation } from '../../../shared/operations/resource';
import { fortnoxApiRequest } from '../../../shared/transport';
import { bookValueOfHistory, COMPUTED_BOOK_VALUE } from './bookValue';
import { assetOf } from './fields';

/**
 * Get Many, and on request each asset's book value. Fortnox's list (fortnox_ListAsset) has no
 * History, so the value costs one GET of the asset per asset listed; off by default, so a saved
 * workflow sends what it sent before.
 */
export const getManyWithBookValue = (getMany: Operation): Operation => ({
	...getMany,
	description: [
		...getMany.description,
		optionsCollection([
			{
				displayName: 'Computed Book Value',
				name: COMPUTED_BOOK_VALUE,
				type: 'boolean',
				default: false,
				description: `Whether each asset gets ${COMPUTED_BOOK_VALUE}: the package's sum of the asset's History, not a Fortnox field. Fortnox's list has no history, so this reads each asset: one more request per asset.`,
			},
		]),
	],
	async execute(i) {
		const listed = await getMany.execute.call(this, i);
		const options = this.getNodeParameter('options', i, {}) as IDataObject;
		if (options[COMPUTED_BOOK_VALUE] !== true) return listed;
		return await mapConcurrently(listed.length, CONCURRENCY_DEFAULT, async (k) => {
			const asset = assetOf(await fortnoxApiRequest(this, { method: 'GET', path: recordPath(ASSETS, String(listed[k].json.Id)), itemIndex: i }));
			return { ...listed[k], json: { ...listed[k].json, [COMPUTED_BOOK_VALUE]: bookValueOfHistory(asset.History) } };
		});
	},
});
