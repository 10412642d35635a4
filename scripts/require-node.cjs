/**
 * Runs before every npm script that starts a .ts file: those need Node's type
 * stripping, and an older Node would fail with a stack trace about file
 * extensions. Stops with one line saying what to install instead.
 *
 * CommonJS, in syntax every Node from 12 on parses (no `?.`, no `??`), since its
 * whole point is to run on a Node that is too old.
 */
'use strict';

const REQUIRED_MAJOR = 24;

/** The one line to print for `version` (e.g. 'v20.20.2'), or null when it is new enough. */
function nodeVersionProblem(version) {
  const bare = String(version).replace(/^v/, '');
  const major = Number.parseInt(bare.split('.')[0], 10);
  if (major >= REQUIRED_MAJOR) return null;
  return `Waiver Desk needs Node.js ${REQUIRED_MAJOR} or newer (this is ${bare}). Install it from https://nodejs.org or with a version manager (nvm install ${REQUIRED_MAJOR}), then run the command again.`;
}

module.exports = { REQUIRED_MAJOR, nodeVersionProblem };

if (require.main === module) {
  const problem = nodeVersionProblem(process.version);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
