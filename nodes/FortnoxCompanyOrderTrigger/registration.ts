import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	checkWebhookUrl,
	generateWebhookSecret,
	listWebhooks,
	MAX_WEBHOOKS,
	webhookPath,
} from '../shared/bank-process/webhooks';
import { companyOf } from '../shared/company';
import { fortnoxApiRequest, refuseWriteOnReadOnly } from '../shared/transport';
import { credentialTypeOf } from '../shared/transport/credentials';
import { FieldValidator } from '../shared/validation';

/** What the trigger remembers between activations (n8n keeps it in the workflow's static data). */
interface Registration {
	webhookId?: string;
	secret?: string;
	/** The company registered with (`companyOf`): webhooks are a company's own. */
	company?: string;
}

function registrationOf(context: IHookFunctions): Registration & IDataObject {
	return context.getWorkflowStaticData('node') as Registration & IDataObject;
}

function ownUrl(context: IHookFunctions): string {
	return context.getNodeWebhookUrl('default') as string;
}

function allowsInsecure(context: IHookFunctions): boolean {
	return (context.getNodeParameter('options', {}) as IDataObject).allowInsecureUrl === true;
}

const isNotFound = (error: unknown) => error instanceof NodeApiError && String(error.httpCode) === '404';

/** Registered and known: our stored webhook still exists at Fortnox and still points here. */
export async function checkExists(this: IHookFunctions): Promise<boolean> {
	const registration = registrationOf(this);
	if (!registration.webhookId || !registration.secret) return false;
	if (registration.company !== undefined && registration.company !== (await companyOf(this))) {
		// Made with another company's credential: that company's webhook cannot be reached from here.
		// Its callbacks fail the signature once a new secret is made; the user is told to delete it there.
		this.logger.warn(
			`Fortnox Company Order Trigger: its credential names another company than the one it registered webhook ${registration.webhookId} with; if that is another Fortnox company, the webhook stays there and its callbacks are refused: delete it there`,
		);
		forget(registration);
		return false;
	}
	const webhook = await fortnoxApiRequest<IDataObject>(this, {
		method: 'GET',
		path: webhookPath(registration.webhookId),
	}).catch((error: unknown) => {
		if (isNotFound(error)) return undefined;
		throw new NodeOperationError(this.getNode(), error as Error);
	});
	if (webhook?.url === ownUrl(this)) return true;
	forget(registration);
	return false;
}

function forget(registration: Registration & IDataObject): void {
	delete registration.webhookId;
	delete registration.secret;
	delete registration.company;
}

/**
 * Registers this trigger's URL with a fresh secret. A webhook Fortnox already has for the same
 * URL (say, left by a crash) is taken over and its secret rotated instead of adding another:
 * Fortnox allows only ten.
 */
export async function create(this: IHookFunctions): Promise<boolean> {
	// Said before anything is asked: without its webhook the trigger would never hear of an order.
	const type = credentialTypeOf(this);
	refuseWriteOnReadOnly(this, type, await this.getCredentials(type), {
		method: 'POST',
		path: webhookPath(),
		doing: 'activating Fortnox Company Order Trigger (it registers its webhook at Fortnox to be told of orders)',
	});
	const url = ownUrl(this);
	const insecure = allowsInsecure(this);
	checkWebhookUrl(new FieldValidator(this.getNode(), 0), url, insecure);
	const secret = generateWebhookSecret();

	const existing = (await listWebhooks(this)).filter((webhook) => webhook.url === url);
	let webhookId: string;
	if (existing.length > 0) {
		webhookId = String(existing[0].id);
		await fortnoxApiRequest(this, {
			method: 'PATCH',
			path: webhookPath(webhookId),
			body: { secret, insecure_url: insecure },
			idempotent: true,
		});
		for (const duplicate of existing.slice(1)) {
			await fortnoxApiRequest(this, { method: 'DELETE', path: webhookPath(String(duplicate.id)) });
		}
	} else {
		const created = await fortnoxApiRequest<IDataObject>(this, {
			method: 'POST',
			path: webhookPath(),
			body: { url, secret, insecure_url: insecure },
			explain: {
				409: `Fortnox allows at most ${MAX_WEBHOOKS} webhooks per company; delete one (Fortnox Company Orders → Webhook → Delete) and activate again`,
			},
		});
		webhookId = String(created.id);
	}
	Object.assign(registrationOf(this), { webhookId, secret, company: await companyOf(this) });
	return true;
}

/** Removes our webhook (and any other Fortnox holds for this URL) and forgets the secret. */
export async function remove(this: IHookFunctions): Promise<boolean> {
	const registration = registrationOf(this);
	const url = ownUrl(this);
	try {
		const ids = new Set<string>(registration.webhookId ? [registration.webhookId] : []);
		for (const webhook of await listWebhooks(this)) {
			if (webhook.url === url) ids.add(String(webhook.id));
		}
		for (const id of ids) {
			await fortnoxApiRequest(this, { method: 'DELETE', path: webhookPath(id) }).catch((error: unknown) => {
				if (!isNotFound(error)) throw new NodeOperationError(this.getNode(), error as Error);
			});
		}
		return true;
	} catch (error) {
		this.logger.warn(`Fortnox Company Order Trigger: could not delete the webhook: ${(error as Error).message}`);
		return false;
	} finally {
		forget(registration);
	}
}
