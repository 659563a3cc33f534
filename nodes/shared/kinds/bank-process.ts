/** The two order kinds of Fortnox's bank process (company formation), and what differs between them. */
export interface OrderKind {
	/** How the user calls it, e.g. in messages. */
	noun: string;
	basePath: string;
	/** Status values the list filter accepts. */
	statuses: readonly string[];
	documentTypes: readonly string[];
	uploadTypes: readonly string[];
	uploadMethod: 'PUT' | 'POST';
	/** Whether the list finds the orders of one founder (founder_civic_number). */
	founderFilter: boolean;
}

export const stockCompanyOrder: OrderKind = {
	noun: 'stock company order',
	basePath: '/api/bank-process-orders/v1',
	statuses: ['ACCEPTED', 'SENT_TO_BV', 'COMPLETED', 'ABORTED', 'DENIED_BY_BANK'],
	documentTypes: [
		'LiquidityCertificate',
		'RegistrationCertificate',
		'MemorandumOfAssociation',
		'ArticlesOfAssociation',
		'MinutesOfAnExtraordinaryGeneralMeeting',
		'MinutesOfABoardMeeting',
		'BankPowerOfAttorney',
		'GeneralPowerOfAttorney',
		'SubscriptionList',
		'BoardsProposal',
		'RegistrationNotification',
		'SignedDocumentCollection',
		'BankCertificate',
	],
	uploadTypes: ['LiquidityCertificate'],
	// The POST variant of the stock upload is deprecated; PUT is the current one.
	uploadMethod: 'PUT',
	founderFilter: false,
};

export const startCompanyOrder: OrderKind = {
	noun: 'start company order',
	basePath: '/api/bank-process-start-orders/v1',
	statuses: ['ACCEPTED', 'COMPLETED', 'ABORTED', 'DENIED', 'CANCELLED', 'UNKNOWN'],
	documentTypes: [
		'RegistrationCertificate',
		'MemorandumOfAssociation',
		'BankPowerOfAttorney',
		'GeneralPowerOfAttorney',
		'BankCertificate',
		'ArticlesOfAssociation',
	],
	uploadTypes: ['BankCertificate'],
	uploadMethod: 'POST',
	founderFilter: true,
};

/** The bank's webhooks for order events: at most 10, each with its own secret. */
export const WEBHOOKS = { path: '/api/bank-process-webhooks/v1', noun: 'webhook' };

/** "SENT_TO_BV" → "Sent To BV", "LiquidityCertificate" → "Liquidity Certificate". */
function optionName(value: string): string {
	if (value.includes('_')) {
		return value
			.split('_')
			.map((word) => (word.length <= 2 ? word : word[0] + word.slice(1).toLowerCase()))
			.join(' ');
	}
	return value.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export function optionsOf(values: readonly string[]) {
	return [...values]
		.map((value) => ({ name: optionName(value), value }))
		.sort((a, b) => a.name.localeCompare(b.name));
}
