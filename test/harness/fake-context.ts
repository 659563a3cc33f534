import type { IDataObject, IHttpRequestOptions, INode } from 'n8n-workflow';

import type { FortnoxContext } from '../../nodes/shared/transport';

/** What the fake service answers to one list request, by its query. */
export type FakeAnswer = (qs: IDataObject) => { body: unknown; headers?: Record<string, string> };

let tokens = 0;

/**
 * Just enough of an n8n context for a pager's unit test: every request goes to `answer` instead
 * of the network, through the real transport (limiter, error mapping). Each context has its own
 * access token, so its requests share no rate limit with another test's. `asked` holds the
 * query of every request, in order.
 */
export function fakeContext(answer: FakeAnswer): { context: FortnoxContext; asked: IDataObject[] } {
	const asked: IDataObject[] = [];
	const node: INode = { id: 'fake', name: 'Fortnox', type: 'fortnox', typeVersion: 1, position: [0, 0], parameters: {} };
	const accessToken = `fake-token-${++tokens}`;
	const context = {
		getNode: () => node,
		getCredentials: async () => ({ accessToken, baseUrl: 'http://fortnox.invalid' }),
		helpers: {
			httpRequestWithAuthentication: async (_type: string, options: IHttpRequestOptions) => {
				const qs = { ...(options.qs as IDataObject) };
				asked.push(qs);
				const { body, headers = {} } = answer(qs);
				return { body, headers, statusCode: 200 };
			},
		},
	};
	return { context: context as unknown as FortnoxContext, asked };
}
