import type { IDataObject } from 'n8n-workflow';

import { FortnoxPayroll } from '../../nodes/FortnoxPayroll/FortnoxPayroll.node';
import { contractProblems } from '../contract/openapi-contract';
import { byNumber, useCoreSandbox } from '../harness/core';
import { optionOf, shownParameter } from '../harness/node-types';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

type Credential = NodeSpec['credential'];

const payroll = (credential: Credential, resource: string, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnoxPayroll', credential, ...extra, parameters: { resource, ...parameters } }, items);
const payrollOf = (tenantId: string) => sandbox().tenant(tenantId).payroll;
/** The requests to Fortnox Tid, and what in them Fortnox's OpenAPI does not declare. */
const timeRequests = () => sandbox().requests.filter((request) => request.path.startsWith('/api/time/'));

/** A tenant with one employee made through the node, 1001 Karin Berg, on a monthly salary; the request log starts afresh. */
async function withEmployee(additionalFields: IDataObject = {}) {
	const { tenant, credential } = accessTokenCredential(sandbox());
	const made = await payroll(credential, 'employee', {
		operation: 'create',
		employeeId: '1001',
		firstName: 'Karin',
		lastName: 'Berg',
		email: 'karin.berg@example.se',
		additionalFields: { MonthlySalary: '42000', EmploymentDate: '2026-01-01', PersonelType: 'TJM', ...additionalFields },
	});
	expect(made.error()).toBeUndefined();
	sandbox().clearRequests();
	return { tenantId: tenant.tenantId, credential };
}

describe('Fortnox Payroll → Employee', () => {
	it('creates an employee with Additional Fields, finds it with the picker, gets, updates and lists it', async () => {
		const { tenantId, credential } = await withEmployee({ JobTitle: 'Projektledare', TaxColumn: 1 });
		expect(payrollOf(tenantId).employees).toEqual([expect.objectContaining({ EmployeeId: '1001', FullName: 'Karin Berg', JobTitle: 'Projektledare', MonthlySalary: '42000', TaxColumn: 1 })]);

		const got = await payroll(credential, 'employee', { operation: 'get', employee: byNumber('1001') });
		expect(got.items[0].json).toMatchObject({ EmployeeId: '1001', FullName: 'Karin Berg', DatedWages: [{ FirstDay: '1970-01-01', MonthlySalary: '42000' }] });

		const context = loadOptionsContext({ type: 'fortnoxPayroll', credential, parameters: { resource: 'employee', operation: 'get' } });
		const node = new FortnoxPayroll();
		expect((await node.methods.listSearch.searchEmployees.call(context, 'karin')).results).toEqual([{ name: 'Karin Berg (1001)', value: '1001' }]);
		expect(await node.methods.loadOptions.getEmployees.call(context)).toEqual([{ name: 'Karin Berg (1001)', value: '1001' }]);

		const updated = await payroll(credential, 'employee', {
			operation: 'update',
			employee: byNumber('1001'),
			updateFields: { DatedWages: JSON.stringify([{ FirstDay: '1970-01-01', MonthlySalary: '42000' }, { FirstDay: '2026-01-01', MonthlySalary: '45000' }]), City: 'Växjö' },
		});
		expect(updated.error()).toBeUndefined();
		expect(updated.items[0].json).toMatchObject({ City: 'Växjö', MonthlySalary: '45000' });
		expect(payrollOf(tenantId).employees[0]).toMatchObject({ City: 'Växjö', MonthlySalary: '45000', FirstName: 'Karin' });

		const all = await payroll(credential, 'employee', { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.EmployeeId)).toEqual(['1001']);
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toContain('GET /3/employees');
	});

	it("refuses what breaks Fortnox's rules before sending: an Employee ID over 15 characters, a tax column of 7, dated wages with a monthly salary", async () => {
		const { tenantId, credential } = await withEmployee();
		for (const [parameters, message] of [
			[{ operation: 'create', employeeId: 'E'.repeat(16), firstName: 'A', lastName: 'B', email: 'a@b.se' }, /^Employee Id is 16 characters long: it must be 1 to 15 characters$/],
			[{ operation: 'create', employeeId: '1002', firstName: 'A', lastName: 'B', email: 'a@b.se', additionalFields: { TaxColumn: 7 } }, /^Tax Column 7 is out of range: it must be from 1 to 6$/],
			[
				{ operation: 'update', employee: byNumber('1001'), updateFields: { MonthlySalary: '1', DatedWages: '[{"FirstDay":"1970-01-01","MonthlySalary":"1"}]' } },
				/^Dated Wages are given with Monthly Salary: Fortnox takes either Dated Wages or Monthly Salary and Hourly Pay$/,
			],
			[{ operation: 'update', employee: byNumber('1001'), updateFields: { DatedSchedules: '[{"FirstDay":"2026-01-01","ScheduleId":"HEL"}]' } }, /^Dated Schedules have 0 rows from 1970-01-01: one row must start on 1970-01-01/],
			[{ operation: 'get', employee: byNumber('x'.repeat(16)) }, /^Employee is 16 characters long: at most 15 characters are allowed$/],
		] as const) {
			const result = await payroll(credential, 'employee', parameters);
			expect(result.error()?.message).toMatch(message);
		}
		expect(coreRequests()).toEqual([]);
		expect(payrollOf(tenantId).employees).toHaveLength(1);
	});
});

describe('Fortnox Payroll → Attendance Transaction', () => {
	it('creates hours for an employee, gets them by id and by day, updates, lists by employee and date, and deletes', async () => {
		const { tenantId, credential } = await withEmployee();
		const created = await payroll(credential, 'attendanceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-11-02T00:00:00.000Z', code: 'TID', additionalFields: { Hours: 7.5, Project: 'P1' } });
		expect(created.error()).toBeUndefined();
		const id = String(created.items[0].json.id);
		expect(created.items[0].json).toMatchObject({ EmployeeId: '1001', Date: '2026-11-02', CauseCode: 'TID', Hours: '7.5', Project: 'P1' });
		expect(coreRequests().find((request) => request.method === 'POST')?.body).toEqual({ AttendanceTransaction: { EmployeeId: '1001', Date: '2026-11-02', CauseCode: 'TID', Hours: '7.5', Project: 'P1' } });
		expect(payrollOf(tenantId).attendanceTransactions).toEqual([expect.objectContaining({ id, Hours: '7.5' })]);

		const got = await payroll(credential, 'attendanceTransaction', { operation: 'get', id });
		expect(got.items[0].json).toMatchObject({ id, CauseCode: 'TID' });
		await payroll(credential, 'attendanceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-11-02', code: 'OT1', additionalFields: { Hours: '1,5' } });
		const ofDay = await payroll(credential, 'attendanceTransaction', { operation: 'getByDay', employee: byNumber('1001'), date: '2026-11-02', code: 'OT1' });
		expect(ofDay.items.map((item) => [item.json.CauseCode, item.json.Hours])).toEqual([['OT1', '1.5']]);

		const updated = await payroll(credential, 'attendanceTransaction', { operation: 'update', id, updateFields: { Hours: 8, CauseCode: 'ARB' } });
		expect(updated.items[0].json).toMatchObject({ id, Hours: '8', CauseCode: 'ARB', Project: 'P1' });

		const listed = await payroll(credential, 'attendanceTransaction', { operation: 'getAll', returnAll: true, filters: { employee: '1001', date: '2026-11-02' } });
		expect(listed.items.map((item) => item.json.CauseCode).sort()).toEqual(['ARB', 'OT1']);
		expect(coreRequests().find((request) => request.method === 'GET' && request.path === '/3/attendancetransactions')?.query).toEqual({ employeeid: '1001', date: '2026-11-02', page: '1', limit: '500' });

		const deleted = await payroll(credential, 'attendanceTransaction', { operation: 'delete', id });
		expect(deleted.items[0].json).toEqual({ id, deleted: true });
		expect(payrollOf(tenantId).attendanceTransactions.map((t) => t.CauseCode)).toEqual(['OT1']);
	});

	it("checks dates, cause codes, ids and employee before sending; Fortnox's refusal of an unknown employee comes through; under Continue On Fail only the bad item fails", async () => {
		const { tenantId, credential } = await withEmployee();
		for (const [parameters, message] of [
			[{ operation: 'create', employee: byNumber('1001'), date: '2026-02-30', code: 'TID' }, /^Date "2026-02-30" is a day the calendar does not have/],
			[{ operation: 'create', employee: byNumber('1001'), date: '2026-11-02', code: '={{ "SEM" }}' }, /^Cause Code "SEM" is not a valid value: use one of ARB, /],
			[{ operation: 'create', employee: byNumber('1001'), date: '2026-11-02', code: 'TID', additionalFields: { Hours: 'åtta' } }, /^Hours "åtta" is not a number/],
			[{ operation: 'get', id: '42' }, /^ID "42" has the wrong format: it must be a UUID/],
			[{ operation: 'getByDay', employee: byNumber('={{ "  " }}'), date: '2026-11-02', code: 'TID' }, /^Employee is missing: it is required$/],
		] as const) {
			const result = await payroll(credential, 'attendanceTransaction', parameters);
			expect(result.error()?.message).toMatch(message);
		}
		expect(coreRequests()).toEqual([]);

		// The node reads the employee for its employment dates: Fortnox's answer says it is not there.
		const unknown = await payroll(credential, 'attendanceTransaction', { operation: 'create', employee: byNumber('9999'), date: '2026-11-02', code: 'TID', additionalFields: { Hours: 8 } });
		expect(unknown.error()?.message).toMatch(/Employee not found: 9999/);

		const result = await payroll(
			credential,
			'attendanceTransaction',
			{ operation: 'create', employee: byNumber('1001'), date: '={{ $json.date }}', code: 'TID', additionalFields: { Hours: '={{ $json.hours }}' } },
			[
				{ date: '2026-11-03', hours: 8 },
				{ date: '3 november', hours: 8 },
				{ date: '2026-11-04', hours: 6 },
			],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.Date)).toEqual(['2026-11-03', 'Date "3 november" is not a date: use a date such as 2026-11-22', '2026-11-04']);
		expect(payrollOf(tenantId).attendanceTransactions.map((t) => [t.Date, t.Hours])).toEqual([
			['2026-11-03', '8'],
			['2026-11-04', '6'],
		]);
	});
});

describe('Fortnox Payroll → Attendance Transaction: Hours', () => {
	const shown = (typeVersion: number, operation: string, name: string) => shownParameter(new FortnoxPayroll(), typeVersion, { resource: 'attendanceTransaction', operation }, name);
	const NUMBER = { type: 'number', typeOptions: { minValue: 0, maxValue: 24, numberPrecision: 2 } };
	const sent = () => coreRequests().filter((request) => request.method === 'POST' || request.method === 'PUT').map((request) => (request.body as { AttendanceTransaction: IDataObject }).AttendanceTransaction.Hours);

	it("version 2.1: Create asks for Hours, a required number, sent as Fortnox's schema has it (text); left at 0 it is refused; Update Fields take Hours as a number", async () => {
		expect(shown(2.1, 'create', 'hours')).toMatchObject({ ...NUMBER, required: true, default: 0 });
		expect(optionOf(shown(2.1, 'create', 'additionalFields'), 'Hours')).toBeUndefined();
		expect(optionOf(shown(2.1, 'update', 'updateFields'), 'Hours')).toMatchObject(NUMBER);

		const { tenantId, credential } = await withEmployee();
		const at21 = { typeVersion: 2.1, continueOnFail: true };
		const created = await payroll(credential, 'attendanceTransaction', { operation: 'create', employee: byNumber('1001'), date: '={{ $json.date }}', code: 'TID', hours: '={{ $json.hours }}' }, [
			{ date: '2026-11-03', hours: 7.5 },
			{ date: '2026-11-04', hours: 25 },
		], at21);
		expect(created.items.map((item) => item.json.error ?? item.json.Hours)).toEqual(['7.5', 'Hours 25 is out of range: the hours of one day are more than 0 and at most 24']);
		// Saved without Hours, the default 0 is no day's work.
		const unset = await payroll(credential, 'attendanceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-11-05', code: 'TID' }, undefined, at21);
		expect(unset.items[0].json.error).toBe('Hours 0 is out of range: the hours of one day are more than 0 and at most 24');
		const id = String(created.items[0].json.id);
		const updated = await payroll(credential, 'attendanceTransaction', { operation: 'update', id, updateFields: { Hours: 8.25 } }, undefined, at21);
		expect(updated.items[0].json).toMatchObject({ id, Hours: '8.25' });
		expect(sent()).toEqual(['7.5', '8.25']);
		expect(payrollOf(tenantId).attendanceTransactions.map((t) => [t.Date, t.Hours])).toEqual([['2026-11-03', '8.25']]);
	});

	it.each([1, 2])('a workflow saved at version %s keeps Hours as text under Additional Fields and Update Fields', async (typeVersion) => {
		expect(shown(typeVersion, 'create', 'hours')).toBeUndefined();
		expect(optionOf(shown(typeVersion, 'create', 'additionalFields'), 'Hours')).toMatchObject({ type: 'string', default: '' });
		expect(optionOf(shown(typeVersion, 'update', 'updateFields'), 'Hours')).toMatchObject({ type: 'string', default: '' });
		const { credential } = await withEmployee();
		const created = await payroll(credential, 'attendanceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-11-03', code: 'TID', additionalFields: { Hours: '7,5' } }, undefined, { typeVersion });
		expect(created.error()).toBeUndefined();
		expect(sent()).toEqual(['7.5']);
	});
});

describe('Fortnox Payroll → hours and employment, before sending', () => {
	const writes = () => coreRequests().filter((request) => request.method === 'POST' || request.method === 'PUT');

	it('refuses −8 hours, empty hours and a day before the employment date item by item under Continue On Fail; the good attendance is stored, with one employee look-up', async () => {
		const { tenantId, credential } = await withEmployee();
		const result = await payroll(
			credential,
			'attendanceTransaction',
			{ operation: 'create', employee: byNumber('1001'), date: '={{ $json.date }}', code: 'TID', additionalFields: { Hours: '={{ $json.hours }}' } },
			[
				{ date: '2026-11-03', hours: 8 },
				{ date: '2026-11-04', hours: -8 },
				{ date: '2026-11-05', hours: '' },
				{ date: '2025-12-15', hours: 8 },
			],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.Hours)).toEqual([
			'8',
			'Hours -8 is out of range: the hours of one day are more than 0 and at most 24',
			'Hours is missing: an attendance transaction is the hours worked that day: give them, e.g. 8',
			"Date 2025-12-15 is before employee 1001's employment date 2026-01-01: a payroll transaction falls within the employee's employment (Employment Date to Employed To)",
		]);
		expect(writes().map((request) => (request.body as { AttendanceTransaction: IDataObject }).AttendanceTransaction.Date)).toEqual(['2026-11-03']);
		expect(coreRequests().filter((request) => request.path === '/3/employees/1001')).toHaveLength(1);
		expect(payrollOf(tenantId).attendanceTransactions.map((t) => [t.Date, t.Hours])).toEqual([['2026-11-03', '8']]);
	});

	it('refuses negative absence hours, an update to −1 hours, and absence or salary after the last day of employment', async () => {
		const { tenantId, credential } = await withEmployee({ EmployedTo: '2026-06-30' });
		const negative = await payroll(credential, 'absenceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-03-02', code: 'SJK', additionalFields: { Hours: -4 } });
		expect(negative.error()?.message).toBe('Hours -4 is out of range: the hours of one day are more than 0 and at most 24');
		const late = await payroll(credential, 'absenceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-07-06', code: 'SEM', additionalFields: { Hours: 8 } });
		expect(late.error()?.message).toBe("Date 2026-07-06 is after employee 1001's last day of employment 2026-06-30: a payroll transaction falls within the employee's employment (Employment Date to Employed To)");
		const salary = await payroll(credential, 'salaryTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-07-25', code: '11', additionalFields: { Number: 1, Amount: 42000 } });
		expect(salary.error()?.message).toMatch(/^Date 2026-07-25 is after employee 1001's last day of employment 2026-06-30/);
		expect(writes()).toEqual([]);

		const sick = await payroll(credential, 'absenceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-03-02', code: 'SJK', additionalFields: { Hours: 4 } });
		expect(sick.error()).toBeUndefined();
		const id = String(sick.items[0].json.id);
		const moved = await payroll(credential, 'absenceTransaction', { operation: 'update', id, updateFields: { Date: '2026-08-03' } });
		expect(moved.error()?.message).toMatch(/^Date 2026-08-03 is after employee 1001's last day of employment/);
		const minus = await payroll(credential, 'absenceTransaction', { operation: 'update', id, updateFields: { Hours: -1 } });
		expect(minus.error()?.message).toMatch(/^Hours -1 is out of range/);
		expect(writes()).toHaveLength(1);
		expect(payrollOf(tenantId).absenceTransactions.map((t) => [t.Date, t.Hours])).toEqual([['2026-03-02', 4]]);
	});
});

describe('Fortnox Payroll → Absence Transaction', () => {
	it('registers vacation and sick days, by day and by id, and refuses a cause code Fortnox does not list', async () => {
		const { tenantId, credential } = await withEmployee();
		const vacation = await payroll(credential, 'absenceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-07-06', code: 'SEM', additionalFields: { Hours: 8, Extent: 100 } });
		expect(vacation.items[0].json).toMatchObject({ CauseCode: 'SEM', Hours: 8, Extent: 100, Date: '2026-07-06' });
		const id = String(vacation.items[0].json.id);
		await payroll(credential, 'absenceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-07-07', code: 'SJK', additionalFields: { Hours: 4 } });

		const ofDay = await payroll(credential, 'absenceTransaction', { operation: 'getByDay', employee: byNumber('1001'), date: '2026-07-06', code: 'SEM' });
		expect(ofDay.items.map((item) => item.json.id)).toEqual([id]);
		const updated = await payroll(credential, 'absenceTransaction', { operation: 'update', id, updateFields: { Hours: 4, HolidayEntitling: true } });
		expect(updated.items[0].json).toMatchObject({ Hours: 4, HolidayEntitling: true });
		const all = await payroll(credential, 'absenceTransaction', { operation: 'getAll', returnAll: false, limit: 5, filters: { employee: '1001' } });
		expect(all.items.map((item) => item.json.CauseCode)).toEqual(['SEM', 'SJK']);
		expect((await payroll(credential, 'absenceTransaction', { operation: 'get', id })).items[0].json).toMatchObject({ id, Hours: 4 });

		const wrong = await payroll(credential, 'absenceTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-07-08', code: '={{ "TID" }}' });
		expect(wrong.error()?.message).toMatch(/^Cause Code "TID" is not a valid value: use one of ASK, /);
		await payroll(credential, 'absenceTransaction', { operation: 'delete', id });
		expect(payrollOf(tenantId).absenceTransactions.map((t) => t.CauseCode)).toEqual(['SJK']);
	});
});

describe('Fortnox Payroll → Salary Transaction', () => {
	it('creates a salary row (Fortnox numbers it, Total = Number × Amount) with an expense code from the picker, updates, lists and deletes it', async () => {
		const { tenantId, credential } = await withEmployee();
		const context = loadOptionsContext({ type: 'fortnoxPayroll', credential, parameters: { resource: 'salaryTransaction', operation: 'create' } });
		expect(await new FortnoxPayroll().methods.loadOptions.getExpenses.call(context)).toEqual([
			{ name: 'Kontorsmateriel (KONT)', value: 'KONT' },
			{ name: 'Mobiltelefon (TEL)', value: 'TEL' },
		]);
		const created = await payroll(credential, 'salaryTransaction', {
			operation: 'create',
			employee: byNumber('1001'),
			date: '2026-11-25',
			code: '1311',
			additionalFields: { Number: 3, Amount: '350,50', TextRow: 'Övertid november', Expense: 'KONT' },
		});
		expect(created.error()).toBeUndefined();
		const row = Number(created.items[0].json.SalaryRow);
		expect(created.items[0].json).toMatchObject({ SalaryRow: row, SalaryCode: '1311', Number: '3', Amount: '350.5', Total: '1051.50', Expense: 'KONT' });

		const updated = await payroll(credential, 'salaryTransaction', { operation: 'update', id: String(row), updateFields: { Number: 4 } });
		expect(updated.items[0].json).toMatchObject({ Number: '4', Total: '1402.00' });
		const listed = await payroll(credential, 'salaryTransaction', { operation: 'getAll', returnAll: true, filters: { employee: '1001' } });
		expect(listed.items.map((item) => item.json.SalaryRow)).toEqual([row]);
		expect(coreRequests().find((request) => request.method === 'GET' && request.path === '/3/salarytransactions')?.query).toMatchObject({ employeeId: '1001' });
		expect((await payroll(credential, 'salaryTransaction', { operation: 'get', id: String(row) })).items[0].json).toMatchObject({ TextRow: 'Övertid november' });

		const tooLong = await payroll(credential, 'salaryTransaction', { operation: 'create', employee: byNumber('1001'), date: '2026-11-25', code: '11', additionalFields: { TextRow: 'x'.repeat(41) } });
		expect(tooLong.error()?.message).toBe('Text Row is 41 characters long: at most 40 characters are allowed');
		const notANumber = await payroll(credential, 'salaryTransaction', { operation: 'get', id: 'abc' });
		expect(notANumber.error()?.message).toMatch(/^Salary Row "abc" has the wrong format: it must be a whole number/);

		const deleted = await payroll(credential, 'salaryTransaction', { operation: 'delete', id: String(row) });
		expect(deleted.items[0].json).toEqual({ SalaryRow: row, deleted: true });
		expect(payrollOf(tenantId).salaryTransactions).toEqual([]);
	});
});

describe('Fortnox Payroll → Schedule Time', () => {
	it("reads a day of the schedule, changes it, and resets it to the schedule's hours", async () => {
		const { tenantId, credential } = await withEmployee({ ScheduleId: 'HEL' });
		const monday = await payroll(credential, 'scheduleTime', { operation: 'get', employee: byNumber('1001'), date: '2026-11-23' });
		expect(monday.items[0].json).toMatchObject({ EmployeeId: '1001', Date: '2026-11-23', Hours: '8.00', ScheduleId: 'HEL' });

		const changed = await payroll(credential, 'scheduleTime', { operation: 'update', employee: byNumber('1001'), date: '2026-11-23', updateFields: { Hours: 4 } });
		expect(changed.items[0].json).toMatchObject({ Hours: '4.00' });
		expect(payrollOf(tenantId).scheduleTimes.get('1001|2026-11-23')).toEqual({ Hours: '4.00' });
		expect((await payroll(credential, 'scheduleTime', { operation: 'get', employee: byNumber('1001'), date: '2026-11-23' })).items[0].json.Hours).toBe('4.00');

		const reset = await payroll(credential, 'scheduleTime', { operation: 'resetDay', employee: byNumber('1001'), date: '2026-11-23' });
		expect(reset.items[0].json).toMatchObject({ Hours: '8.00' });
		expect(payrollOf(tenantId).scheduleTimes.size).toBe(0);
		expect(coreRequests().find((request) => request.path.endsWith('/resetday'))?.body).toBeUndefined();

		const empty = await payroll(credential, 'scheduleTime', { operation: 'update', employee: byNumber('1001'), date: '2026-11-23', updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add at least one field to change');
	});
});

describe('Fortnox Payroll → Expense', () => {
	it('lists the expense codes, creates one on an account of the chart, and gets it', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = await payroll(credential, 'expense', { operation: 'getAll', returnAll: true });
		expect(before.items.map((item) => item.json.Code)).toEqual(['KONT', 'TEL']);
		const created = await payroll(credential, 'expense', { operation: 'create', code: 'BANK', text: 'Bankavgifter', account: '6570' });
		expect(created.items[0].json).toMatchObject({ Code: 'BANK', Text: 'Bankavgifter', Account: 6570 });
		expect(payrollOf(tenant.tenantId).expenses.map((e) => e.Code)).toContain('BANK');
		expect((await payroll(credential, 'expense', { operation: 'get', expense: byNumber('BANK') })).items[0].json).toMatchObject({ Account: 6570 });
		const notAccount = await payroll(credential, 'expense', { operation: 'create', code: 'X', text: 'X', account: '65x' });
		expect(notAccount.error()?.message).toBe('Account "65x" is not a number: write a number such as 2 or 12.50');
	});
});

describe('Fortnox Payroll → Vacation Debt Basis', () => {
	it("computes each employee's earned and unused days from the sandbox's employees and vacation absences", async () => {
		const { credential } = await withEmployee();
		for (const date of ['2026-07-06', '2026-07-07']) await payroll(credential, 'absenceTransaction', { operation: 'create', employee: byNumber('1001'), date, code: 'SEM' });
		const basis = await payroll(credential, 'vacationDebtBasis', { operation: 'get', year: 2026, month: 11 });
		expect(basis.error()).toBeUndefined();
		expect(basis.items[0].json).toMatchObject({ Year: 2026, Month: 11, LastDay: '2026-11-30' });
		expect((basis.items[0].json.Employees as IDataObject[])[0]).toMatchObject({ EmployeeId: '1001', EmployeeName: 'Karin Berg', DaysEarned: 22.92, DaysUnused: 20.92, DebtUnused: 48869.12, TotalDebtEmployee: 48869.12 });

		const wrong = await payroll(credential, 'vacationDebtBasis', { operation: 'get', year: 2026, month: 13 });
		expect(wrong.error()?.message).toBe('Month 13 is out of range: it must be from 1 to 12');
	});
});

describe('Fortnox Payroll → Time Registration and Time Article (Fortnox Tid)', () => {
	afterEach(() => {
		expect(timeRequests().flatMap((request) => contractProblems(request))).toEqual([]);
	});

	it('lists the registrations of a span, filtered by users and codes, with a Limit', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const all = await payroll(credential, 'timeRegistration', { operation: 'getAll', fromDate: '2026-11-01', toDate: '2026-11-30', returnAll: true });
		expect(all.items.map((item) => [item.json.userId, item.json.workedDate])).toEqual([
			['1', '2026-11-02'],
			['1', '2026-11-03'],
			['2', '2026-11-03'],
			['2', '2026-11-04'],
			['2', '2026-11-05'],
		]);
		const vacation = await payroll(credential, 'timeRegistration', { operation: 'getAll', fromDate: '2026-11-01', toDate: '2026-11-30', returnAll: true, filters: { userIds: '2', regCodes: 'SEM, TID', invoiced: false } });
		expect(vacation.items.map((item) => item.json.workedDate)).toEqual(['2026-11-03', '2026-11-04', '2026-11-05']);
		expect(timeRequests()[1].query).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30', userIds: '2', regCodes: ['SEM', 'TID'], invoiced: 'false' });
		const two = await payroll(credential, 'timeRegistration', { operation: 'getAll', fromDate: '2026-11-01', toDate: '2026-11-30', returnAll: false, limit: 2 });
		expect(two.items).toHaveLength(2);
	});

	it('refuses a span over a year, backwards, or a registration code not of 3 characters, before sending', async () => {
		const { credential } = accessTokenCredential(sandbox());
		for (const [parameters, message] of [
			[{ fromDate: '2025-11-01', toDate: '2026-11-02' }, /^To Date 2026-11-02 is more than a year after From Date 2025-11-01: the span runs forward and covers at most a year$/],
			[{ fromDate: '2026-11-30', toDate: '2026-11-01' }, /^To Date 2026-11-01 is before From Date 2026-11-30/],
			[{ fromDate: '2026-11-01', toDate: '2026-11-30', filters: { regCodes: 'SEMESTER' } }, /^Registration Codes is 8 characters long: it must be 3 to 3 characters$/],
		] as const) {
			const result = await payroll(credential, 'timeRegistration', { operation: 'getAll', returnAll: true, ...parameters });
			expect(result.error()?.message).toMatch(message);
		}
		expect(timeRequests()).toEqual([]);
	});

	it('lists article registrations of a span; non-invoiceable prices show only when asked for', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const all = await payroll(credential, 'timeArticle', { operation: 'getAll', fromDate: '2026-11-01', toDate: '2026-11-30', returnAll: true });
		expect(all.items.map((item) => item.json.purchaseDate)).toEqual(['2026-11-03', '2026-11-05']);
		const contacts = await payroll(credential, 'timeArticle', { operation: 'getAll', fromDate: '2026-11-01', toDate: '2026-11-30', returnAll: true, filters: { itemIds: 'A2', includeNonInvoiceablePrice: true } });
		expect(contacts.items.map((item) => (item.json.articleRegistrations as IDataObject[]).map((row) => [(row.item as IDataObject).id, row.unitPrice]))).toEqual([[['A2', 120]]]);
	});
});
