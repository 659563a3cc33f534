import type { NodeSpec } from '../harness/run-workflow';
import { credentialsHelper } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

/** The value FORTNOX_LIVE_TEST_COMPANY must have: the maintainer's word that the company is a Fortnox developer test company. */
export const TEST_COMPANY_WORD = 'yes-this-is-a-test-company';

const LIVE_VARIABLES = ['FORTNOX_LIVE_CLIENT_ID', 'FORTNOX_LIVE_CLIENT_SECRET', 'FORTNOX_LIVE_TENANT_ID'] as const;

/** Where the live run goes: a real Fortnox test company, or the sandbox; `close` ends it. */
export interface LiveTarget {
	where: 'fortnox' | 'sandbox';
	credential: NodeSpec['credential'];
	close: () => Promise<void>;
}

/**
 * A service account of a Fortnox developer test company when FORTNOX_LIVE_CLIENT_ID, _CLIENT_SECRET
 * and _TENANT_ID are set and FORTNOX_LIVE_TEST_COMPANY says it is a test company; the sandbox when
 * none is set. Credentials without that word are refused: the run writes, and must never write to
 * a company that keeps real books.
 */
export async function liveTarget(env: NodeJS.ProcessEnv = process.env): Promise<LiveTarget> {
	const set = LIVE_VARIABLES.filter((name) => (env[name] ?? '') !== '');
	if (set.length === 0) {
		const sandbox: Sandbox = await startSandbox({ rateLimit: true });
		return { where: 'sandbox', credential: accessTokenCredential(sandbox).credential, close: async () => await sandbox.close() };
	}
	const missing = LIVE_VARIABLES.filter((name) => !set.includes(name));
	if (missing.length > 0) throw new Error(`Live run: ${missing.join(', ')} not set; set all of ${LIVE_VARIABLES.join(', ')}, or none to run against the sandbox.`);
	if (env.FORTNOX_LIVE_TEST_COMPANY !== TEST_COMPANY_WORD) {
		throw new Error(
			`Live run refused: FORTNOX_LIVE_* credentials are set, but FORTNOX_LIVE_TEST_COMPANY is not "${TEST_COMPANY_WORD}". ` +
				'The run creates and deletes records; set it only for a Fortnox developer test company (see docs/testing.md, "Live conformance run").',
		);
	}
	const id = 'live-service-account';
	credentialsHelper.set(id, {
		clientId: String(env.FORTNOX_LIVE_CLIENT_ID),
		clientSecret: String(env.FORTNOX_LIVE_CLIENT_SECRET),
		tenantId: String(env.FORTNOX_LIVE_TENANT_ID),
		baseUrl: env.FORTNOX_LIVE_BASE_URL || 'https://api.fortnox.se',
		authUrl: env.FORTNOX_LIVE_AUTH_URL || 'https://apps.fortnox.se',
	});
	return { where: 'fortnox', credential: { id, type: 'fortnoxServiceAccountApi' }, close: async () => {} };
}

/** The text every record the run creates carries, so a maintainer can find (and remove) any it left behind. */
export const liveMarker = () => `n8n-nodes-fortnox-suite live test ${new Date().toISOString()}`;
