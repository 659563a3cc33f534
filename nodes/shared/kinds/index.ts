export * from './assets';
export * from './bank-process';
export * from './classic';
export * from './integration-developer';
export * from './recurring-billing';
export * from './warehouse';
