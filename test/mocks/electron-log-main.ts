/**
 * electron-log's main logger as `electron-log/main` builds it, on the stand-in
 * `electron` module: the real package loads the real `electron` (which would
 * fetch the binary). Its transports, paths and rotation are electron-log's own;
 * only the IPC listener for renderer logs, which the desk never uses, is left out.
 */
import { createRequire } from 'node:module';
import type { MainLogger } from 'electron-log';
import * as electron from './electron.ts';

const require = createRequire(import.meta.url);
const ElectronExternalApi = require('electron-log/src/main/ElectronExternalApi.js') as new (options: {
  electron: unknown;
}) => unknown;
const createDefaultLogger = require('electron-log/src/node/createDefaultLogger.js') as (options: {
  dependencies: { externalApi: unknown };
}) => MainLogger;

const mainLogger = createDefaultLogger({
  dependencies: { externalApi: new ElectronExternalApi({ electron }) },
});

export default mainLogger;
