import type { Resource } from '../../shared/operations/resource';
import * as add from '../actions/trustedEmailSender/add.operation';
import * as deleteSender from '../actions/trustedEmailSender/delete.operation';
import * as getAll from '../actions/trustedEmailSender/getAll.operation';

/** The addresses the inbox takes e-mails from; mail from others is rejected. */
export const trustedEmailSender: Resource = {
	value: 'trustedEmailSender',
	displayName: 'Trusted Email Sender',
	default: 'getAll',
	operations: { add, delete: deleteSender, getAll },
};
