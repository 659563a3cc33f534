// A real n8n takes tens of seconds to start and a scenario in it minutes: five minutes for each
// test and hook in the e2e, queue and browser suites (the others keep jest.config.js's minute).
jest.setTimeout(5 * 60 * 1000);
