/**
 * A desk (and its sandbox, when the setup names one) for the tests of one describe
 * block: started before its first test, stopped after its last, when the desk's
 * logs are checked (see `startDeskProcesses`).
 */
import { test } from '@playwright/test';
import { type DeskProcesses, type DeskSetup, startDeskProcesses } from '../support/desk-processes.ts';

export interface SuiteDesk {
  /** Where the browser host serves the desk. */
  readonly url: string;
  /** The sandbox's address; only for a setup with `sandboxArgs`. */
  readonly sandboxUrl: string;
  /** The desk's own data directory (settings file, logs). */
  readonly dataDir: string;
  readonly processes: DeskProcesses;
}

export function deskForSuite(setup: DeskSetup): SuiteDesk {
  let processes: DeskProcesses | undefined;
  test.beforeAll(async () => {
    processes = await startDeskProcesses(setup);
  });
  test.afterAll(async () => {
    await processes?.stop();
  });
  const started = (): DeskProcesses => {
    if (!processes) throw new Error('the desk is read before the suite started it');
    return processes;
  };
  return {
    get url() {
      return started().desk.url;
    },
    get sandboxUrl() {
      const { sandbox } = started();
      if (!sandbox) throw new Error('this desk runs the demo account, without a sandbox of its own');
      return sandbox.url;
    },
    get dataDir() {
      return started().dataDir;
    },
    get processes() {
      return started();
    },
  };
}
