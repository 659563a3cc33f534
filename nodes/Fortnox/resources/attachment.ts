import type { Resource } from '../../shared/operations/resource';
import * as attach from '../actions/attachment/attach.operation';
import * as count from '../actions/attachment/count.operation';
import * as detach from '../actions/attachment/detach.operation';
import * as getAll from '../actions/attachment/getAll.operation';
import * as update from '../actions/attachment/update.operation';
import * as validateIncludedOnSend from '../actions/attachment/validateIncludedOnSend.operation';

/** Files of the archive or inbox attached to invoices, orders, offers, customers and warehouse documents, and whether they go out with them. */
export const attachment: Resource = {
	displayName: 'Attachment',
	value: 'attachment',
	default: 'attach',
	operations: { getAll, count, attach, update, detach, validateIncludedOnSend },
};
