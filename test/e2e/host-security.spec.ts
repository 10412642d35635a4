/**
 * The browser host against another page on this computer, in Chromium: a page
 * served from another loopback port tries the desk's contract on its page socket
 * (`/calls`: with a guessed token, without one, and even with the real one, as
 * if it had leaked) and by the HTTP routes that once carried it (POST `/rpc/…`,
 * `/events`, gone now), its page (for the token) and a signed photo, by fetch
 * with and without guessed headers, by EventSource, by <img> and by a form POST.
 * Each is refused by the desk (403, logged), blocked by the browser before it is
 * sent, or its answer withheld from the page; no socket ever opens, and nothing
 * happens: the desk's own state and log show no account switch, while the desk's
 * own page goes on working, and the same call on its own page socket does switch.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readPageToken } from '../support/desk-log-scan.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { callDeskOnce } from '../support/desk-socket-client.ts';
import { middayZone } from '../support/midday-zone.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-host-security';

/** The attacker's page: every attempt, each recorded as what the page could see of it. */
function attackPage(desk: string, photoPath: string, leakedToken: string): string {
  const script = `
const desk = ${JSON.stringify(desk)};
const results = {};
const attempt = async (name, run) => {
  try { results[name] = await run(); } catch (error) { results[name] = 'blocked: ' + error.name; }
};
const json = { 'content-type': 'application/json' };
(async () => {
  await attempt('rpc switch', () => fetch(desk + '/rpc/openDemoAccount', { method: 'POST', headers: json, body: '{}' }).then((r) => 'answered ' + r.status));
  await attempt('rpc switch, guessed token', () => fetch(desk + '/rpc/openDemoAccount', { method: 'POST', headers: { ...json, 'x-waiver-desk-token': 'guessed-token' }, body: '{}' }).then((r) => 'answered ' + r.status));
  await attempt('rpc switch, simple request', () => fetch(desk + '/rpc/openDemoAccount', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{}' }).then((r) => r.type));
  await attempt('rpc read', () => fetch(desk + '/rpc/getAppInfo', { method: 'POST', headers: json, body: '{}' }).then((r) => r.text()));
  // What a page socket would let through: whether it opened, what came on it, how it closed.
  const pageSocket = (protocols) => new Promise((resolve) => {
    const socket = new WebSocket(desk.replace('http:', 'ws:') + '/calls?page=attacker', protocols);
    let opened = false;
    let messages = 0;
    socket.onopen = () => {
      opened = true;
      socket.send(JSON.stringify({ id: 1, method: 'openDemoAccount', request: {} }));
    };
    socket.onmessage = (message) => {
      messages++;
      if (JSON.parse(message.data).id === 1) socket.close();
    };
    socket.onclose = (closing) => resolve((opened ? 'opened' : 'never opened') + ', ' + messages + ' messages, closed ' + closing.code);
    setTimeout(() => resolve('still open after ' + messages + ' messages'), 5000);
  });
  await attempt('page socket, guessed token', () => pageSocket(['waiver-desk.calls', 'token.guessed-token']));
  await attempt('page socket, no token', () => pageSocket(['waiver-desk.calls']));
  await attempt('page socket, leaked token', () => pageSocket(['waiver-desk.calls', 'token.' + ${JSON.stringify(leakedToken)}]));
  await attempt('page for its token', () => fetch(desk + '/').then((r) => r.text()));
  await attempt('page, no-cors', () => fetch(desk + '/', { mode: 'no-cors' }).then((r) => r.type + ' ' + r.status));
  // The event stream's old route: gone, and refused before any route serves it.
  await attempt('events by fetch', () => fetch(desk + '/events').then((r) => 'answered ' + r.status));
  await attempt('events by EventSource', () => new Promise((resolve) => {
    const source = new EventSource(desk + '/events');
    let messages = 0;
    source.onmessage = () => { messages++; };
    source.onerror = () => { source.close(); resolve('error after ' + messages + ' messages'); };
    setTimeout(() => { source.close(); resolve('still open after ' + messages + ' messages'); }, 5000);
  }));
  await attempt('file by fetch', () => fetch(desk + ${JSON.stringify(photoPath)}, { headers: { 'x-waiver-desk-token': 'guessed-token' } }).then((r) => 'answered ' + r.status));
  await attempt('file, no-cors', () => fetch(desk + ${JSON.stringify(photoPath)}, { mode: 'no-cors' }).then((r) => r.type + ' ' + r.status));
  await attempt('file by img', () => new Promise((resolve) => {
    const image = document.createElement('img');
    image.onload = () => resolve('loaded ' + image.naturalWidth + 'x' + image.naturalHeight);
    image.onerror = () => resolve('error');
    image.src = desk + ${JSON.stringify(photoPath)};
    document.body.append(image);
  }));
  await attempt('form POST', () => new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = 'sink';
    frame.onload = () => resolve('submitted');
    document.body.append(frame);
    const form = document.createElement('form');
    form.method = 'POST';
    form.enctype = 'text/plain';
    form.target = 'sink';
    form.action = desk + '/rpc/openDemoAccount';
    const field = document.createElement('input');
    field.name = '{"x":"';
    field.value = '"}';
    form.append(field);
    document.body.append(form);
    form.submit();
    setTimeout(() => resolve('no answer'), 5000);
  }));
  window.results = results;
  document.body.dataset.done = 'yes';
})();
`;
  return `<!doctype html><html><head><title>Another page</title></head><body><script>${script}</script></body></html>`;
}

test.describe('the browser host against a page from another port', () => {
  let processes: DeskProcesses;
  let foreign: Server;
  let foreignUrl: string;
  let token: string;
  let photoPath: string;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '7', '--api-key', API_KEY],
      deskApiKey: API_KEY,
    });
    token = await readPageToken(processes.desk.url);
    // A real photo of a real waiver: had the refusal failed, the <img> would load it.
    const sandbox = processes.sandbox!.url;
    const auth = { authorization: `Bearer ${API_KEY}` };
    const list = (await (await fetch(`${sandbox}/v4/waivers?limit=20`, { headers: auth })).json()) as {
      waivers: { waiverId: string }[];
    };
    let withPhoto: string | undefined;
    for (const { waiverId } of list.waivers) {
      const detail = (await (await fetch(`${sandbox}/v4/waivers/${waiverId}`, { headers: auth })).json()) as {
        waiver: { photos: number };
      };
      if (detail.waiver.photos > 0) {
        withPhoto = waiverId;
        break;
      }
    }
    expect(withPhoto, 'a sandbox waiver with a photo').toBeDefined();
    photoPath = `/files/waiver-photo/${withPhoto}/0`;
    // The photo is really served to the desk's own page: what the attack is refused is real.
    const own = await fetch(`${processes.desk.url}${photoPath}`, {
      headers: { 'x-waiver-desk-token': token },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^image\//);

    // The attacker is even handed the real token: the Origin check alone must refuse its socket.
    const html = attackPage(processes.desk.url, photoPath, token);
    foreign = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => (foreign ? foreign.close(() => resolve()) : resolve()));
    await processes?.stop();
  });

  const appInfo = async () => {
    const answer = await callDeskOnce<{ sessionId: number; account: { mode: string } }>(
      processes.desk.url,
      'getAppInfo',
      {},
      { token },
    );
    if (!answer.ok) throw new Error(`getAppInfo failed: ${JSON.stringify(answer.error)}`);
    return answer.value;
  };
  const switches = () => processes.logLines().filter((line) => line.includes('account opened:'));

  test('refuses every attempt and does nothing, while its own page keeps working', async ({ browser }) => {
    const before = await appInfo();
    expect(before.account.mode).toBe('configured');
    expect(switches()).toHaveLength(1);
    const refusedBefore = processes.logLines().filter((line) => line.includes('refused')).length;

    const attacker = await browser.newPage();
    await attacker.goto(foreignUrl);
    await expect(attacker.locator('body')).toHaveAttribute('data-done', 'yes', { timeout: 30_000 });
    const results = (await attacker.evaluate(
      () => (window as unknown as { results: object }).results,
    )) as Record<string, string>;

    // What the page could see: nothing it asked for. Requests with JSON or a guessed header
    // fail their CORS preflight and are never sent; the rest are sent, refused, and their
    // answers withheld from the page (no CORS grant; Cross-Origin-Resource-Policy on every answer).
    expect(results).toEqual({
      'rpc switch': 'blocked: TypeError',
      'rpc switch, guessed token': 'blocked: TypeError',
      'rpc switch, simple request': 'blocked: TypeError',
      'rpc read': 'blocked: TypeError',
      'page socket, guessed token': 'never opened, 0 messages, closed 1006',
      'page socket, no token': 'never opened, 0 messages, closed 1006',
      'page socket, leaked token': 'never opened, 0 messages, closed 1006',
      'page for its token': 'blocked: TypeError',
      'page, no-cors': 'blocked: TypeError',
      'events by fetch': 'blocked: TypeError',
      'events by EventSource': 'error after 0 messages',
      'file by fetch': 'blocked: TypeError',
      'file, no-cors': 'blocked: TypeError',
      'file by img': 'error',
      'form POST': 'submitted',
    });
    await attacker.close();

    // What the desk did: refused each request that reached it, and switched nothing.
    const after = await appInfo();
    expect(after).toMatchObject({ sessionId: before.sessionId, account: { mode: 'configured' } });
    expect(switches()).toHaveLength(1);
    const refused = processes
      .logLines()
      .filter((line) => line.includes('refused'))
      .slice(refusedBefore);
    expect(
      refused.some((line) => /refused POST \(403\): The request comes from another site/.test(line)),
    ).toBe(true);
    expect(refused.some((line) => /refused OPTIONS \(403\)/.test(line))).toBe(true);
    // Every socket attempt is refused at its upgrade, for its Origin, before its token is looked at.
    expect(
      refused.filter((line) =>
        /refused a page socket \(403\): The request comes from another site/.test(line),
      ),
    ).toHaveLength(3);
    expect(refused.filter((line) => line.includes('a page socket'))).toHaveLength(3);
    expect(refused.some((line) => /refused GET \(403\): The desk token is missing/.test(line))).toBe(true);
    expect(
      refused.some((line) => /refused GET \(403\): The request comes from another site/.test(line)),
    ).toBe(true);
    // What reached it: the four preflights, the simple and the form POST, the three socket upgrades,
    // the page's and the event stream's fetches and the EventSource (all naming the other page's
    // Origin),
    // the no-cors file fetch and the <img> (without one, so without the token).
    expect(refused.length).toBeGreaterThanOrEqual(14);

    // The desk's own page: unharmed, and the same call from it does switch (the log would have shown one).
    const own = await browser.newPage();
    await own.goto(processes.desk.url);
    // A minute for a new page's first Today, beside the other suites on two cores.
    await expect(
      own.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr').first(),
    ).toBeVisible({ timeout: 60_000 });
    // Its old HTTP route is gone even for the desk's own page with the token: a POST is refused.
    const posted = await own.evaluate(async () => {
      const pageToken =
        document.querySelector('meta[name="waiver-desk-token"]')?.getAttribute('content') ?? '';
      const response = await fetch('/rpc/openDemoAccount', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-waiver-desk-token': pageToken },
        body: '{}',
      });
      return { status: response.status, allow: response.headers.get('allow') };
    });
    expect(posted).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(switches()).toHaveLength(1);
    // On a page socket of its own, as the page's client opens it, the call does switch.
    const switched = await own.evaluate(async () => {
      const pageToken =
        document.querySelector('meta[name="waiver-desk-token"]')?.getAttribute('content') ?? '';
      const socket = new WebSocket(`ws://${location.host}/calls?page=security-own`, [
        'waiver-desk.calls',
        `token.${pageToken}`,
      ]);
      return new Promise((resolve, reject) => {
        socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'openDemoAccount', request: {} }));
        socket.onmessage = (message) => {
          const answer = JSON.parse(message.data);
          if (answer.id !== 1) return;
          socket.close();
          resolve(answer.result);
        };
        socket.onclose = (closing) =>
          reject(new Error(`the page socket closed (${closing.code}) unanswered`));
      });
    });
    expect(switched).toMatchObject({ ok: true, value: { account: { mode: 'demo' } } });
    await expect.poll(switches).toHaveLength(2);
    await expect(own.getByText('Demo account')).toBeVisible();
    await own.close();
  });

  test("lets the desk's links leave only for the service's hosts, asking before others", async ({
    page,
    context,
  }) => {
    // No network here: the service's page is answered by the test.
    await context.route('https://www.smartwaiver.com/**', (route) =>
      route.fulfill({ body: 'the service', contentType: 'text/plain' }),
    );
    await page.goto(processes.desk.url);
    await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
    // Held in place at the window's right edge, clear of the toasts (bottom left) and the camera
    // (bottom right): below the page's content they moved whenever Today's list grew (the demo's
    // check-ins arrive as the test runs), and a click could land beside its link.
    await page.evaluate(() => {
      const links = document.createElement('div');
      links.style.cssText =
        'position: fixed; right: 0; top: 50%; display: flex; gap: 1rem; background: white';
      for (const [text, href] of [
        ['Service console', 'https://www.smartwaiver.com/m/console/?waiverId=W1'],
        ['Insecure', 'http://127.0.0.1:9/auto/?tag=1'],
        ['Elsewhere', 'https://example.org/help'],
      ]) {
        const link = document.createElement('a');
        link.href = href!;
        link.target = '_blank';
        link.textContent = text!;
        links.append(link);
      }
      document.body.append(links);
    });
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Service console' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.smartwaiver.com/m/console/?waiverId=W1');
    // Cut off from the desk's page: it cannot reach back into it.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    let tabs = 0;
    context.on('page', () => tabs++);
    await page.getByRole('link', { name: 'Insecure' }).click();
    const refused = page.getByRole('alertdialog', { name: 'This link is not opened' });
    await expect(refused).toContainText('not a secure (https) address');
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Elsewhere' }).click();
    const question = page.getByRole('alertdialog', { name: 'Open a page on example.org?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay here' }).click();
    await expect(question).toBeHidden();
    expect(tabs).toBe(0);
  });
});
