import type { ICredentialDataDecryptedObject, IHttpRequestMethods, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { FortnoxContext } from './context';
import type { FortnoxCredentialType } from './credentials';

/**
 * GETs that act: Fortnox sends the document (email, einvoice, eprint) or marks it sent (print,
 * printreminder; preview is the one that leaves it unsent).
 */
const ACTING_GET = /^\/3\/[^/]+\/[^/]+\/(email|einvoice|eprint|print|printreminder)\/?$/i;

/** POSTs that only ask: Fortnox checks the attachments it is given and answers, storing nothing. */
const ASKING_POST = /^\/api\/fileattachments\/attachments-v1\/validateincludedonsend\/?$/i;

/** Whether a request to Fortnox would change something there (or send something from it). */
export function writes(method: IHttpRequestMethods, path: string): boolean {
	if (method === 'GET') return ACTING_GET.test(path);
	return !(method === 'POST' && ASKING_POST.test(path));
}

const words = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase()).replace(/\bApi\b/g, 'API');

/** What the node is doing, as its type, resource and operation read: "Fortnox → Invoice → Bookkeep". */
function doingOf(node: INode): string {
	const { resource, operation } = node.parameters;
	return [node.type.slice(node.type.lastIndexOf('.') + 1), resource, operation]
		.filter((part): part is string => typeof part === 'string' && part !== '')
		.map(words)
		.join(' → ');
}

export interface Write {
	method: IHttpRequestMethods;
	path: string;
	itemIndex?: number;
	/** What would write, where the node's resource and operation do not say it. */
	doing?: string;
}

/**
 * A credential with Read Only on lets reads through and refuses every write before it leaves:
 * one check on the one road to Fortnox, so no node, trigger or API Request can pass by it. The
 * credential's own token requests go to the auth server on another road and are not writes.
 */
export function refuseWriteOnReadOnly(
	context: FortnoxContext,
	type: FortnoxCredentialType,
	credentials: ICredentialDataDecryptedObject,
	write: Write,
): void {
	if (credentials.readOnly !== true || !writes(write.method, write.path)) return;
	const node = context.getNode();
	const name = node.credentials?.[type]?.name ?? type;
	throw new NodeOperationError(
		node,
		`The credential "${name}" is read-only (Read Only is on): ${write.doing ?? doingOf(node)} would write (${write.method} ${write.path}) and was not sent`,
		{
			itemIndex: write.itemIndex,
			description: `Nothing was sent to Fortnox. A read-only credential lets only reads through. To let this node write, give it a credential without Read Only, or open the credential "${name}" (Credentials in n8n's menu) and turn Read Only off.`,
		},
	);
}
