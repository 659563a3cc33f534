/** A Swedish identity number as Skatteverket writes it: 10 or 12 digits, a dash (or a plus from the 100th year) before the last four allowed. */
const IDENTITY_NUMBER = /^(\d{2})?(\d{6})[-+]?(\d{4})$/;

/** What a Swedish identity number is, or what is wrong with it. */
export type IdentityNumber =
	| { kind: 'personnummer' | 'samordningsnummer' | 'organisationsnummer' }
	| { kind: 'invalid'; problem: 'format' | 'date' | 'checkDigit' };

/** The Luhn sum over the ten digits: the last digit makes it a multiple of ten. */
function luhnHolds(digits: string): boolean {
	const sum = [...digits].reduce((total, digit, index) => {
		const weighted = Number(digit) * (index % 2 === 0 ? 2 : 1);
		return total + (weighted > 9 ? weighted - 9 : weighted);
	}, 0);
	return sum % 10 === 0;
}

/**
 * Reads a personnummer (YYMMDD or YYYYMMDD, then four digits), a samordningsnummer (its day plus 60)
 * or an organisation number (its third and fourth digits, a person's month, are 20 or more:
 * 556036-0793). A person's date must be a real day; all three end in a Luhn check digit.
 */
export function readIdentityNumber(value: string): IdentityNumber {
	const parts = IDENTITY_NUMBER.exec(value.trim());
	if (!parts) return { kind: 'invalid', problem: 'format' };
	const ten = parts[2] + parts[3];
	const month = Number(ten.slice(2, 4));
	if (month >= 20) return luhnHolds(ten) ? { kind: 'organisationsnummer' } : { kind: 'invalid', problem: 'checkDigit' };
	const coordination = Number(ten.slice(4, 6)) > 60;
	const day = Number(ten.slice(4, 6)) - (coordination ? 60 : 0);
	// Ten digits leave the century open: a year divisible by four may have had 29 February.
	const year = parts[1] ? Number(parts[1] + ten.slice(0, 2)) : 2000 + Number(ten.slice(0, 2));
	const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
	if (month < 1 || day < 1 || day > daysInMonth) return { kind: 'invalid', problem: 'date' };
	if (!luhnHolds(ten)) return { kind: 'invalid', problem: 'checkDigit' };
	return { kind: coordination ? 'samordningsnummer' : 'personnummer' };
}
