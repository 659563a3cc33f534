// @ts-check
'use strict';

/**
 * How each suite, a project in jest.config.js, is started: jest with the project named, the stream
 * suite on the Node 24 of scripts/node24.js. `npm test` and `npm run test:load` start them from here.
 */
const JEST = 'node_modules/jest/bin/jest.js';

/** @param {string} project @returns {[string, string[]]} */
const jest = (project) => ['node', [JEST, '--selectProjects', project]];

/** @type {Record<string, [string, string[]]>} */
const SUITES = {
	main: jest('main'),
	stream: ['node', ['scripts/node24.js', ...jest('stream')[1]]],
	e2e: jest('e2e'),
	queue: jest('queue'),
	browser: jest('browser'),
};

module.exports = { JEST, SUITES };
