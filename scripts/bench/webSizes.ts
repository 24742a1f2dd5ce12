/** JavaScript and CSS shipped, gzip bytes: for the first screen, and what each route adds. Exact, from the build. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure, type Figure } from './stats.js';

const ROUTE_CHUNKS: Record<string, string> = {
  '/phone-verification': 'PhoneVerificationPage',
  '/palm-upload': 'PalmUploadPage',
  '/dashboard': 'DashboardPage',
  '/subscription': 'SubscriptionPage',
  '/shared/{id}': 'SharedReadingPage',
  '/compatibility/{id}': 'CompatibilityInvitePage',
  '/compatibility-result/{id}': 'CompatibilityResultPage',
};

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** A chunk and everything it imports statically, as file names. */
function closure(assets: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.(?:js|css))"/g)) closure(assets, match[1]!, seen);
  return seen;
}

export function webSizes(dist: string): Figure[] {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initialJs = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const initialCss = [...html.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]!);
  const files = readdirSync(assets);
  // The entry paints the first screen, then loads what makes it work (web/src/main.tsx → boot.tsx):
  // both are the first screen's code.
  const boot = files.find((f) => f.startsWith('boot-') && f.endsWith('.js'));
  const firstScreen = new Set([...initialJs, ...(boot ? [boot] : [])].flatMap((f) => [...closure(assets, f)]));
  const jsBytes = [...firstScreen].reduce((sum, f) => sum + gz(join(assets, f)), 0);
  // The styles written into the page itself count too (the web build inlines the app's style sheet).
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  const cssBytes =
    initialCss.reduce((sum, f) => sum + gz(join(assets, f)), 0) +
    (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0);
  const kb = (b: number) => Math.round((b / 1024) * 10) / 10;
  const figures = [
    figure('web', 'first screen JS (gzip)', 'KB', [kb(jsBytes)], {
      target: (m) => ({ text: '≤ 90 KB', met: m <= 90 }),
      reference: { name: 'budget', runs: [90] },
    }),
    figure('web', 'first screen CSS (gzip)', 'KB', [kb(cssBytes)]),
  ];
  // The rest of the app (the router and the pages' table, app/App.tsx): loaded when the page is idle
  // or the visitor moves on from the home page, and at once by every other page.
  const appChunk = files.find((f) => f.startsWith('App-') && f.endsWith('.js'));
  if (!appChunk) throw new Error('No App chunk in the build: boot.tsx loads app/App.tsx on its own');
  const wholeApp = [...closure(assets, appChunk)].filter((f) => !firstScreen.has(f));
  figures.push(
    figure('web', 'rest of the app, loaded after the first screen (gzip)', 'KB', [
      kb(wholeApp.reduce((sum, f) => sum + gz(join(assets, f)), 0)),
    ]),
  );
  // Vite lists each lazy route's files (JS and CSS) for preloading: `import("./X.js"), __vite__mapDeps([i, ...])`,
  // in the chunk that routes (App's).
  const entry = readFileSync(join(assets, appChunk), 'utf8');
  const depFiles = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(entry)?.[1] ?? '[]') as string[];
  for (const [route, name] of Object.entries(ROUTE_CHUNKS)) {
    const chunk = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    if (!chunk) continue;
    const deps = new RegExp(
      `import\\(\`\\./${chunk.replace('.', '\\.')}\`\\),__vite__mapDeps\\(\\[([\\d,]+)\\]\\)`,
    ).exec(entry)?.[1];
    const listed = (deps ?? '')
      .split(',')
      .filter(Boolean)
      .map((i) => depFiles[Number(i)]!.replace('assets/', ''));
    const added = new Set(
      [chunk, ...listed, ...closure(assets, chunk)].filter((f) => !firstScreen.has(f) && !wholeApp.includes(f)),
    );
    const extra = [...added].reduce((sum, f) => sum + gz(join(assets, f)), 0);
    figures.push(figure('web', `${route}: JS+CSS added (gzip)`, 'KB', [kb(extra)]));
  }
  return figures;
}
