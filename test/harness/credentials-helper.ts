import type {
	ICredentialDataDecryptedObject,
	ICredentials,
	ICredentialType,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	INodeProperties,
	IRequestOptionsSimplified,
	Workflow,
} from 'n8n-workflow';
import { ICredentialsHelper, isExpression } from 'n8n-workflow';

import { FortnoxApi } from '../../credentials/FortnoxApi.credentials';
import { FortnoxOAuth2Api } from '../../credentials/FortnoxOAuth2Api.credentials';
import { FortnoxServiceAccountApi } from '../../credentials/FortnoxServiceAccountApi.credentials';

export const credentialTypes: Record<string, ICredentialType> = {
	fortnoxApi: new FortnoxApi(),
	fortnoxOAuth2Api: new FortnoxOAuth2Api(),
	fortnoxServiceAccountApi: new FortnoxServiceAccountApi(),
};

/**
 * The part of n8n's CLI credentials helper that a node run needs: stored credential data by
 * id, defaults from the credential type, generic `authenticate` resolved as n8n resolves it,
 * and OAuth2 token updates written back so a test can see a refresh being persisted.
 */
export class TestCredentialsHelper extends ICredentialsHelper {
	readonly stored = new Map<string, ICredentialDataDecryptedObject>();

	set(id: string, data: ICredentialDataDecryptedObject): void {
		this.stored.set(id, data);
	}

	getParentTypes(name: string): string[] {
		const parents = credentialTypes[name]?.extends ?? [];
		return parents.flatMap((parent) => [parent, ...this.getParentTypes(parent)]);
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const options = requestOptions as IHttpRequestOptions;
		const { authenticate } = credentialTypes[typeName] ?? {};
		if (typeof authenticate === 'function') return await authenticate(credentials, options);
		if (authenticate?.type !== 'generic') return options;
		for (const [outerKey, entries] of Object.entries(authenticate.properties)) {
			const target = ((options as unknown as Record<string, Record<string, unknown>>)[outerKey] ??= {});
			for (const [key, value] of Object.entries(entries as Record<string, string>)) {
				target[key] =
					isExpression(value) && workflow && node
						? String(
								workflow.expression.getSimpleParameterValue(node, value, 'internal', { $credentials: credentials }, undefined, '') ?? '',
							)
						: value;
			}
		}
		return options;
	}

	async preAuthentication(): Promise<undefined> {
		return undefined;
	}

	async runPreAuthentication(): Promise<undefined> {
		return undefined;
	}

	async getCredentials(): Promise<ICredentials> {
		throw new Error('not used by these nodes');
	}

	async getDecrypted(
		_additionalData: unknown,
		nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		const data = this.stored.get(String(nodeCredentials.id));
		if (!data) throw new Error(`No stored credential ${String(nodeCredentials.id)} of type ${type}`);
		const defaults = Object.fromEntries(
			this.getCredentialsProperties(type).map((property) => [property.name, property.default]),
		) as ICredentialDataDecryptedObject;
		return { ...defaults, ...data };
	}

	async updateCredentials(nodeCredentials: INodeCredentialsDetails, _type: string, data: ICredentialDataDecryptedObject): Promise<void> {
		this.stored.set(String(nodeCredentials.id), data);
	}

	async updateCredentialsOauthTokenData(
		nodeCredentials: INodeCredentialsDetails,
		_type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		const id = String(nodeCredentials.id);
		this.stored.set(id, { ...this.stored.get(id), ...data });
	}

	getCredentialsProperties(type: string): INodeProperties[] {
		return credentialTypes[type]?.properties ?? [];
	}
}
