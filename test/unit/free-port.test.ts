import { freePort } from '../../scripts/n8n-instance';

/** The range Linux hands out local ports of outgoing connections from (net.ipv4.ip_local_port_range). */
const EPHEMERAL = { from: 32768, to: 60999 };

describe('freePort (ports for the sandbox, n8n, its task broker, Redis and PostgreSQL in the e2e and queue suites)', () => {
	it('gives ports below the ephemeral range, which outgoing connections cannot take before the server binds them', async () => {
		const ports = await Promise.all(Array.from({ length: 20 }, async () => await freePort()));
		for (const port of ports) {
			expect(port).toBeGreaterThanOrEqual(1024);
			expect(port).toBeLessThan(EPHEMERAL.from);
		}
	});

});
