import type { IDataObject } from 'n8n-workflow';

import type { Sandbox } from './sandbox';

/** What reached the sandbox that a read-only credential or a preview must never send: any API request but a GET, and the GETs that send or mark sent. Token requests are the credential's own. */
export const writesIn = (sandbox: Sandbox) =>
	sandbox.requests
		.filter((request) => !request.path.startsWith('/oauth-v1/'))
		.filter((request) => request.method !== 'GET' || /\/(email|einvoice|eprint|print|printreminder)$/.test(request.path))
		.map((request) => `${request.method} ${request.path}`);

/** One write operation of every action node, with what it would have sent. */
export const WRITES: Array<{ type: string; doing: string; write: string; parameters: IDataObject; oAuth2Only?: boolean }> = [
	{ type: 'fortnox', doing: 'Fortnox → Invoice → Bookkeep', write: 'PUT /3/invoices/1/bookkeep', parameters: { resource: 'invoice', operation: 'bookkeep', documentNumber: { __rl: true, mode: 'id', value: '1' } } },
	{ type: 'fortnoxSettings', doing: 'Fortnox Settings → Currency → Create', write: 'POST /3/currencies', parameters: { resource: 'currency', operation: 'create', code: 'NOK', description: 'Norska kronor' } },
	{ type: 'fortnoxAssets', doing: 'Fortnox Assets → Asset Type → Create', write: 'POST /3/assets/types/2', parameters: { resource: 'assetType', operation: 'create', id: 2, number: '2', description: 'Datorer' } },
	{ type: 'fortnoxCompanyOrders', doing: 'Fortnox Company Orders → Webhook → Create', write: 'POST /api/bank-process-webhooks/v1', parameters: { resource: 'webhook', operation: 'create', url: 'https://bank.example.com/fortnox', secret: '' } },
	{ type: 'fortnoxRecurringBilling', doing: 'Fortnox Recurring Billing → Invoice Request → Create', write: 'POST /api/recurring-billing/recurrings-invoice-requests-v1', parameters: { resource: 'invoiceRequest', operation: 'create', recurringIds: '3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10', processingMode: 'SYNC' } },
	{ type: 'fortnoxIntegrationDeveloper', doing: 'Fortnox Integration Developer → Rating → Respond', write: 'POST /api/integration-developer/ratings-v1/1/response', parameters: { resource: 'rating', operation: 'respond', ratingId: 1, comment: 'Thanks!' }, oAuth2Only: true },
	{ type: 'fortnoxPayroll', doing: 'Fortnox Payroll → Employee → Create', write: 'POST /3/employees', parameters: { resource: 'employee', operation: 'create', employeeId: '1001', firstName: 'Karin', lastName: 'Berg', email: 'karin.berg@example.se' } },
	{ type: 'fortnoxWarehouse', doing: 'Fortnox Warehouse → Stock Point → Create', write: 'POST /api/warehouse/stockpoints-v1', parameters: { resource: 'stockPoint', operation: 'create', code: 'NORR', name: 'Lager Norr' } },
];

