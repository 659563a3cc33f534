import type { Sandbox } from '../../sandbox';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

// Payroll transactions sent straight to the sandbox, past the nodes' own checks: hours no payroll
// pays and days outside the employment are refused, with the sandbox's own codes (docs/sandbox.md).

let sandbox: Sandbox;
let auth: Auth;
let tenantId: string;
withSandbox(
	{ rateLimit: false },
	(started) => (sandbox = started),
	(tenant, tenantAuth) => {
		tenantId = tenant.tenantId;
		auth = tenantAuth;
	},
);

type Body = Record<string, Record<string, unknown>> & ErrorBody;
const send = (method: string, path: string, json: unknown) => call<Body>(sandbox, method, path, { auth, json });
const attendance = (fields: Record<string, unknown>) => ({ AttendanceTransaction: { EmployeeId: '7', CauseCode: 'TID', Date: '2026-05-04', ...fields } });

beforeEach(async () => {
	const employee = { EmployeeId: '7', FirstName: 'Olle', LastName: 'Ek', Email: 'olle@example.se', EmploymentDate: '2026-03-01', EmployedTo: '2026-10-31' };
	expect((await send('POST', '/3/employees', { Employee: employee })).status).toBe(201);
});

describe('sandbox payroll transactions: what no payroll pays', () => {
	it('refuses attendance of −8, 0 or 25 hours (2009612) and without hours (2009611); 8 hours are stored', async () => {
		for (const Hours of ['-8', '0', '25']) {
			const res = await send('POST', '/3/attendancetransactions', attendance({ Hours }));
			expect([res.status, res.body.ErrorInformation?.code]).toEqual([400, 2009612]);
		}
		for (const fields of [{}, { Hours: '' }]) {
			const res = await send('POST', '/3/attendancetransactions', attendance(fields));
			expect([res.status, res.body.ErrorInformation?.code]).toEqual([400, 2009611]);
		}
		const worked = await send('POST', '/3/attendancetransactions', attendance({ Hours: '8' }));
		expect(worked.status).toBe(201);
		const id = String(worked.body.AttendanceTransaction.id);
		const changed = await send('PUT', `/3/attendancetransactions/${id}`, { AttendanceTransaction: { Hours: '-8' } });
		expect([changed.status, changed.body.ErrorInformation?.code]).toEqual([400, 2009612]);
		expect(sandbox.tenant(tenantId).payroll.attendanceTransactions.map((stored) => stored.Hours)).toEqual(['8']);
	});

	it("refuses a transaction dated before the employment or after its end (2009613), and an absence of −4 hours (2009612)", async () => {
		for (const Date of ['2026-02-27', '2026-11-02']) {
			const res = await send('POST', '/3/attendancetransactions', attendance({ Date, Hours: '8' }));
			expect([res.status, res.body.ErrorInformation?.code]).toEqual([400, 2009613]);
		}
		const salary = await send('POST', '/3/salarytransactions', { SalaryTransaction: { EmployeeId: '7', SalaryCode: '11', Date: '2026-02-27', Number: '1', Amount: '100' } });
		expect([salary.status, salary.body.ErrorInformation?.code]).toEqual([400, 2009613]);
		const absence = await send('POST', '/3/absencetransactions', { AbsenceTransaction: { EmployeeId: '7', CauseCode: 'SJK', Date: '2026-05-04', Hours: -4 } });
		expect([absence.status, absence.body.ErrorInformation?.code]).toEqual([400, 2009612]);
		const wholeDay = await send('POST', '/3/absencetransactions', { AbsenceTransaction: { EmployeeId: '7', CauseCode: 'SJK', Date: '2026-05-04', Extent: 100 } });
		expect(wholeDay.status).toBe(201);
	});
});
