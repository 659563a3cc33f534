import { UNITS } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Units of articles and rows (st, h, kg): a code of up to 20 characters and a description. */
export const unit = registerResource(
	{ kind: UNITS, value: 'unit', schema: 'Unit', requiredField: 'Description', numberRequired: true },
	{ displayName: 'Unit', filters: [] },
);
