import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fileNameFromDisposition } from '../../../shared/binary';
import { optionsCollection, outputBinaryPropertyName } from '../../../shared/descriptions';
import { sieAccounts, sieHead, sieVerifications } from '../../../shared/sie/parse';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { financialYearLocator, readFinancialYearId } from '../financialYear/fields';

/** The SIE types Fortnox exports (SIE 4B): each adds to the one before. */
const SIE_TYPES = [
	{ name: '1 – Year-End Balances', value: '1', description: 'Opening and closing balances and results per account' },
	{ name: '2 – Period Balances', value: '2', description: 'Type 1 plus balances per month' },
	{ name: '3 – Object Balances', value: '3', description: 'Type 2 plus balances per cost center and project' },
	{ name: '4 – Transactions', value: '4', description: 'Type 3 plus every voucher with its rows' },
];

export const option = { name: 'Get', action: 'Get a SIE file', description: 'Get the SIE file of a financial year, and its accounts or verifications as items if wanted' };

export const description: INodeProperties[] = [
	{ displayName: 'SIE Type', name: 'sieType', type: 'options', options: SIE_TYPES, default: '4', description: 'Which SIE file to export' },
	financialYearLocator,
	outputBinaryPropertyName,
	{
		displayName: 'Parse',
		name: 'parse',
		type: 'options',
		options: [
			{ name: 'None', value: 'none', description: 'One item with the file' },
			{ name: 'Accounts With Balances', value: 'accounts', description: 'An item per account: opening and closing balance, or result, in the year' },
			{ name: 'Verifications With Rows', value: 'verifications', description: 'An item per verification with its rows (SIE type 4)' },
		],
		default: 'none',
		description: 'Whether to also read the file into items; the file is on the first item',
	},
	optionsCollection([{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. sie4-2026.se', description: 'Name of the output file; empty: sie4-2026.se for SIE 4 of 2026' }]),
];

/** The year a file covers, for its name: 2026, or 2025-2026 for a broken financial year. */
const yearLabel = (from: string | undefined, to: string | undefined, id: number): string =>
	!from || !to ? `year${id}` : from.slice(0, 4) === to.slice(0, 4) ? from.slice(0, 4) : `${from.slice(0, 4)}-${to.slice(0, 4)}`;

/** GET /3/sie/{Type}?financialYear=: the file as binary, with its accounts or verifications as items if asked. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const type = String(this.getNodeParameter('sieType', i, '4'));
	if (!SIE_TYPES.some((known) => known.value === type)) check.fail('SIE Type', `"${type}" is not a SIE type`, 'Fortnox exports SIE types 1, 2, 3 and 4');
	const year = readFinancialYearId.call(this, check, i);
	const binaryPropertyName = check.required('Put Output File in Field', String(this.getNodeParameter('binaryPropertyName', i)).trim());
	const parse = this.getNodeParameter('parse', i, 'none') as string;
	if (parse === 'verifications' && type !== '4') check.fail('Parse', `"Verifications With Rows" is chosen for SIE type ${type}`, 'only SIE type 4 holds verifications');
	const options = this.getNodeParameter('options', i, {}) as IDataObject;

	const response = await fortnoxRequest<Buffer>(this, { method: 'GET', path: `/3/sie/${type}`, qs: { financialYear: year }, binary: true, itemIndex: i });
	const bytes = Buffer.from(response.body);
	const head = sieHead(bytes);
	const fileName = String(options.fileName || '') || fileNameFromDisposition(response.headers['content-disposition']) || `sie${type}-${yearLabel(head.yearFrom, head.yearTo, year)}.se`;
	// CP437 text: not UTF-8, so not text/plain unless Fortnox says so.
	const mimeType = String(response.headers['content-type'] || 'application/octet-stream').split(';')[0];
	const binary = { [binaryPropertyName]: await this.helpers.prepareBinaryData(bytes, fileName, mimeType) };

	const parsed = parse === 'accounts' ? sieAccounts(bytes) : parse === 'verifications' ? [...sieVerifications(bytes)] : [];
	if (parsed.length === 0) {
		const file = { fileName, mimeType, size: bytes.length, sieType: Number(type), financialYear: year, company: head.company, fromDate: head.yearFrom, toDate: head.yearTo };
		return [{ json: file, binary }];
	}
	return parsed.map((json, index) => (index === 0 ? { json, binary } : { json }));
}
