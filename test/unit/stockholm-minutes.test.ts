import { CLOCK_MARGIN_MS, forgottenBefore, readMinute, stockholmInstant, stockholmMinute } from '../../nodes/shared/polling/stockholm-time';

// Fortnox's lastmodified is a wall-clock minute in Stockholm; the trigger keeps instants (UTC).
const at = (iso: string) => Date.parse(iso);

describe('Stockholm minutes for lastmodified', () => {
	it('an instant shows its Stockholm minute; a minute stands for its earliest instant (of the repeated autumn hour, the summer-time one)', () => {
		expect(stockholmMinute(at('2026-11-10T09:00:59Z'))).toBe('2026-11-10 10:00');
		expect(stockholmMinute(at('2026-07-01T09:00:00Z'))).toBe('2026-07-01 11:00');
		expect(stockholmInstant('2026-11-10 10:00')).toBe(at('2026-11-10T09:00:00Z'));
		// 02:30 comes twice on 2026-10-25: at 00:30 and at 01:30 UTC.
		expect(stockholmInstant('2026-10-25 02:30')).toBe(at('2026-10-25T00:30:00Z'));
		// 02:30 never comes on 2026-03-29: an instant before the skip.
		expect(stockholmInstant('2026-03-29 02:30')).toBeLessThanOrEqual(at('2026-03-29T01:00:00Z'));
	});

	it('a read starts at the minute of its position, an hour earlier when the clocks go back within the hour', () => {
		expect(readMinute(at('2026-11-10T09:00:30Z'))).toBe('2026-11-10 10:00');
		// 23:30 UTC is 01:30 summer time, more than an hour before 03:00 summer time: as it shows.
		expect(readMinute(at('2026-10-24T23:30:00Z'))).toBe('2026-10-25 01:30');
		// 02:49 summer time: at 02:00 winter time, eleven minutes later, the clock shows an earlier minute.
		expect(readMinute(at('2026-10-25T00:49:00Z'))).toBe('2026-10-25 01:49');
		// 02:04 winter time: as it shows, which lists the summer-time 02:04 and later too.
		expect(readMinute(at('2026-10-25T01:04:00Z'))).toBe('2026-10-25 02:04');
		// Spring: the clocks go forward, no minute looks earlier.
		expect(readMinute(at('2026-03-29T00:59:00Z'))).toBe('2026-03-29 01:59');
		expect(readMinute(at('2026-03-29T01:00:00Z'))).toBe('2026-03-29 03:00');
	});

	it('the memory keeps what a later read may list again: from two hours before the autumn change, an hour more', () => {
		const usual = at('2026-11-10T09:00:30Z');
		expect(forgottenBefore(usual)).toBe(at('2026-11-10T09:00:00Z') - CLOCK_MARGIN_MS);
		// 23:30 UTC is 01:30 summer time: a read from 00:00 UTC on will start an hour back, so that hour is kept already.
		expect(forgottenBefore(at('2026-10-24T23:30:00Z'))).toBe(at('2026-10-24T22:30:00Z') - CLOCK_MARGIN_MS);
		// 21:30 UTC, more than two hours before: as usual.
		expect(forgottenBefore(at('2026-10-24T21:30:00Z'))).toBe(at('2026-10-24T21:30:00Z') - CLOCK_MARGIN_MS);
		// In the repeated hour, its summer-time round is kept.
		expect(forgottenBefore(at('2026-10-25T01:20:00Z'))).toBe(at('2026-10-25T00:20:00Z') - CLOCK_MARGIN_MS);
		expect(forgottenBefore(at('2026-10-25T03:00:00Z'))).toBe(at('2026-10-25T03:00:00Z') - CLOCK_MARGIN_MS);
	});
});
