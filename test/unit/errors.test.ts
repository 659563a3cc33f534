import type { INode } from 'n8n-workflow';

import { parseServiceError, readHttpFailure, toNodeApiError } from '../../nodes/shared/transport/errors';

const node: INode = {
	id: '1',
	name: 'Fortnox',
	type: 'n8n-nodes-fortnox-suite.fortnox',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

describe('parseServiceError', () => {
	it('reads the classic ErrorInformation shape whatever the key case', () => {
		expect(parseServiceError({ ErrorInformation: { error: 1, message: 'Kontot finns redan', code: 2000550 } })).toEqual({
			message: 'Kontot finns redan',
			code: '2000550',
		});
		expect(parseServiceError({ ErrorInformation: { Error: 1, Message: 'Ogiltig inloggning', Code: 2000311 } })).toEqual({
			message: 'Ogiltig inloggning',
			code: '2000311',
		});
		expect(parseServiceError({ errorinformation: { message: 'x', code: 1 } })?.message).toBe('x');
	});

	it('reads problem+json', () => {
		expect(
			parseServiceError({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Document already exists', instance: '/orders/1' }),
		).toEqual({ message: 'Conflict: Document already exists', code: 'about:blank', details: '/orders/1' });
	});

	it('reads the warehouse {error, id, message} shape', () => {
		expect(parseServiceError({ error: 'VALIDATION', id: 'abc-123', message: 'Stock point code in use' })).toEqual({
			message: 'Stock point code in use',
			code: 'VALIDATION',
			details: 'abc-123',
		});
	});

	it('reads the recurring-billing {code, details, message} shape', () => {
		expect(
			parseServiceError({ code: 'INVALID_PATCH', message: 'Patch refused', details: [{ field: '/deviations', message: 'not allowed' }] }),
		).toEqual({ message: 'Patch refused', code: 'INVALID_PATCH', details: '/deviations: not allowed' });
	});

	it('decodes bodies that arrive as bytes (binary requests) or JSON text', () => {
		const bytes = Buffer.from(JSON.stringify({ ErrorInformation: { message: 'Hittades inte', code: 2000404 } }));
		expect(parseServiceError(bytes)?.code).toBe('2000404');
		expect(parseServiceError('{"message":"Too Many Requests"}')?.message).toBe('Too Many Requests');
	});
});

describe('readHttpFailure', () => {
	it('finds status, body and headers on an axios-like error wrapped in a NodeApiError cause', () => {
		const axiosError = Object.assign(new Error('Request failed with status code 400'), {
			response: { status: 400, data: { ErrorInformation: { message: 'm', code: 1 } }, headers: { 'retry-after': '2' } },
		});
		const wrapped = Object.assign(new Error('Bad request'), { cause: axiosError, httpCode: '400' });
		const failure = readHttpFailure(wrapped);
		expect(failure.statusCode).toBe(400);
		expect(failure.headers['retry-after']).toBe('2');
		expect(parseServiceError(failure.body)?.message).toBe('m');
	});

	it("reads the body n8n 1.x keeps in the NodeApiError's context when it has dropped the axios error", () => {
		const wrapped = Object.assign(new Error('Bad request - please check your parameters'), {
			httpCode: '400',
			context: { data: { error: 'cannot_release_later_than_current_date', message: 'Date is in the future' } },
		});
		const failure = readHttpFailure(wrapped);
		expect(failure.statusCode).toBe(400);
		expect(parseServiceError(failure.body)).toMatchObject({ code: 'cannot_release_later_than_current_date', message: 'Date is in the future' });
	});

	it('reports network failures by their code', () => {
		const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
		expect(readHttpFailure(error)).toMatchObject({ statusCode: undefined, networkCode: 'ECONNREFUSED' });
	});

	it.each([
		['The connection to the server was closed unexpectedly, perhaps it is offline. You can retry the request immediately or wait and retry later.', 'ECONNRESET'],
		['The connection was aborted, perhaps the server is offline', 'ECONNABORTED'],
		["The connection timed out, consider setting the 'Retry on Fail' option in the node settings", 'ETIMEDOUT'],
		['The service refused the connection - perhaps it is offline', 'ECONNREFUSED'],
	])('reads the network code back from n8n 1.x’s words, which replace it (%s)', (message, networkCode) => {
		const error = Object.assign(new Error(message), { name: 'NodeApiError', httpCode: null, context: {} });
		expect(readHttpFailure(error)).toMatchObject({ statusCode: undefined, networkCode });
	});
});

describe('toNodeApiError', () => {
	it("keeps the service's own message and code, even for statuses n8n would rename", () => {
		const error = toNodeApiError(
			node,
			{ statusCode: 404, body: { ErrorInformation: { message: 'Kunde inte hitta etiketten', code: 2000432 } }, headers: {}, message: 'x' },
			3,
		);
		expect(error.message).toBe('Kunde inte hitta etiketten');
		expect(error.description).toContain('Fortnox error code 2000432');
		expect(error.description).toContain('HTTP 404');
		expect(error.httpCode).toBe('404');
		expect(error.context.code).toBe('2000432');
		expect(error.context.itemIndex).toBe(3);
	});

	it('explains a 401 without a body, for the credential in use', () => {
		const error = toNodeApiError(node, { statusCode: 401, headers: {}, message: 'Request failed' });
		expect(error.message).toMatch(/^Fortnox refused the access token and client secret/);
		const serviceAccountNode = { ...node, parameters: { authentication: 'serviceAccount' } };
		expect(toNodeApiError(serviceAccountNode, { statusCode: 401, headers: {}, message: 'Request failed' }).message).toMatch(
			/^Fortnox refused the service account's access token: check the client ID, client secret and tenant ID/,
		);
	});
});

describe('toNodeApiError with an operation-specific explanation', () => {
	it("leads with the explanation and keeps the service's words in the description", () => {
		const error = toNodeApiError(
			node,
			{ statusCode: 409, body: { title: 'Conflict', detail: 'Document exists', status: 409 }, headers: {}, message: 'x' },
			0,
			{ 409: 'This order already has a BankCertificate' },
		);
		expect(error.message).toBe('This order already has a BankCertificate');
		expect(error.description).toContain('Fortnox said: Conflict: Document exists');
		expect(error.httpCode).toBe('409');
	});

	it("prefers an explanation of the service's error code over one of the status", () => {
		const failure = {
			statusCode: 400,
			body: { error: 'void_linked_outbound', id: '5b0c', message: 'Document has linked outbound documents' },
			headers: {},
			message: 'x',
		};
		const explain = { void_linked_outbound: 'Outbound documents took stock from this delivery', 400: 'Bad request' };
		const error = toNodeApiError(node, failure, 0, explain);
		expect(error.message).toBe('Outbound documents took stock from this delivery');
		expect(error.description).toContain('Fortnox said: Document has linked outbound documents');
		expect(error.description).toContain('Fortnox error code void_linked_outbound');
		expect(toNodeApiError(node, { ...failure, body: { error: 'other', message: 'm' } }, 0, explain).message).toBe('Bad request');
	});
});
