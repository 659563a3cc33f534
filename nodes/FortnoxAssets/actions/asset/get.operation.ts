import type { Operation } from '../../../shared/operations/resource';
import { COMPUTED_BOOK_VALUE, withBookValue } from './bookValue';

/** Get: the asset as Fortnox has it, with the package's book value summed from its History (no more requests). */
export const getWithBookValue = (get: Operation): Operation => ({
	...get,
	option: { ...get.option, description: `Get one asset with every field, and ${COMPUTED_BOOK_VALUE}: the package's sum of its History, not a Fortnox field` },
	async execute(i) {
		return (await get.execute.call(this, i)).map((item) => ({ ...item, json: withBookValue(item.json) }));
	},
});
