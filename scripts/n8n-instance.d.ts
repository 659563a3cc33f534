// Types of scripts/n8n-instance.js for the TypeScript end-to-end tests.
import type { Sandbox } from '../sandbox';

export const EXAMPLES_DIR: string;

export const OWNER: Readonly<{ email: string; password: string; firstName: string; lastName: string }>;

export const CREDENTIALS: Readonly<{
	api: Readonly<{ id: string; name: string; type: 'fortnoxApi' }>;
	oAuth2: Readonly<{ id: string; name: string; type: 'fortnoxOAuth2Api' }>;
	serviceAccount: Readonly<{ id: string; name: string; type: 'fortnoxServiceAccountApi' }>;
	readOnly: Readonly<{ id: string; name: string; type: 'fortnoxApi' }>;
	limited: Readonly<{ id: string; name: string; type: 'fortnoxApi' }>;
}>;

/** `npm pack` of the built package into `destination`; resolves with the tarball's path. */
export function packPackage(destination: string): Promise<string>;

/** Unpacks a package tarball into `dir`. */
export function unpack(tarball: string, dir: string): Promise<void>;

/** Packs the package and installs it into `<userFolder>/.n8n/nodes` as a community install does. */
export function installPackedPackage(userFolder: string): Promise<{ name: string; version: string; dir: string }>;

export interface N8nInstance {
	/** e.g. 'http://127.0.0.1:5678' */
	url: string;
	/** Where production webhooks are served: the webhook processor's address, else `url`. */
	webhookUrl: string;
	owner: typeof OWNER;
	/** The `examples/*.json` files imported. */
	examples: string[];
	logFile: string;
	/** Graceful stop, then anything left of n8n's process group. */
	stop(): Promise<void>;
	/** Stops the main process alone, does `whileDown`, and starts main again on its port and database (workers go on); resolves once it is ready. */
	restartMain(whileDown?: () => Promise<void>): Promise<void>;
	/** Settles when the (current) main process has exited. */
	exited: Promise<unknown>;
}

/** n8n's queue mode: Redis and PostgreSQL (scripts/queue-services.js), `workers` processes of `n8n worker`. */
export interface QueueMode {
	redis: { host: string; port: number };
	postgres: { host: string; port: number; database: string; user: string; password: string };
	workers: number;
	/** Executions one worker runs at a time. */
	workerConcurrency: number;
	/** What the sandbox credentials' Workers Sharing This Token says; default `workers`. */
	workersSharingToken?: number;
	/** An `n8n webhook` process takes the production webhooks; main takes none. */
	webhookProcessor?: boolean;
}

/**
 * Imports the sandbox credentials and the examples, starts n8n (and with `queue` its workers) on 127.0.0.1 and waits until they are ready.
 * `env`: n8n settings added to (or replacing) the instance's own, for main, workers and the CLI alike.
 */
export function startN8n(options: {
	userFolder: string;
	sandbox: Sandbox;
	port?: number;
	queue?: QueueMode;
	env?: Record<string, string>;
	/** Which imports to run (default both); a kept user folder (`npm start`) has its own. */
	imports?: { credentials: boolean; workflows: boolean };
}): Promise<N8nInstance>;

/** A port nothing listens on right now, below Linux's ephemeral range (20000–31999). */
export function freePort(): Promise<number>;

/** Whether 127.0.0.1:port could be bound just now. */
export function canListen(port: number): Promise<boolean>;
/** The owner's session cookie (`n8n-auth=…`), from n8n's own login route. */
export function ownerSession(n8n: { url: string; owner: typeof OWNER }): Promise<string>;
