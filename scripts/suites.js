// @ts-check
'use strict';

/**
 * How each suite, a project in jest.config.js, is started: jest with the project named, the stream
 * suite on the Node 24 of scripts/node24.js. `npm test`, `npm run test:load`, `test:quick` and
 * `test:compat` start jest from here (from the repository's root).
 */
const JEST = 'node_modules/jest/bin/jest.js';

/** @param {string} project */
const select = (project) => [JEST, '--selectProjects', project];

/** @type {Record<string, [string, string[]]>} */
const SUITES = {
	main: ['node', select('main')],
	stream: ['node', ['scripts/node24.js', ...select('stream')]],
	e2e: ['node', select('e2e')],
	queue: ['node', select('queue')],
	browser: ['node', select('browser')],
};

module.exports = { JEST, SUITES };
