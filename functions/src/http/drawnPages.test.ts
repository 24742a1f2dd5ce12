import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reading, SharedReading } from '../contract/reading.js';
import type { User } from '../contract/user.js';
import { PAGE_SECURITY_HEADERS } from './pageHeaders.js';
import { signIn, startHarness, uploadPalm, type Harness, type SignedInClient } from '../../test/apiHarness.js';

// The shell as the web build makes it: the home page prerendered into the root.
const SHELL = `<!doctype html><html><head><title>Palme</title>
<meta
  name="description"
  content="Default"
/>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body>
  <div id="root" data-prerendered="/"><h1>Welcome to Palme</h1><div>home</div></div>
</body></html>`;

let h: Harness;
let owner: SignedInClient;
let reading: Reading;
let failing = false;
const drawnShared: SharedReading[] = [];
const drawnDashboards: { user: User; readings: Reading[] }[] = [];

beforeAll(async () => {
  h = await startHarness({
    spaShell: async () => SHELL,
    renderSharedReading: async (shared) => {
      if (failing) throw new Error('render failed');
      drawnShared.push(shared);
      return {
        path: `/shared/${shared.shareId}`,
        // "$&" and "$1" would be expanded by a string replacement: the markup must go in as is.
        html: `<h1>Drawn $& $1</h1>`,
        state: '{"path":"x","note":"\\u003c/script>"}',
      };
    },
    renderDashboard: async (user, readings) => {
      drawnDashboards.push({ user, readings });
      return { path: '/dashboard', html: '<h1>Dashboard</h1>', state: '{}' };
    },
  });
  owner = await signIn(h, { displayName: 'Iris' });
  reading = await uploadPalm(owner, { seed: 33 });
});

const rootOf = (html: string) =>
  // The root, and the state the server put after it.

  /<div id="root"[^>]*>[\s\S]*?<\/div>\s*(?:<script type="application\/json"[\s\S]*?<\/script>)?/
    .exec(html)?.[0]
    .trim();

describe('a shared link', () => {
  it('comes drawn with the data the app would fetch, and without the home page', async () => {
    const res = await fetch(`${h.baseUrl}/shared/${reading.shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<div id="root" data-prerendered="/shared/${reading.shareId}"><h1>Drawn $& $1</h1></div>\n    ` +
        `<script type="application/json" id="palme-server-state">{"path":"x","note":"\\u003c/script>"}</script>`,
    );
    expect(html).not.toContain('Welcome to Palme');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<meta name="description" content="');
    expect(html).not.toContain('Default');
    // What it was drawn from is what the app's own request returns, so the app takes it over unchanged.
    const api = (await (await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`)).json()) as SharedReading;
    expect(drawnShared.at(-1)).toEqual(api);
  });

  it('still opens, drawn by the browser, when drawing fails on the server', async () => {
    failing = true;
    try {
      const res = await fetch(`${h.baseUrl}/shared/${reading.shareId}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(rootOf(html)).toBe('<div id="root"></div>');
      expect(html).toContain('Iris&#39;s Palm Reading');
    } finally {
      failing = false;
    }
  });

  it('is not drawn as a reading for an invitation or an unknown id', async () => {
    const count = drawnShared.length;
    expect(rootOf(await (await fetch(`${h.baseUrl}/compatibility/${reading.shareId}`)).text())).toBe(
      '<div id="root"></div>',
    );
    const missing = await fetch(`${h.baseUrl}/shared/unknownShareId000000000`);
    expect(missing.status).toBe(404);
    expect(rootOf(await missing.text())).toBe('<div id="root"></div>');
    expect(drawnShared.length).toBe(count);
  });
});

describe('the dashboard', () => {
  it('comes drawn for a signed-in user with what the app would fetch, and is never cached', async () => {
    const res = await owner.fetch('/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(rootOf(await res.text())).toContain('<div id="root" data-prerendered="/dashboard"><h1>Dashboard</h1></div>');
    const user = (await (await owner.fetch('/api/v1/auth/user')).json()) as User;
    const readings = (await (await owner.fetch('/api/v1/readings/list')).json()) as Reading[];
    expect(drawnDashboards.at(-1)).toEqual({ user, readings });
    expect(readings.map((r) => r.id)).toContain(reading.id);
  });

  it("is the plain app, with nobody's data, for a visitor without a session or with an ended one", async () => {
    const count = drawnDashboards.length;
    for (const cookie of [undefined, '__session=notASession']) {
      const res = await fetch(`${h.baseUrl}/dashboard`, { headers: cookie ? { Cookie: cookie } : {} });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(rootOf(html)).toBe('<div id="root"></div>');
      expect(html).not.toContain('palme-server-state');
    }
    expect(drawnDashboards.length).toBe(count);
  });
});

describe('pages the function draws, reached at its own URL', () => {
  it("carry Hosting's security headers (CSP, frame and content-type rules), the very same ones", async () => {
    const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    };
    const hosting = config.hosting.headers.find((rule) => rule.source === '**')!.headers;
    expect(hosting.length).toBeGreaterThan(5);
    for (const path of [`/shared/${reading.shareId}`, `/compatibility/${reading.shareId}`, '/dashboard']) {
      const res = await owner.fetch(path);
      expect(res.status, path).toBe(200);
      for (const { key, value } of hosting) expect(res.headers.get(key), `${path} ${key}`).toBe(value);
    }
  });

  it('come compressed to a browser that takes it (past 1 KB: this shared page, not this tiny dashboard)', async () => {
    const shared = await owner.fetch(`/shared/${reading.shareId}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-encoding')).toBe('br');
    expect(await shared.text()).toContain('<div id="root" data-prerendered=');
    const gzip = await owner.fetch(`/shared/${reading.shareId}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });
});

describe("the shell's inline script", () => {
  it('is allowed by its hash, and nothing else inline is', () => {
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(PAGE_SECURITY_HEADERS['Content-Security-Policy']!)![1]!.split(' ');
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc.filter((source) => source.startsWith("'sha") || source === "'unsafe-inline'")).toEqual([hash]);
  });
});
