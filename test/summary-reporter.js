// Ends the run with one plain "N passed, N failed" line that any CI log reader understands,
// on stderr like the rest of jest's report so it stays the last line.
// The `label` option names the run ("jest" unless given), so two runs in one log stay apart.
class SummaryReporter {
	constructor(_globalConfig, options = {}) {
		this.label = options.label || 'jest';
	}

	onRunComplete(_contexts, results) {
		const skipped = results.numPendingTests + results.numTodoTests;
		const tail = skipped ? `, ${skipped} skipped` : '';
		process.stderr.write(`\n${this.label}: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`);
	}
}
module.exports = SummaryReporter;
