import { streamReporter } from '../../nodes/FortnoxStreamTrigger/report';
import { REPORT_EVERY_MS } from '../../nodes/shared/polling/refusals';

function reporter() {
	const heard = { failed: [] as string[], logged: [] as string[] };
	let now = 0;
	const report = streamReporter({ fail: (error) => heard.failed.push(error.message), warn: (message) => heard.logged.push(message), now: () => now });
	return { heard, report, at: (ms: number) => (now = ms) };
}

describe('how the Stream Trigger tells of its stream trouble', () => {
	it('logs a drop it recovers from, with the wait, and records no failed run', () => {
		const { heard, report } = reporter();
		report.dropped(new Error("Fortnox's event stream closed the connection (1006)"), 1000);
		report.recovered(1200);
		expect(heard).toEqual({ failed: [], logged: ["Fortnox's event stream closed the connection (1006); connecting again in 1 s"] });
	});

	it('records lasting trouble as a failed run at most once an hour while it lasts, and logs its end once', () => {
		const { heard, report, at } = reporter();
		const outage = new Error('Could not open Fortnox\'s event stream');
		at(0);
		report.trouble(outage);
		at(60_000);
		report.trouble(outage);
		at(REPORT_EVERY_MS - 1);
		report.trouble(outage);
		at(REPORT_EVERY_MS);
		report.trouble(outage);
		expect(heard.failed).toHaveLength(2);
		expect(heard.logged).toEqual([outage.message, outage.message]);

		report.recovered(70 * 60_000);
		report.recovered(1000);
		expect(heard.logged.slice(2)).toEqual(["Fortnox's event stream is subscribed again, after 70 min without it"]);
		// A new outage after the end is reported again at once.
		at(REPORT_EVERY_MS + 5 * 60_000);
		report.trouble(outage);
		expect(heard.failed).toHaveLength(3);
	});
});
