// The payroll-hours example in a real n8n, activated: a time system's CSV posted to its webhook
// becomes one attendance transaction per row for the demo company's employees; a row with a cause
// code Fortnox does not list fails alone, on the node's error output, and the answer says which.
import { EXAMPLE_RUN_TIMEOUT_MS, outputOf, readExample, waitFor, type Execution, type RealN8n } from './harness';

const FILE = 'payroll-hours.json';
const CSV = [
	'EmployeeId,Date,CauseCode,Hours,Project',
	'1001,2026-11-23,TID,8,P1',
	'1001,2026-11-24,OT1,"1,5",P1',
	'1002,2026-11-23,TID,7.5,',
	'1002,2026-11-24,XYZ,8,',
].join('\n');

export function describePayrollHours(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const example = readExample(FILE);
		const demo = () => real().sandbox.tenant('demo');
		let status = 0;
		let answer: Array<Record<string, unknown>> = [];
		let execution: Execution;
		let before = 0;

		beforeAll(async () => {
			before = demo().payroll.attendanceTransactions.length;
			expect(await real().api(`/workflows/${example.id}/activate`, 'POST')).toMatchObject({ id: example.id, active: true });
			const res = await waitFor('the published webhook', async () => {
				const posted = await fetch(`${real().n8n.url}/webhook/fortnox-payroll-hours`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: CSV });
				return posted.status === 404 ? undefined : posted;
			});
			status = res.status;
			answer = (await res.json()) as Array<Record<string, unknown>>;
			execution = await waitFor('the run the file started', async () => {
				const { data } = await real().api<{ data: Execution[] }>(`/executions?workflowId=${example.id}&includeData=true`);
				return data.find((candidate) => candidate.stoppedAt);
			});
		}, 2 * EXAMPLE_RUN_TIMEOUT_MS);

		afterAll(async () => {
			await real().api(`/workflows/${example.id}/deactivate`, 'POST');
		});

		it('creates one attendance transaction per good row, hours as Fortnox writes them', () => {
			expect({ mode: execution.mode, status: execution.status }).toEqual({ mode: 'webhook', status: 'success' });
			const added = demo().payroll.attendanceTransactions.slice(before);
			// The rows are sent side by side (the node's Concurrency): compare them in the CSV's order, not the order they landed in.
			const byRow = (a: { EmployeeId: string; Date: string }, b: { EmployeeId: string; Date: string }) => `${a.EmployeeId} ${a.Date}`.localeCompare(`${b.EmployeeId} ${b.Date}`);
			expect(added.map(({ EmployeeId, Date, CauseCode, Hours, Project }) => ({ EmployeeId, Date, CauseCode, Hours, Project })).sort(byRow)).toEqual([
				{ EmployeeId: '1001', Date: '2026-11-23', CauseCode: 'TID', Hours: '8', Project: 'P1' },
				{ EmployeeId: '1001', Date: '2026-11-24', CauseCode: 'OT1', Hours: '1.5', Project: 'P1' },
				{ EmployeeId: '1002', Date: '2026-11-23', CauseCode: 'TID', Hours: '7.5', Project: '' },
			]);
		});

		it('sends the row with an unknown cause code alone to the error output, before sending, and answers every row', () => {
			expect(outputOf(execution, 'Create attendance transactions')).toHaveLength(3);
			const failed = execution.data.resultData.runData['Create attendance transactions'][0].data?.main[1] ?? [];
			// n8n adds the row's columns to its error item, so the answer says which row failed.
			expect(failed.map((item) => item.json)).toEqual([
				expect.objectContaining({
					EmployeeId: '1002',
					Date: '2026-11-24',
					CauseCode: 'XYZ',
					error: { message: expect.stringMatching(/^Cause Code "XYZ" is not a valid value: use one of ARB, /), description: expect.stringMatching(/nothing was sent to Fortnox/) },
				}),
			]);
			expect(status).toBe(200);
			expect(answer.map((row) => (row.error as { message?: string } | undefined)?.message ?? row.CauseCode)).toEqual([
				'TID',
				'OT1',
				'TID',
				expect.stringMatching(/^Cause Code "XYZ" is not a valid value: use one of ARB, /),
			]);
		});
	});
}
