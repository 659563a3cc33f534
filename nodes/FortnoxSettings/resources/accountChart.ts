import { ACCOUNT_CHARTS } from '../../shared/kinds';
import { listResource } from '../../shared/operations/settings';

/** The account charts Fortnox offers a new financial year (BAS 2024 …). */
export const accountChart = listResource(ACCOUNT_CHARTS, { value: 'accountChart', displayName: 'Account Chart' });
