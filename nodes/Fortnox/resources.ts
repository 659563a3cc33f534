import type { Resource } from '../shared/operations/resource';
import { account } from './resources/account';
import { apiRequest } from './resources/apiRequest';
import { archive } from './resources/archive';
import { article } from './resources/article';
import { articleUrlConnection } from './resources/articleUrlConnection';
import { attachment } from './resources/attachment';
import { companyInformation } from './resources/companyInformation';
import { contract } from './resources/contract';
import { contractAccrual } from './resources/contractAccrual';
import { contractTemplate } from './resources/contractTemplate';
import { costCenter } from './resources/costCenter';
import { customer } from './resources/customer';
import { customerReference } from './resources/customerReference';
import { fileConnection } from './resources/fileConnection';
import { financeInvoice } from './resources/financeInvoice';
import { financialYear } from './resources/financialYear';
import { inbox } from './resources/inbox';
import { invoice } from './resources/invoice';
import { invoiceAccrual } from './resources/invoiceAccrual';
import { invoicePayment } from './resources/invoicePayment';
import { label } from './resources/label';
import { offer } from './resources/offer';
import { order } from './resources/order';
import { price } from './resources/price';
import { priceList } from './resources/priceList';
import { project } from './resources/project';
import { sie } from './resources/sie';
import { supplier } from './resources/supplier';
import { supplierInvoice } from './resources/supplierInvoice';
import { supplierInvoiceAccrual } from './resources/supplierInvoiceAccrual';
import { supplierInvoiceUrlConnection } from './resources/supplierInvoiceUrlConnection';
import { supplierInvoicePayment } from './resources/supplierInvoicePayment';
import { taxReduction } from './resources/taxReduction';
import { voucher } from './resources/voucher';

/** The Fortnox node's resources: the one list its description, router and pickers are built from. */
export const RESOURCES: Resource[] = [
	account,
	apiRequest,
	archive,
	article,
	articleUrlConnection,
	attachment,
	companyInformation,
	contract,
	contractAccrual,
	contractTemplate,
	costCenter,
	customer,
	customerReference,
	fileConnection,
	financeInvoice,
	financialYear,
	inbox,
	invoice,
	invoiceAccrual,
	invoicePayment,
	label,
	offer,
	order,
	price,
	priceList,
	project,
	sie,
	supplier,
	supplierInvoice,
	supplierInvoiceAccrual,
	supplierInvoiceUrlConnection,
	supplierInvoicePayment,
	taxReduction,
	voucher,
];
