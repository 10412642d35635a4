/** Desks of one shared copy as child processes (shared-desk-child.ts), for tests and the bench. */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeskAsk, DeskReport, SharedDeskConfig } from './shared-desk-child.ts';

/** A question for a desk, without the id that matches its answer. */
type Ask = DeskAsk extends infer A ? (A extends DeskAsk ? Omit<A, 'id'> : never) : never;

const CHILD = path.join(import.meta.dirname, 'shared-desk-child.ts');

export interface SharedDesk {
  deskId: string;
  child: ChildProcess;
  reports: (DeskReport & { receivedAt: number })[];
  /** What the desk logged (its shared sync and budget say why they did what they did). */
  logged(): string;
  leading(): boolean;
  ask<T>(ask: Ask): Promise<T>;
  /** Resolves with the first report (past or future) that `match` accepts. */
  report(match: (report: DeskReport) => boolean): Promise<DeskReport & { receivedAt: number }>;
  /** SIGKILL: the desk gets no chance to let go of anything. */
  kill(): Promise<void>;
  /** Closes the desk as a person quitting it would. */
  quit(): Promise<void>;
  /** Removes its folder (after it has ended). */
  remove(): void;
}

export type DeskStart = Omit<SharedDeskConfig, 'dir' | 'dataKeyBase64'> & {
  dir?: string;
  dataKeyBase64?: string;
};

export async function startSharedDesk(start: DeskStart): Promise<SharedDesk> {
  const dir = start.dir ?? mkdtempSync(path.join(tmpdir(), `waiver-desk-${start.deskId}-`));
  const config: SharedDeskConfig = {
    ...start,
    dir,
    dataKeyBase64: start.dataKeyBase64 ?? randomBytes(32).toString('base64'),
  };
  const child = fork(CHILD, [JSON.stringify(config)], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (process.env.SHARED_DESK_LOG) process.stderr.write(chunk);
  });
  const reports: SharedDesk['reports'] = [];
  const waiting = new Set<{
    match: (report: DeskReport) => boolean;
    resolve: (report: SharedDesk['reports'][number]) => void;
  }>();
  const replies = new Map<number, (value: unknown) => void>();
  let asked = 0;
  child.on('message', (message: DeskReport) => {
    const report = { ...message, receivedAt: Date.now() };
    reports.push(report);
    if (message.type === 'reply') {
      replies.get(message.id)?.(message.value);
      replies.delete(message.id);
    }
    for (const wait of [...waiting]) {
      if (wait.match(message)) {
        waiting.delete(wait);
        wait.resolve(report);
      }
    }
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const desk: SharedDesk = {
    deskId: start.deskId,
    child,
    reports,
    logged: () => stderr,
    leading() {
      const last = reports.filter((report) => report.type === 'leading').at(-1);
      return last?.type === 'leading' && last.leading;
    },
    ask<T>(ask: Ask) {
      const id = ++asked;
      return new Promise<T>((resolve, reject) => {
        if (child.exitCode !== null || child.signalCode !== null)
          return reject(new Error(`${start.deskId} has ended:\n${stderr}`));
        replies.set(id, (value) => resolve(value as T));
        child.send({ ...ask, id } as DeskAsk);
      });
    },
    report(match) {
      const found = reports.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.add({ match, resolve }));
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await ended;
    },
    async quit() {
      if (child.exitCode === null && child.signalCode === null) {
        await Promise.race([desk.ask({ type: 'close' }), ended]);
      }
      await ended;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await desk.report((report) => report.type === 'ready');
  return desk;
}
