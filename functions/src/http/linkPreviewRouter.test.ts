import { beforeAll, describe, expect, it } from 'vitest';
import escapeHtml from 'escape-html';
import { palmReadingSchema, type PalmReading, type Reading } from '../contract/reading.js';
import { inThirdPerson } from '../contract/thirdPerson.js';
import { signIn, startHarness, uploadForm, type Harness } from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';

const SHELL = `<!doctype html><html><head><title>Palme · your palm, read</title>
<meta name="description" content="Default description" /></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

let h: Harness;
let reading: PalmReading;

beforeAll(async () => {
  h = await startHarness({ spaShell: async () => SHELL });
  const owner = await signIn(h, { displayName: 'Iris <b>&</b>' });
  const res = await owner.fetch('/api/v1/readings/upload', {
    method: 'POST',
    body: uploadForm(await palmJpeg({ seed: 31 })),
  });
  reading = palmReadingSchema.parse(await res.json());
});

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
}

describe('link previews', () => {
  it("give a shared link the reading's title, share line and own card, and keep the app's script", async () => {
    await h.deps.views.flush();
    const before = (await h.db.collection('readings').doc(reading.id).get()).get('viewCount');
    const res = await fetch(`${h.baseUrl}/shared/${reading.shareId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(meta(html, 'og:title')).toBe(
      `Iris &lt;b&gt;&amp;&lt;/b&gt;&#39;s Palm Reading: ${archetypeTitle(reading.userArchetype!)} · Palme`,
    );
    expect(meta(html, 'og:image')).toBe(`${h.baseUrl}/api/v1/shared/${reading.shareId}/card`);
    expect(meta(html, 'og:image:alt')).toMatch(/&#39;s palm with its heart, head and life lines traced, read as The /);
    // The reading's share line, said of Iris to whoever sees the link, not to them.
    expect(reading.content.shareLine).toEqual(expect.any(String));
    expect(meta(html, 'og:description')).toBe(
      escapeHtml(inThirdPerson(reading.content.shareLine as string, 'Iris <b>&</b>')).replace(/'/g, '&#39;'),
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).not.toContain('<b>&</b>');
    // A preview is not a view.
    await h.deps.views.flush();
    expect((await h.db.collection('readings').doc(reading.id).get()).get('viewCount')).toBe(before);
  });

  it('give an invitation link its own title', async () => {
    const html = await (await fetch(`${h.baseUrl}/compatibility/${reading.shareId}`)).text();
    expect(meta(html, 'og:title')).toMatch(/wants to compare palms · Palme$/);
    expect(meta(html, 'og:description')).toMatch(/Soulmates, Kindred Friends, Balanced Allies or Challengers\?$/);
  });

  it('put a name with "$&" or "$`" in as written: user text is never a replacement pattern', async () => {
    const owner = await signIn(h, { displayName: "Ana $& $` $' $1" });
    const res = await owner.fetch('/api/v1/readings/upload', {
      method: 'POST',
      body: uploadForm(await palmJpeg({ seed: 32 })),
    });
    const shared = (await res.json()) as Reading;
    for (const page of [`/shared/${shared.shareId}`, `/compatibility/${shared.shareId}`]) {
      const html = await (await fetch(`${h.baseUrl}${page}`)).text();
      expect(meta(html, 'og:title')).toMatch(/^Ana \$&amp; \$` \$&#39; \$1/);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(/^Ana \$&amp; \$` \$&#39; \$1/);
      // The shell's own parts stay where they were, once.
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('still serve the app for an unknown share id, with a 404 and the default image', async () => {
    const res = await fetch(`${h.baseUrl}/shared/unknownShareId000000000`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(meta(html, 'og:image')).toBe(`${h.baseUrl}/og/default.png`);
    expect(html).toContain('<div id="root"></div>');
  });
});

function archetypeTitle(archetype: string): string {
  return `The ${archetype
    .split('_')
    .map((w) => w[0] + w.slice(1).toLowerCase())
    .join(' ')}`;
}
