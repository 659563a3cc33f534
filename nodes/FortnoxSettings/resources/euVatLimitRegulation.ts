import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/euVatLimitRegulation/get.operation';

/** Distance sales to other EU countries: over the limit (99 680 SEK a year), the buyer's country's VAT applies. */
export const euVatLimitRegulation: Resource = { value: 'euVatLimitRegulation', displayName: 'EU VAT Limit Regulation', default: 'get', operations: { get } };
