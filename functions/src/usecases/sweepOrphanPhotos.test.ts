import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, uploadPalm, type Harness } from '../../test/apiHarness.js';
import { sweepOrphanPhotos } from './sweepOrphanPhotos.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});

describe('sweeping orphaned photos', () => {
  it('deletes photos no reading uses, once they are older than the grace period, and keeps the rest', async () => {
    const owner = await signIn(h, { displayName: 'Sweep' });
    const reading = await uploadPalm(owner, { seed: 91 });
    const used = (await h.db.collection('readings').doc(reading.id).get()).get('imagePath') as string;
    // Left behind by an upload whose reading was never written.
    const orphan = `palms/${randomUUID()}/${randomUUID()}.jpg`;
    await h.deps.blobs.put(orphan, Buffer.from('jpeg'), 'image/jpeg');

    // Young photos are left alone: an upload may still be on its way to its reading.
    const early = await sweepOrphanPhotos(h.deps);
    expect(early.deleted).toBe(0);
    expect(await h.deps.blobs.get(orphan)).not.toBeNull();

    const swept = await sweepOrphanPhotos(h.deps, 0);
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect(await h.deps.blobs.get(orphan)).toBeNull();
    expect(await h.deps.blobs.get(used)).not.toBeNull();
    expect((await owner.fetch(reading.imageUrl!)).status).toBe(200);
  });
});
