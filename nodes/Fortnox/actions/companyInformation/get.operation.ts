import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { COMPANY_INFORMATION } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';

export const option = { name: 'Get', action: 'Get the company information', description: 'Get the name, organisation number and addresses of the company' };

export const description: INodeProperties[] = [];

/** The company the credential works for: name, organisation number, addresses and DatabaseNumber (a service account's tenant ID). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: COMPANY_INFORMATION.path, itemIndex: i });
	return toItems(body[COMPANY_INFORMATION.single] as IDataObject);
}
