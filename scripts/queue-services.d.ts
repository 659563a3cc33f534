// Types of scripts/queue-services.js for the TypeScript queue-mode tests and bench.
import type { QueueMode } from './n8n-instance';

/** Installs Debian's redis-server and postgresql when missing (root); returns at once when present. */
export function ensureQueueServices(options?: { log?: (line: string) => void }): Promise<{ redisServer: string; pgBin: string }>;

/**
 * Redis and PostgreSQL on free ports of 127.0.0.1 (or `ports`), their data in a fresh folder under
 * the system's temp folder (`dataDir`); `stop()` ends both and removes it. A service that cannot
 * start rejects with an error naming it, the command, its exit code, its log's last lines and what to do.
 */
export function startQueueServices(options?: { log?: (line: string) => void; ports?: { redis?: number; postgres?: number } }): Promise<
	Pick<QueueMode, 'redis' | 'postgres'> & { dataDir: string; stop(): Promise<void> }
>;
