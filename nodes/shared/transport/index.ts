export type { FortnoxContext } from './context';
export { credentialTypeOf } from './credentials';
export { parseServiceError, toNodeApiError } from './errors';
export { arrayList, headerPagedList } from './header-pagination';
export type { ListScope } from './pagination';
export { classicList, collectPages, listScopeOf, offsetTotalList } from './pagination';
export type { FortnoxRequest, FortnoxResponse } from './request';
export { fortnoxApiRequest, fortnoxRequest } from './request';
