// The stream connection's reconnects, held against the sandbox's stream: how long it waits after a
// drop, which depends on whether the connection it lost had been healthy.
import type { Sandbox } from '../harness/sandbox';
import { startSandbox } from '../harness/sandbox';
import { eventually } from '../harness/eventually';
import type { StreamMember } from '../../nodes/shared/stream/connection';
import { streamConnectionOf } from '../../nodes/shared/stream/connection';
import type { StreamEvent } from '../../nodes/shared/stream/protocol';
import { streamUrlOf } from '../../nodes/shared/stream/protocol';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());

/** A member that notes what the connection tells it. */
function listener(accessToken: string) {
	const heard = { events: [] as StreamEvent[], waits: [] as number[], troubles: [] as Error[], recoveries: 0 };
	const member: StreamMember = {
		token: async () => accessToken,
		joined: () => undefined,
		positions: () => new Map([['customers', heard.events.at(-1)?.offset]]),
		// The stream sends again the event a reconnect asks from: a member hands each on once.
		receive: (event) => {
			const last = heard.events.at(-1)?.offset;
			if (last === undefined || Number(event.offset) > Number(last)) heard.events.push(event);
		},
		dropped: (_error, waitMs) => heard.waits.push(waitMs),
		trouble: (error) => heard.troubles.push(error),
		recovered: () => heard.recoveries++,
	};
	return { heard, member };
}

const subscribedConnections = () => sandbox.stream.connections().filter((connection) => connection.subscribed).length;

describe('the stream connection', () => {
	it('waits about a second after each drop of a connection that had delivered an event, and longer after each drop of one that had not', async () => {
		const tenant = sandbox.createTenant();
		const { heard, member } = listener(tenant.accessToken);
		const connection = streamConnectionOf(`backoff ${tenant.tenantId}`, streamUrlOf(sandbox.url), tenant.clientSecret);
		await connection.join(member);
		try {
			// Five drops, each of a connection that had just delivered a new customer.
			for (let k = 1; k <= 5; k++) {
				const answer = await fetch(`${sandbox.url}/3/customers`, {
					method: 'POST',
					headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, 'Content-Type': 'application/json' },
					body: JSON.stringify({ Customer: { Name: `Kund ${k}` } }),
				});
				expect(answer.status).toBe(201);
				await eventually(`event ${k}`, () => heard.events.length === k);
				sandbox.stream.dropConnections();
				await eventually(`the reconnect after drop ${k}`, () => heard.waits.length === k && subscribedConnections() === 1);
			}
			// Two more, each right after it subscribed again, before anything new was delivered.
			for (let k = 1; k <= 2; k++) {
				sandbox.stream.dropConnections();
				await eventually(`the reconnect after quick drop ${k}`, () => heard.waits.length === 5 + k && subscribedConnections() === 1);
			}
			expect(heard.waits).toEqual([1000, 1000, 1000, 1000, 1000, 2000, 4000]);
			expect(heard.events.map((event) => event.entityId)).toEqual(['1', '2', '3', '4', '5']);
			// Blips, each recovered within seconds: nothing that lasts.
			expect(heard.troubles).toEqual([]);
		} finally {
			connection.leave(member);
		}
	});
});
