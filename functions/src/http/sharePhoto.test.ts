/**
 * What of a palm photo goes with a share link: the hand cropped out of the photo until the owner
 * chose otherwise, the whole photo, or none; the link's preview card shows the palm as shared.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { palmReadingSchema, type PalmReading, type Reading, type SharedReading } from '../contract/reading.js';
import {
  errorBody,
  signIn,
  startHarness,
  uploadForm,
  type Harness,
  type SignedInClient,
} from '../../test/apiHarness.js';
import { palmJpeg } from '../../test/palmPhotos.js';

const SHELL = `<!doctype html><html><head><title>Palme</title>
<meta name="description" content="Default description" /></head><body><div id="root"></div></body></html>`;

let h: Harness;
let owner: SignedInClient;
let reading: PalmReading;

beforeAll(async () => {
  h = await startHarness({ spaShell: async () => SHELL });
  owner = await signIn(h, { displayName: 'Maya' });
  const res = await owner.fetch('/api/v1/readings/upload', {
    method: 'POST',
    body: uploadForm(await palmJpeg({ seed: 41 })),
  });
  reading = palmReadingSchema.parse(await res.json());
});

const shared = async () =>
  (await (await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}`)).json()) as SharedReading;
const sizeOf = async (res: Response) => {
  expect(res.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width, height };
};
const choose = (sharePhoto: unknown) =>
  owner.fetch(`/api/v1/readings/${reading.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sharePhoto }),
  });
const ogImage = async () =>
  /<meta property="og:image" content="([^"]*)"/.exec(
    await (await fetch(`${h.baseUrl}/shared/${reading.shareId}`)).text(),
  )?.[1];

describe('the photo a share link shows', () => {
  it('is the hand cropped out of the photo before the owner chose, with the lines moved into the crop', async () => {
    expect(reading.sharePhoto).toBeNull();
    const box = reading.palmLines!.hand!;
    const whole = await sizeOf(await owner.fetch(reading.imageUrl!));
    const view = await shared();
    const crop = await sizeOf(await fetch(`${h.baseUrl}${view.imageUrl}`));
    expect(crop).toEqual({ width: box[2], height: box[3] });
    expect(crop.width! * crop.height!).toBeLessThan(whole.width! * whole.height!);
    // The lines a visitor sees sit on the crop: same shape, moved by the crop's corner.
    expect(view.palmLines).toMatchObject({ width: box[2], height: box[3] });
    const heart = reading.palmLines!.heart!;
    expect(view.palmLines!.heart!.slice(0, 2)).toEqual([heart[0]! - box[0]!, heart[1]! - box[1]!]);
  });

  it('is the whole photo, or none, when the owner says so; the choice is theirs to change', async () => {
    const whole = await choose('whole');
    expect(whole.status).toBe(200);
    expect(((await whole.json()) as Reading).sharePhoto).toBe('whole');
    const view = await shared();
    expect(await sizeOf(await fetch(`${h.baseUrl}${view.imageUrl}`))).toEqual(
      await sizeOf(await owner.fetch(reading.imageUrl!)),
    );
    expect(view.palmLines).toEqual(reading.palmLines);

    expect((await choose('none')).status).toBe(200);
    const none = await shared();
    expect(none.imageUrl).toBeNull();
    expect(none.palmLines ?? null).toBeNull();
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}/image`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}/card`)).status).toBe(404);
    // The words are still shared; only the photo stays home. The owner keeps their photo.
    expect(none.content.archetypeDescription).toBe(reading.content.archetypeDescription);
    expect((await owner.fetch(reading.imageUrl!)).status).toBe(200);

    expect((await choose('palm')).status).toBe(200);
    expect((await shared()).imageUrl).toBe(`/api/v1/shared/${reading.shareId}/image`);
  });

  it('refuses a choice it does not know, and a change that changes nothing, leaving the reading as it was', async () => {
    const before = (await h.db.collection('readings').doc(reading.id).get()).data();
    for (const body of [{ sharePhoto: 'face' }, { sharePhoto: true }, {}]) {
      const res = await owner.fetch(`/api/v1/readings/${reading.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect(await errorBody(res)).toMatchObject({ code: 'invalid_input' });
    }
    expect((await h.db.collection('readings').doc(reading.id).get()).data()).toEqual(before);
  });

  it('lets no one but the owner choose', async () => {
    const other = await signIn(h, { displayName: 'Theo' });
    const res = await other.fetch(`/api/v1/readings/${reading.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sharePhoto: 'whole' }),
    });
    expect(res.status).toBe(404);
    expect(((await (await owner.fetch('/api/v1/readings/list')).json()) as Reading[])[0]!.sharePhoto).toBe('palm');
  });
});

describe('the link preview', () => {
  it("is the reading's own card, with the palm as shared, while a photo is shared", async () => {
    expect(await ogImage()).toBe(`${h.baseUrl}/api/v1/shared/${reading.shareId}/card`);
    const card = await fetch(`${h.baseUrl}/api/v1/shared/${reading.shareId}/card`);
    expect(card.headers.get('content-type')).toBe('image/jpeg');
    expect(await sizeOf(card)).toEqual({ width: 1200, height: 630 });
  });

  it("falls back to the archetype's card when no photo goes with the link", async () => {
    expect((await choose('none')).status).toBe(200);
    expect(await ogImage()).toBe(`${h.baseUrl}/og/${reading.userArchetype!.toLowerCase()}.png`);
    expect((await choose('palm')).status).toBe(200);
  });
});
