// Types of scripts/queue-services.js for the TypeScript queue-mode tests and bench.
import type { QueueMode } from './n8n-instance';

/** Installs Debian's redis-server and postgresql when missing (root); returns at once when present. */
export function ensureQueueServices(options?: { log?: (line: string) => void }): Promise<{ redisServer: string; pgBin: string }>;

/** Redis and PostgreSQL on free ports of 127.0.0.1, data in a fresh folder below `.queue-services/`; `stop()` ends both and removes it. */
export function startQueueServices(options?: { log?: (line: string) => void }): Promise<
	Pick<QueueMode, 'redis' | 'postgres'> & { stop(): Promise<void> }
>;
