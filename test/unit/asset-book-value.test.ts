import { bookValueOfHistory } from '../../nodes/FortnoxAssets/actions/asset/bookValue';

const history = (...amounts: unknown[]) => amounts.map((Amount, index) => ({ Id: index + 1, EventId: 1, Date: '2026-01-31', Amount }));
const valuesAfter = (...amounts: unknown[]) => bookValueOfHistory(history(...amounts)).events.map((event) => event.bookValue);

describe("an asset's book value summed from its History", () => {
	it('sums in whole öre: ten changes of 0.10 are 1.00, 0.10 and 0.20 are 0.30, with no floating-point drift', () => {
		// In floating point these sums are 0.9999999999999999 and 0.30000000000000004.
		expect(bookValueOfHistory(history(...Array.from({ length: 10 }, () => '0.10'))).bookValue).toBe(1);
		expect(valuesAfter('0.10', '0.20')).toEqual([0.1, 0.3]);
		expect(valuesAfter('60000', '-1000.33', '-1000.33', '-1000.34')).toEqual([60000, 58999.67, 57999.34, 56999]);
	});

	it('rounds each amount to the öre as Fortnox rounds, half away from zero in decimal', () => {
		// 1.005 is 1.00499999… in floating point, which multiplying by 100 would round down.
		expect(valuesAfter('1.005', '-0.004')).toEqual([1.01, 1.01]);
		expect(valuesAfter('-2.675')).toEqual([-2.68]);
	});

	it('reads Swedish text and numbers; empty is no change; after an amount that is no number the value is unknown', () => {
		expect(valuesAfter('1 000,50', 250.25, '', '-,50')).toEqual([1000.5, 1250.75, 1250.75, 1250.25]);
		expect(bookValueOfHistory(history('1000', 'tusen', '-100'))).toMatchObject({ bookValue: null, events: [{ bookValue: 1000 }, { change: null, bookValue: null }, { change: -100, bookValue: null }] });
	});

	it('follows the order Fortnox recorded the events in (their Ids), and has no value without a history', () => {
		const events = [
			{ Id: 9, EventId: 2, Date: '2026-04-15', Amount: '-500' },
			{ Id: 3, EventId: 8, Date: '2026-01-10', Amount: '60000' },
		];
		expect(bookValueOfHistory(events).events).toEqual([
			{ historyId: 3, eventId: 8, date: '2026-01-10', change: 60000, bookValue: 60000 },
			{ historyId: 9, eventId: 2, date: '2026-04-15', change: -500, bookValue: 59500 },
		]);
		expect(events.map((event) => event.Id)).toEqual([9, 3]);
		expect(bookValueOfHistory([])).toEqual({ bookValue: null, events: [] });
		expect(bookValueOfHistory(undefined)).toEqual({ bookValue: null, events: [] });
	});
});
