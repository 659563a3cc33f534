export { classicChanges, classicChangesAt } from './classic-changes';
export { failedPoll, readEvents, refuseSetting } from './errors';
export type { StoredIds } from './id-set';
export { IdSet } from './id-set';
export { pollMemory } from './memory';
export { onePollAtATime } from './one-poll';
export { serviceTimeOf } from './service-time';
export { PollBudget } from './budget';
export { isAccessRefusal, refusalEnded, refusalReportedLately, reportedLately, REPORT_EVERY_MS } from './refusals';
