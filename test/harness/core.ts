import { contractProblems } from '../contract/openapi-contract';
import type { Sandbox } from './sandbox';
import { startSandbox } from './sandbox';

/** The everyday core's paths (sales and the registers its pickers read), which the contract test covers. */
const CORE_PATHS = /^\/3\/(companyinformation|customers|invoices|invoicepayments|orders|offers|articles|termsofpayments|pricelists|currencies|units|costcenters|projects)(\/|$)/;

/**
 * For a test file of the everyday core: a sandbox that records requests, and after each test a check
 * that every request the nodes sent to a core path matches Fortnox's OpenAPI (method, path, query
 * names, body fields and their limits).
 */
export function useCoreSandbox(): { sandbox: () => Sandbox; coreRequests: () => Sandbox['requests'] } {
	let current: Sandbox | undefined;
	beforeAll(async () => {
		current = await startSandbox({ recordRequests: true, rateLimit: false });
	});
	afterAll(async () => await current?.close());
	const sandbox = () => {
		if (!current) throw new Error('the sandbox did not start');
		return current;
	};
	const coreRequests = () => sandbox().requests.filter((request) => CORE_PATHS.test(request.path));
	afterEach(() => {
		const problems = coreRequests().flatMap((request) => contractProblems(request));
		sandbox().clearRequests();
		expect(problems).toEqual([]);
	});
	return { sandbox, coreRequests };
}
