import { MANUAL_OUTBOUND_DOCUMENTS } from '../../shared/kinds';
import { manualDocumentResource } from '../../shared/operations/manual-documents';
import { customVoidDateProperty } from '../../shared/warehouse/document-actions';
import { manualOutboundRows } from '../../shared/warehouse/rows';

/** Manual outbound documents: goods out, numbered by Fortnox, reserved until released. */
export const manualOutboundDocument = manualDocumentResource(
	{
		...MANUAL_OUTBOUND_DOCUMENTS,
		listType: 'outbound',
		rows: manualOutboundRows,
		releaseEffect: 'takes its rows out of stock (until then they are reserved)',
		head: [],
		readHead: () => undefined,
		voidOptions: [customVoidDateProperty],
	},
	{ displayName: 'Manual Outbound Document', value: 'manualOutboundDocument' },
);
