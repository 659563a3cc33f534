import type { IDataObject } from 'n8n-workflow';

import type { NodeSpec } from './run-workflow';
import type { Sandbox } from './sandbox';

/**
 * `count` customers kund0@example.com … named "Kund k" in Växjö, last changed at `modifiedAt` (by the
 * sandbox's clock): the register a nightly sync of customers meets. One is made as POST would make it,
 * the rest are its copies renumbered (making 20,000 one by one takes minutes).
 */
export function seedSyncCustomers(sandbox: Sandbox, tenantId: string, count: number, modifiedAt = sandbox.now()) {
	sandbox.addCustomers(tenantId, 1);
	const { customers } = sandbox.tenant(tenantId);
	const [template] = customers;
	const first = Number(template.CustomerNumber);
	for (let k = 1; k < count; k++) customers.push({ ...structuredClone(template), CustomerNumber: String(first + k) });
	customers.forEach((customer, k) => Object.assign(customer, { Email: `kund${k}@example.com`, Name: `Kund ${k}`, City: 'Växjö', modifiedAt }));
	return customers;
}

/** A sync's item for customer k: what seedSyncCustomers holds, in `city`. */
export const syncRow = (k: number, city = 'Växjö') => ({ email: `kund${k}@example.com`, name: `Kund ${k}`, city });

/** Customer → Create or Update by e-mail of items { email, name, city }: the node of a customer sync. */
export const customerSync = (credential: NodeSpec['credential']): Omit<NodeSpec, 'name'> => ({
	type: 'fortnox',
	credential,
	parameters: { resource: 'customer', operation: 'upsert', matchBy: 'email', matchValue: '={{ $json.email }}', name: '={{ $json.name }}', additionalFields: { City: '={{ $json.city }}' } },
});

/** Article → Create or Update by article number of items { number, description, … }, setting `additionalFields` (expressions on the item). */
export const articleSync = (credential: NodeSpec['credential'], additionalFields: IDataObject): Omit<NodeSpec, 'name'> => ({
	type: 'fortnox',
	credential,
	parameters: { resource: 'article', operation: 'upsert', matchBy: 'articleNumber', matchValue: '={{ $json.number }}', description: '={{ $json.description }}', additionalFields },
});
