// Ends the run with one plain "N passed, N failed" line that any CI log reader understands,
// on stderr like the rest of jest's report so it stays the last line.
class SummaryReporter {
	onRunComplete(_contexts, results) {
		const skipped = results.numPendingTests + results.numTodoTests;
		const tail = skipped ? `, ${skipped} skipped` : '';
		process.stderr.write(`\njest: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`);
	}
}
module.exports = SummaryReporter;
