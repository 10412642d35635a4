/**
 * A browser host as `npm run start:browser` starts one, for the end-to-end tests of
 * rules that turn on time (the undo window): its clock runs ahead of the system's by
 * as much as the test says, over a control address of its own, printed on the line
 * after the desk's (`clock control at <address>`; `POST <address>/ahead?minutes=N`
 * answers 204). With `WAIVER_DESK_TEST_MANAGER_PIN` set, it starts with that manager's
 * PIN set and the desk locked. Test machinery: nothing of it is in the app.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowserHost } from '../../electron/browser-host/launch.ts';
import { createOwnerOnlyFromNowOn } from '../../electron/files/owner-only.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { resolveDataDir } from '../../electron/runtime/data-dir.ts';
import { readEnvOverrides } from '../../electron/runtime/env.ts';

let aheadMs = 0;
const env = readEnvOverrides(process.env);
const dataDir = resolveDataDir({ dataDirOverride: env.dataDir });
createOwnerOnlyFromNowOn();
const { host, runtime, stop } = await launchBrowserHost({
  dataDir,
  env,
  port: 0,
  console: true,
  now: () => new Date(Date.now() + aheadMs),
});
const pin = process.env.WAIVER_DESK_TEST_MANAGER_PIN;
if (pin) {
  const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
  await dispatcher.call('setManagerPin', { newPin: pin }, { caller: 'clock-desk' });
  await dispatcher.call('lockManager', {}, { caller: 'clock-desk' });
}
console.log(`Waiver Desk (browser host) at ${host.url}`);

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const minutes = Number(url.searchParams.get('minutes'));
  if (request.method !== 'POST' || url.pathname !== '/ahead' || !Number.isFinite(minutes)) {
    response.writeHead(400).end();
    return;
  }
  aheadMs = minutes * 60_000;
  response.writeHead(204).end();
});
control.listen(0, '127.0.0.1', () => {
  console.log(`clock control at http://127.0.0.1:${(control.address() as AddressInfo).port}`);
});

const exit = () => {
  control.close();
  void stop().finally(() => process.exit(0));
};
process.once('SIGINT', exit);
process.once('SIGTERM', exit);
