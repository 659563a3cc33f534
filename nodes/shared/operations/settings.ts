import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ClassicKind, SettingKind } from '../kinds';
import { toItems } from '../router';
import { fortnoxApiRequest } from '../transport';
import { getRecords } from './register';
import type { Operation, Resource } from './resource';

/** A setting as Fortnox keeps it, out of its wrapper. */
export async function readSetting(this: IExecuteFunctions, i: number, kind: SettingKind, qs: IDataObject = {}): Promise<IDataObject> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: kind.path, qs, itemIndex: i });
	return (body[kind.single] as IDataObject | undefined) ?? {};
}

/** Get of a setting that takes no parameters: the company's settings, its locked period, the user. */
export const getSetting = (kind: SettingKind, description: string, parameters: INodeProperties[] = []): Operation => ({
	option: { name: 'Get', action: `Get the ${kind.noun}`, description },
	description: parameters,
	async execute(i) {
		return toItems(await readSetting.call(this, i, kind));
	},
});

/** A setting that can only be read. */
export const settingResource = (kind: SettingKind, { value, displayName, description }: { value: string; displayName: string; description: string }): Resource => ({
	value,
	displayName,
	default: 'get',
	operations: { get: getSetting(kind, description) },
});

/** A list Fortnox only lets read, whole: Get Many with Return All or a Limit. */
export const listResource = (kind: ClassicKind, { value, displayName }: { value: string; displayName: string }): Resource => ({
	value,
	displayName,
	default: 'getAll',
	operations: { getAll: getRecords({ kind }, []) },
});
