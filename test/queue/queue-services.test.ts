// Redis and PostgreSQL for the queue-mode tests (scripts/queue-services.js) from a clone in a folder
// only its owner may enter, as many users' home folders are, and the plain error when one of them
// cannot start.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type * as QueueServices from '../../scripts/queue-services';
import { startQueueServices } from '../../scripts/queue-services';

const execFileAsync = promisify(execFile);
const SCRIPTS = path.resolve(__dirname, '..', '..', 'scripts');
const quiet = { log: () => undefined };

/** A folder only this user may enter (mkdtemp makes it 0700) holding a copy of the scripts, as a clone there would. */
function privateClone() {
	const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'fortnox-private-'));
	const clone = path.join(parent, 'main');
	fs.mkdirSync(path.join(clone, 'scripts'), { recursive: true });
	fs.copyFileSync(path.join(SCRIPTS, 'queue-services.js'), path.join(clone, 'scripts', 'queue-services.js'));
	// What it requires stays where it is: only queue-services.js's own folder counts.
	for (const required of ['n8n-instance.js', 'apt.js']) {
		fs.writeFileSync(path.join(clone, 'scripts', required), `module.exports = require(${JSON.stringify(path.join(SCRIPTS, required))});\n`);
	}
	return { parent, clone };
}

/** A server on a free port of 127.0.0.1 that accepts connections and never answers (reading, so a closed connection ends). */
async function takePort(): Promise<net.Server & { port: number }> {
	const server = net.createServer((socket) => socket.resume());
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return Object.assign(server, { port: (server.address() as net.AddressInfo).port });
}

/** The error a start rejects with; undefined (the services stopped again) when they started. */
const failure = (started: ReturnType<typeof QueueServices.startQueueServices>) =>
	started.then(
		async (services) => void (await services.stop()),
		(err: Error) => err,
	);

describe('queue services from a clone in a private folder', () => {
	const { parent, clone } = privateClone();
	afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

	it('start, answer, keep nothing in the clone, and leave nothing behind', async () => {
		expect(fs.statSync(parent).mode & 0o777).toBe(0o700);
		const { startQueueServices, ensureQueueServices }: typeof QueueServices = await import(path.join(clone, 'scripts', 'queue-services.js'));
		const { pgBin } = await ensureQueueServices(quiet);
		const services = await startQueueServices(quiet);
		try {
			const { stdout } = await execFileAsync(path.join(pgBin, 'psql'), [
				'-h', services.postgres.host, '-p', String(services.postgres.port), '-U', 'n8n', '-d', 'n8n', '-tAc', 'SELECT 1',
			]);
			expect(stdout.trim()).toBe('1');
			expect(path.dirname(services.dataDir)).toBe(os.tmpdir());
			expect(fs.readdirSync(clone).sort()).toEqual(['scripts']);
		} finally {
			await services.stop();
		}
		expect(fs.existsSync(services.dataDir)).toBe(false);
	}, 2 * 60 * 1000);
});

describe('a service that cannot start says so plainly', () => {
	let taken: net.Server & { port: number };
	beforeEach(async () => (taken = await takePort()));
	afterEach(async () => await new Promise((resolve) => taken.close(resolve)));

	it('Redis on a taken port: the service, the command, its exit code, its log and what to do', async () => {
		const error = await failure(startQueueServices({ ...quiet, ports: { redis: taken.port } }));
		expect(error?.message).toMatch(/^Redis could not start for the queue-mode tests: `\/usr\/bin\/redis-server --port \d+ .*` exited with code 1\./);
		expect(error?.message).toMatch(/Last lines of its log:\n(.*\n)* {2}\| .*Address already in use/);
		expect(error?.message).toContain(`What to do: port ${taken.port} of 127.0.0.1 is taken`);
	}, 2 * 60 * 1000);

	it('PostgreSQL on a taken port: the same', async () => {
		const error = await failure(startQueueServices({ ...quiet, ports: { postgres: taken.port } }));
		expect(error?.message).toMatch(/^PostgreSQL could not start for the queue-mode tests: `.*\/pg_ctl start .*` exited with code 1\./);
		expect(error?.message).toMatch(/Last lines of its log:\n(.*\n)* {2}\| .*could not bind/);
		expect(error?.message).toContain(`What to do: port ${taken.port} of 127.0.0.1 is taken`);
	}, 2 * 60 * 1000);
});
