import autocannon from 'autocannon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reading } from '../../src/contract/reading.js';
import { signIn, startHarness, uploadForm, type Harness } from '../apiHarness.js';
import { palmJpeg } from '../palmPhotos.js';

let h: Harness;
let reading: Reading;

beforeAll(async () => {
  h = await startHarness();
  const owner = await signIn(h, { displayName: 'Popular' });
  reading = (await (
    await owner.fetch('/api/v1/readings/upload', { method: 'POST', body: uploadForm(await palmJpeg({ seed: 91 })) })
  ).json()) as Reading;
});

describe('the shared endpoint under load', () => {
  it('serves 600 requests from 30 connections without a 5xx, and counts every view it served', async () => {
    await h.deps.views.flush();
    const before = (await h.db.collection('readings').doc(reading.id).get()).get('viewCount') as number;
    const result = await autocannon({
      url: `${h.baseUrl}/api/v1/shared/${reading.shareId}`,
      connections: 30,
      amount: 600,
      timeout: 20,
    });
    const served = result['2xx'];
    expect(result.errors + result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    expect(served).toBe(600);
    // Views are written off the request path, within about a second: every one of them.
    const counted = async () =>
      ((await h.db.collection('readings').doc(reading.id).get()).get('viewCount') as number) - before;
    await expect.poll(counted, { timeout: 10_000 }).toBe(served);
  });
});
