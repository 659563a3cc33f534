// @ts-check
'use strict';

const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const execFileAsync = promisify(execFile);

/**
 * Installs Debian packages with apt-get (the project's scripts install their system tools this way,
 * so a clean CI clone gets them from Debian's mirror). Needs root; `need` names what wants them.
 * @param {string[]} packages
 * @param {string} need
 * @param {(line: string) => void} log
 */
async function aptInstall(packages, need, log) {
	const list = packages.join(' ');
	if (process.getuid?.() !== 0) {
		throw new Error(`${need} needs the Debian packages ${packages.join(' and ')}: run as root, or install them (apt-get install ${list}).`);
	}
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	log(`installing ${packages.join(' and ')} from Debian (apt-get; once)…`);
	await execFileAsync('apt-get', ['update', '-qq'], { env, maxBuffer: 64 * 1024 * 1024 });
	await execFileAsync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env, maxBuffer: 64 * 1024 * 1024 });
	log('installed');
}

module.exports = { aptInstall };
