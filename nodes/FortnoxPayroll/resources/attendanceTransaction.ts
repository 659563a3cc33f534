import { ATTENDANCE_TRANSACTIONS } from '../../shared/kinds';
import { causeTransactionResource } from '../../shared/operations/payroll';

/** Fortnox's attendance cause codes, as its API documentation names them. */
const CAUSES: Record<string, string> = {
	ARB: 'Timlön (hourly wage)',
	BE2: 'Beredskapstid 2 (standby 2)',
	BER: 'Beredskapstid (standby)',
	FLX: 'Flextid +/- (flexitime)',
	HLG: 'Helglön (holiday pay)',
	JO2: 'Jourtid 2 (on call 2)',
	JOR: 'Jourtid (on call)',
	MER: 'Mertid (additional hours)',
	OB1: 'OB-ersättning 1 (unsocial hours 1)',
	OB2: 'OB-ersättning 2 (unsocial hours 2)',
	OB3: 'OB-ersättning 3 (unsocial hours 3)',
	OB4: 'OB-ersättning 4 (unsocial hours 4)',
	OB5: 'OB-ersättning 5 (unsocial hours 5)',
	OK0: 'Extratid – Komptid (extra time, in lieu)',
	OK1: 'Övertid 1 – Komptid (overtime 1, in lieu)',
	OK2: 'Övertid 2 – Komptid (overtime 2, in lieu)',
	OK3: 'Övertid 3 – Komptid (overtime 3, in lieu)',
	OK4: 'Övertid 4 – Komptid (overtime 4, in lieu)',
	OK5: 'Övertid 5 – Komptid (overtime 5, in lieu)',
	OT1: 'Övertid 1 – Betalning (overtime 1, paid)',
	OT2: 'Övertid 2 – Betalning (overtime 2, paid)',
	OT3: 'Övertid 3 – Betalning (overtime 3, paid)',
	OT4: 'Övertid 4 – Betalning (overtime 4, paid)',
	OT5: 'Övertid 5 – Betalning (overtime 5, paid)',
	RES: 'Restid (travel time)',
	TID: 'Arbetstid (working time)',
};

/**
 * The node version from which an attendance transaction's Hours, text in Fortnox's schema, is a
 * number, and on Create a required parameter: attendance is the hours worked that day.
 */
export const HOURS_NUMBER_VERSION = 2.1;

/** Attendance transactions (närvarotransaktioner): an employee's hours of a day, by cause code, such as from a time system. */
export const attendanceTransaction = causeTransactionResource({
	kind: ATTENDANCE_TRANSACTIONS,
	value: 'attendanceTransaction',
	schema: 'AttendanceTransaction',
	displayName: 'Attendance Transaction',
	names: CAUSES,
	description: 'What the hours were: working time, overtime, standby …',
	hoursNumberSince: HOURS_NUMBER_VERSION,
});
