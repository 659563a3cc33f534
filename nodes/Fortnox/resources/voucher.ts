import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/voucher/create.operation';
import * as get from '../actions/voucher/get.operation';
import * as getAll from '../actions/voucher/getAll.operation';

/** Vouchers, numbered within their series and financial year. */
export const voucher: Resource = { value: 'voucher', displayName: 'Voucher', default: 'getAll', operations: { getAll, get, create } };
