import type { Resource } from '../shared/operations/resource';
import { account } from './resources/account';
import { apiRequest } from './resources/apiRequest';
import { archive } from './resources/archive';
import { article } from './resources/article';
import { companyInformation } from './resources/companyInformation';
import { costCenter } from './resources/costCenter';
import { customer } from './resources/customer';
import { fileConnection } from './resources/fileConnection';
import { financialYear } from './resources/financialYear';
import { inbox } from './resources/inbox';
import { invoice } from './resources/invoice';
import { invoicePayment } from './resources/invoicePayment';
import { label } from './resources/label';
import { offer } from './resources/offer';
import { order } from './resources/order';
import { project } from './resources/project';
import { sie } from './resources/sie';
import { supplier } from './resources/supplier';
import { supplierInvoice } from './resources/supplierInvoice';
import { supplierInvoicePayment } from './resources/supplierInvoicePayment';
import { taxReduction } from './resources/taxReduction';
import { voucher } from './resources/voucher';

/** The Fortnox node's resources: the one list its description, router and pickers are built from. */
export const RESOURCES: Resource[] = [
	account,
	apiRequest,
	archive,
	article,
	companyInformation,
	costCenter,
	customer,
	fileConnection,
	financialYear,
	inbox,
	invoice,
	invoicePayment,
	label,
	offer,
	order,
	project,
	sie,
	supplier,
	supplierInvoice,
	supplierInvoicePayment,
	taxReduction,
	voucher,
];
