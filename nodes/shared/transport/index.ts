export { collectPages, countOf } from './collect-pages';
export type { FortnoxContext } from './context';
export { arrayList, header, headerPagedList } from './header-pagination';
export type { ListScope } from './collect-pages';
export { classicList, EVERY_RECORD, listScopeOf, offsetTotalList } from './pagination';
export type { Explanations } from './errors';
export type { FortnoxRequest, FortnoxResponse } from './request';
export { fortnoxApiRequest, fortnoxRequest } from './request';
export { RunStoppedError, stopRequests } from './stop';
