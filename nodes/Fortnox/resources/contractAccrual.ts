import { CONTRACTS, CONTRACT_ACCRUALS } from '../../shared/kinds';
import { accrualResource } from '../../shared/operations/accruals';

/** Contract accruals: a contract's invoicing spread over periods (periodisering), one accrual per contract, numbered by it. Its rows must balance. Fortnox's OpenAPI declares no filter on their list. */
export const contractAccrual = accrualResource(
	{ kind: CONTRACT_ACCRUALS, value: 'contractAccrual', schema: 'ContractAccrual', requiredField: 'Total', document: CONTRACTS, required: ['AccrualAccount', 'CostAccount', 'Description', 'Total'], rowSchema: 'ContractAccrualRow', rowsKey: 'AccrualRows' },
	'Contract Accrual',
);
