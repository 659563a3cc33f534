import { REPORT_EVERY_MS } from '../shared/polling/refusals';
import type { StreamMember } from '../shared/stream/connection';

export interface Reporting {
	/** Records a failed run (an error workflow hears of it). */
	fail(error: Error): void;
	warn(message: string): void;
	now(): number;
}

/**
 * How a trigger tells of its stream's trouble: a blip it recovers from is a log line, not a failed
 * run (an error workflow would alert on every network hiccup); trouble that lasts is a failed run
 * at most once an hour while it lasts; its end is logged once, when it had been reported.
 */
export function streamReporter(
	reporting: Reporting,
	ended = (minutes: number) => `Fortnox's event stream is subscribed again, after ${minutes} min without it`,
): Pick<StreamMember, 'dropped' | 'trouble' | 'recovered'> {
	let reportedAt: number | undefined;
	return {
		dropped(error, waitMs) {
			reporting.warn(`${error.message}; connecting again in ${Math.round(waitMs / 1000)} s`);
		},
		trouble(error) {
			const now = reporting.now();
			if (reportedAt !== undefined && now - reportedAt < REPORT_EVERY_MS) {
				reporting.warn(error.message);
				return;
			}
			reportedAt = now;
			reporting.fail(error);
		},
		recovered(downMs) {
			if (reportedAt === undefined) return;
			reportedAt = undefined;
			reporting.warn(ended(Math.round(downMs / 60_000)));
		},
	};
}
