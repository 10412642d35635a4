/**
 * The test machinery of a sandbox: injected faults and the control endpoint.
 * Only the test entry (`../index.ts`: tests, benchmarks, `npm run sandbox`)
 * loads this; the demo account's sandbox is built without it, so none of it
 * ships in the app.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { CONTROL_PREFIX, ControlEndpoint } from '../control/control-endpoint.ts';
import type { SandboxMachinery, SandboxParts } from '../sandbox-server.ts';
import { errorEnvelope } from '../server/envelope.ts';
import { NotFoundError } from '../server/errors.ts';
import { isUnder } from '../server/paths.ts';
import { sendJson } from '../server/respond.ts';
import { answerWithFault } from './answer.ts';
import { carriesRecordList, withOddRecords } from './odd-records.ts';
import type { FaultRegistry } from './registry.ts';

export function testMachinery(faults: FaultRegistry): (parts: SandboxParts) => SandboxMachinery {
  return ({ clock, account, status, options, signal }) => {
    const control = options.enableControl ? new ControlEndpoint({ clock, faults, account, status }) : null;
    const stamp = () => ({ now: account.clock.now(), timeZone: account.timeZone });
    return {
      async intercept(req, res, url) {
        const path = url.pathname;
        const method = req.method ?? 'GET';
        if (isUnder(path, CONTROL_PREFIX)) {
          if (control) await control.handle(req, res, url);
          else sendJson(res, 404, errorEnvelope(new NotFoundError(), stamp()));
          return true;
        }
        const latency = faults.takeLatency(method, path);
        if (latency > 0) await delay(latency, undefined, { signal });
        const fault = faults.takeTerminal(method, path);
        if (!fault) return false;
        answerWithFault(fault, req, res, path, stamp());
        return true;
      },
      api: {
        exhaustsWindow: (method, path, budget, window) => faults.takeStorm(method, path, budget, window),
        alterReply(reply, method, path) {
          if (reply.kind !== 'envelope' || !carriesRecordList(reply.type)) return reply;
          if (!faults.takeOddRecords(method, path)) return reply;
          return { ...reply, payload: withOddRecords(reply.type, reply.payload) };
        },
      },
    };
  };
}
