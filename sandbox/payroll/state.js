// @ts-check
'use strict';

/**
 * A tenant's payroll: employees, their salary, absence and attendance transactions, the days whose
 * schedule time was changed, expense codes, and Fortnox Tid's registrations.
 */

const { randomUUID } = require('node:crypto');

/**
 * @typedef {Record<string, any> & { EmployeeId: string, FirstName: string, LastName: string, FullName: string, Email: string,
 *   EmploymentDate: string, EmployedTo: string, MonthlySalary: string, HourlyPay: string, ScheduleId: string, SalaryForm: string | null,
 *   FullTimeEquivalent: number | null, DatedSchedules: Array<Record<string, string>>, DatedWages: Array<Record<string, string>>,
 *   modifiedAt: number }} Employee  every field of employees.js; modifiedAt: ms, sandbox clock (serves lastmodified)
 * @typedef {Record<string, any>} Transaction  a salary (SalaryRow), absence or attendance (id) transaction
 * @typedef {object} PayrollState
 * @property {Employee[]} employees
 * @property {Transaction[]} salaryTransactions
 * @property {number} nextSalaryRow
 * @property {Transaction[]} absenceTransactions
 * @property {Transaction[]} attendanceTransactions
 * @property {Map<string, Record<string, string>>} scheduleTimes  "EmployeeId|Date" → the day's changed fields
 * @property {Array<{ Code: string, Text: string, Account: number }>} expenses
 * @property {Array<Record<string, any>>} timeRegistrations  Fortnox Tid's, as it shows them; `_internal` marks an internal customer
 * @property {Array<Record<string, any>>} timeArticles
 */

const CUSTOMER = { id: '100', number: '1', name: 'Acme AB', active: true, deleted: false, isBusiness: 1 };
const INTERNAL = { id: '101', number: '0', name: 'Eget företag (intern tid)', active: true, deleted: false, isBusiness: 1 };
const PROJECT = { id: 'P1', description: 'Webbshop', status: 1 };
const SERVICE = { id: 'S1', description: 'Konsulttimme', type: 'SERVICE', unit: 'h', active: true, isStock: false };
const WORK = { id: '1', code: 'TID', name: 'Arbetstid', type: 'WORK', active: true, costMultiplier: 1, priceMultiplier: 1 };
const VACATION = { id: '2', code: 'SEM', name: 'Semester', type: 'ABSENCE', active: true, costMultiplier: 1, priceMultiplier: 0 };

/**
 * One registration of Fortnox Tid. @param {string} userId @param {string} workedDate @param {number} hours
 * @param {Record<string, any>} more
 */
const registration = (userId, workedDate, hours, more = {}) => ({
	id: randomUUID(),
	userId,
	workedDate,
	workedHours: hours,
	chargeHours: hours,
	registrationCode: WORK,
	customer: CUSTOMER,
	project: PROJECT,
	service: SERVICE,
	nonInvoiceable: false,
	unitPrice: 950,
	unitCost: 450,
	note: '',
	invoiceText: '',
	createdBy: userId,
	createdTime: `${workedDate}T17:00:00Z`,
	...more,
});

/** A week of November 2026 for two users, and a few article registrations: what a new company's Fortnox Tid shows. */
function seedTime() {
	const timeRegistrations = [
		registration('1', '2026-11-02', 8),
		registration('1', '2026-11-03', 7.5, { documentId: 12, documentType: 'invoice', invoiceBasisId: 3 }),
		registration('2', '2026-11-03', 6, { project: undefined, nonInvoiceable: true }),
		registration('2', '2026-11-04', 2, { customer: INTERNAL, project: undefined, service: undefined, unitPrice: 0, _internal: true }),
		registration('2', '2026-11-05', 8, { registrationCode: VACATION, customer: undefined, project: undefined, service: undefined, chargeHours: 0, unitPrice: 0 }),
	].map((reg) => Object.fromEntries(Object.entries(reg).filter(([, value]) => value !== undefined)));
	const article = (/** @type {string} */ id, /** @type {string} */ description, /** @type {number} */ quantity, /** @type {Record<string, any>} */ more = {}) => ({
		id: randomUUID(),
		item: { id, description, type: 'STOCK', unit: 'st', active: true, isStock: true },
		totalQuantity: quantity,
		unitPrice: 120,
		unitCost: 60,
		nonInvoiceable: false,
		invoiceText: '',
		note: '',
		orderIndex: 0,
		ownerId: '1',
		createdBy: '1',
		createdTime: '2026-11-03T12:00:00Z',
		timeLocked: false,
		...more,
	});
	const timeArticles = [
		{ id: randomUUID(), purchaseDate: '2026-11-03', ownerId: '1', customer: CUSTOMER, project: PROJECT, registrationType: 'ARTICLE', version: 1, createdTime: '2026-11-03T12:00:00Z', articleRegistrations: [article('A1', 'Kabel 10 m', 2), article('A2', 'Kontakt', 4, { nonInvoiceable: true })] },
		{ id: randomUUID(), purchaseDate: '2026-11-05', ownerId: '2', customer: CUSTOMER, registrationType: 'ARTICLE', version: 1, createdTime: '2026-11-05T12:00:00Z', articleRegistrations: [article('A1', 'Kabel 10 m', 1, { ownerId: '2', documentId: 12, documentType: 'invoice' })] },
	];
	return { timeRegistrations, timeArticles };
}

/** @returns {PayrollState} */
function createPayrollState() {
	return {
		employees: [],
		salaryTransactions: [],
		nextSalaryRow: 1,
		absenceTransactions: [],
		attendanceTransactions: [],
		scheduleTimes: new Map(),
		// Two expense codes on accounts of the sandbox's chart, so the picker has something to show.
		expenses: [
			{ Code: 'KONT', Text: 'Kontorsmateriel', Account: 6110 },
			{ Code: 'TEL', Text: 'Mobiltelefon', Account: 6212 },
		],
		...seedTime(),
	};
}

module.exports = { createPayrollState };
