import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { oAuth2Credential, startSandbox } from '../harness/sandbox';

/** Issue 40: a refused OAuth2 renewal keeps Fortnox's `error`, `error_description` and HTTP status. */
describe('OAuth2 renewal refused by Fortnox', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox();
	});
	afterAll(async () => await sandbox.close());

	const listLabels = async (credential: ReturnType<typeof oAuth2Credential>['credential']) =>
		await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
	const said = (error: unknown) => {
		const { message, description } = error as Error & { description?: string };
		return `${message} ${description ?? ''}`;
	};

	it('a spent refresh token (400 invalid_grant): Fortnox\'s words and status, and "reconnect"', async () => {
		const { credential, stored } = oAuth2Credential(sandbox);
		credentialsHelper.set(credential.id, { ...stored(), oauthTokenData: { ...(stored()?.oauthTokenData as object), access_token: 'expired', refresh_token: 'spent' } });
		const result = await listLabels(credential);
		const error = result.error() as Error & { httpCode?: string };
		expect(error.message).toContain('invalid_grant');
		expect(error.message).toContain('Invalid refresh token');
		expect(error.message).toContain('HTTP 400');
		expect(error.httpCode).toBe('400');
		expect(said(error)).toMatch(/reconnect the Fortnox OAuth2 API credential/);
	});

	it('a wrong client secret (401 invalid_client): Fortnox\'s words and status, "check the client ID and secret"; the refresh token survives', async () => {
		const { credential, stored } = oAuth2Credential(sandbox);
		const right = stored()!;
		credentialsHelper.set(credential.id, { ...right, clientSecret: 'wrong', oauthTokenData: { ...(right.oauthTokenData as object), access_token: 'expired' } });
		const result = await listLabels(credential);
		const error = result.error() as Error & { httpCode?: string };
		expect(error.message).toContain('invalid_client');
		expect(error.message).toContain('The client credentials are invalid');
		expect(error.message).toContain('HTTP 401');
		expect(error.httpCode).toBe('401');
		expect(said(error)).toMatch(/check both against the integration/);

		// Learning Fortnox's words spent nothing: with the right secret back, the same refresh token renews.
		credentialsHelper.set(credential.id, { ...stored(), clientSecret: right.clientSecret });
		expect((await listLabels(credential)).error()).toBeUndefined();
	});
});
