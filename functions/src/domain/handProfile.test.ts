import { describe, expect, it } from 'vitest';
import { handProfile } from '../reading/handProfile.js';
import type { HandShape } from '../reading/hand/handGeometry.js';
import { HAND_PROFILE_PHOTOS, profileWithoutReading, profileWithPhoto } from './handProfile.js';

const engine = { handProfile };
const at = new Date('2026-11-26T10:00:00Z');
const square: HandShape = { palmRatio: 0.64, fingerRatio: 1.0, indexRingRatio: 1.0, thumbRatio: 0.95, thumbSpread: 25 };
const long: HandShape = { ...square, palmRatio: 0.55, fingerRatio: 0.95 };

function profileOf(shapes: HandShape[]) {
  return shapes.reduce<ReturnType<typeof profileWithPhoto> | null>(
    (profile, shape, i) => profileWithPhoto(engine, profile, { readingId: `r${i}`, takenAt: at, shape }),
    null,
  );
}

describe('hand profile rules', () => {
  it('pools every photo of one’s own palm, a retried upload once', () => {
    const one = profileWithPhoto(engine, null, { readingId: 'a', takenAt: at, shape: square });
    expect(one).toMatchObject({ archetype: 'VISIONARY', pooled: 1 });
    const two = profileWithPhoto(engine, one, { readingId: 'b', takenAt: at, shape: square });
    expect(two.photos.map((p) => p.readingId)).toEqual(['a', 'b']);
    // The same reading again (a retry whose first attempt was written) does not count twice.
    expect(profileWithPhoto(engine, two, { readingId: 'b', takenAt: at, shape: square }).photos).toHaveLength(2);
  });

  it(`keeps the newest ${HAND_PROFILE_PHOTOS} photos`, () => {
    const profile = profileOf(Array.from({ length: HAND_PROFILE_PHOTOS + 5 }, () => square))!;
    expect(profile.photos).toHaveLength(HAND_PROFILE_PHOTOS);
    expect(profile.photos[0]!.readingId).toBe('r5');
  });

  it('reads the profile afresh without a deleted reading’s photo, and is gone with the last', () => {
    // One square photo, then three long ones: the evidence moved the profile to a long palm.
    const profile = profileOf([square, long, long, long])!;
    expect(profile.archetype).toBe('ORACLE');
    // Without the first photo, the long palm is all there ever was.
    const without = profileWithoutReading(engine, profile, 'r0')!;
    expect(without.photos.map((p) => p.readingId)).toEqual(['r1', 'r2', 'r3']);
    expect(without).toMatchObject({ archetype: 'ORACLE', pooled: 3 });
    // Without the long ones, the square palm again.
    const onlyFirst = ['r1', 'r2', 'r3'].reduce(
      (p, id) => profileWithoutReading(engine, p, id),
      profile as typeof profile | null,
    );
    expect(onlyFirst).toMatchObject({ archetype: 'VISIONARY', pooled: 1 });
    expect(profileWithoutReading(engine, onlyFirst, 'r0')).toBeNull();
    // A reading whose photo is not in the profile (someone else's palm) changes nothing.
    expect(profileWithoutReading(engine, profile, 'elsewhere')).toBe(profile);
  });
});
