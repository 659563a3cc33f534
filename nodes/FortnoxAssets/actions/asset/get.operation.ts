import type { Operation } from '../../../shared/operations/resource';
import { withBookValue } from './bookValue';

/** Get: the asset as Fortnox has it, with the package's book value summed from its History (no more requests). */
export const getWithBookValue = (get: Operation): Operation => ({
	...get,
	async execute(i) {
		return (await get.execute.call(this, i)).map((item) => ({ ...item, json: withBookValue(item.json) }));
	},
});
