// Ends the run with one plain "N passed, N failed" line that any CI log reader understands,
// on stderr like the rest of jest's report so it stays the last line. The line is headed by the
// projects that ran (jest.config.js), so two runs in one log stay apart; when several ran, a line
// for each comes first.
class SummaryReporter {
	onRunComplete(_contexts, results) {
		/** @type {Map<string, { passed: number; failed: number; skipped: number }>} */
		const byProject = new Map();
		for (const file of results.testResults) {
			const name = file.displayName?.name ?? 'jest';
			const counts = byProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
			counts.passed += file.numPassingTests;
			counts.failed += file.numFailingTests;
			counts.skipped += file.numPendingTests + file.numTodoTests;
			byProject.set(name, counts);
		}
		const line = (label, { passed, failed, skipped }) =>
			`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
		const lines = byProject.size > 1 ? [...byProject].map(([name, counts]) => line(name, counts)) : [];
		const all = {
			passed: results.numPassedTests,
			failed: results.numFailedTests,
			skipped: results.numPendingTests + results.numTodoTests,
		};
		process.stderr.write(`\n${lines.join('')}${line([...byProject.keys()].join(' + ') || 'jest', all)}`);
	}
}
module.exports = SummaryReporter;
