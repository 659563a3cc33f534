/** Fortnox's clock as `lastmodified` reads it: Stockholm wall-clock minutes, daylight saving time included. Shared by the Fortnox Trigger and the Stream Trigger's catch-up. */

/** Fortnox is a Swedish service: `lastmodified` is a wall-clock minute in Stockholm. */
const STOCKHOLM = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `YYYY-MM-DD HH:MM` in Stockholm, built from parts so no locale's punctuation matters. */
export function stockholmMinute(ms: number): string {
	const part = Object.fromEntries(STOCKHOLM.formatToParts(ms).map(({ type, value }) => [type, value]));
	return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const asUtc = (minute: string) => Date.parse(`${minute.replace(' ', 'T')}:00Z`);

/** How far Stockholm's clock is ahead of UTC at `ms`: an hour, or two in summer time. */
const stockholmOffset = (ms: number) => asUtc(stockholmMinute(ms)) - Math.floor(ms / MINUTE) * MINUTE;

/**
 * The earliest instant Stockholm's clock shows `minute` (`YYYY-MM-DD HH:MM`): of the hour the
 * autumn change shows twice, the first (summer time); for a minute the spring change skips, an
 * instant before the skip.
 */
export function stockholmInstant(minute: string): number {
	const wall = asUtc(minute);
	// The offsets a day before and after: both of them when a change of daylight saving time is near.
	const offsets = [...new Set([stockholmOffset(wall - DAY), stockholmOffset(wall + DAY)])].sort((a, b) => b - a);
	const candidates = offsets.map((offset) => wall - offset);
	return candidates.find((instant) => stockholmMinute(instant) === minute) ?? candidates[0];
}

/** The minute a read from `since` starts at when the clocks may go back within `ahead`: an hour earlier if they do. */
function startMinute(since: number, ahead: number): string {
	return stockholmMinute(since - Math.max(0, stockholmOffset(since) - stockholmOffset(since + ahead)));
}

/**
 * The `lastmodified` minute a read of the changes since `since` asks for. Fortnox compares Stockholm
 * wall-clock minutes, and in autumn the hour from 02:00 comes twice: a change made in its second
 * round (winter time) shows an earlier minute than one made at the end of its first. So when the
 * clocks go back within the hour after `since`, the read starts an hour earlier; and from a minute
 * of that hour it lists its first round too. What it lists again is dropped by the memory (known
 * numbers, states, versions).
 */
export const readMinute = (since: number): string => startMinute(since, HOUR + MINUTE);

/**
 * Before which instant no change is listed again by a read from `since` or from any later position.
 * A read within the hour before the autumn change reaches an hour back, so from two hours before it
 * the memory keeps what such a read may meet again.
 */
export const forgottenBefore = (since: number): number => stockholmInstant(startMinute(since, 2 * (HOUR + MINUTE))) - CLOCK_MARGIN_MS;

/**
 * How far before Fortnox's own time at a read (its answer's `Date` header) the next read starts.
 * That time is taken when the answer leaves, after the list was read, and in whole seconds; the
 * margin covers that, and a difference between Fortnox's own servers. n8n's clock plays no part, so
 * it may be ahead of Fortnox's or behind it by any amount. What the margin reads again is dropped as
 * already emitted.
 */
export const CLOCK_MARGIN_MS = 60_000;
