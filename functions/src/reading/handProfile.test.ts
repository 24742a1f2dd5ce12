import { describe, expect, it } from 'vitest';
import { normal, populationHands, random } from '../../test/handPopulation.js';
import { archetypeOfShape, type HandShape } from './hand/handGeometry.js';
import { dailySeed, generatePalmReading } from './words/generatePalmReading.js';
import { handProfile, keptPhotos, POSE_NOISE } from './handProfile.js';
import { shapeKeys, type ShapeKeys } from './words/traits.js';

/** Another photo of the same hand in another pose: each measure moved by the pose noise (handProfile.ts). */
function posed(shape: HandShape, rnd: () => number, scale = 1): HandShape {
  const palmRatio = shape.palmRatio + normal(rnd, 0, POSE_NOISE.palmRatio * scale);
  // fingerLength is the finger ratio less 0.75 × the palm ratio's departure: move it by its own noise.
  const fingerRatio =
    shape.fingerRatio + 0.75 * (palmRatio - shape.palmRatio) + normal(rnd, 0, POSE_NOISE.fingerLength * scale);
  return {
    palmRatio,
    fingerRatio,
    indexRingRatio: shape.indexRingRatio + normal(rnd, 0, POSE_NOISE.indexRingRatio * scale),
    thumbRatio: shape.thumbRatio + normal(rnd, 0, POSE_NOISE.thumbRatio * scale),
    thumbSpread: Math.max(0, shape.thumbSpread + normal(rnd, 0, POSE_NOISE.thumbSpread * scale)),
  };
}

/**
 * One account per hand, its photos uploaded in turn: for each later photo, whether it keeps the
 * archetype and every shape trait of the reading before it — read from the profile, or (to compare)
 * from each photo alone.
 */
function successive(hands: HandShape[], photosPerHand: number, rnd: () => number, pooled: boolean) {
  let pairs = 0;
  let archetypeKept = 0;
  let keysKept = 0;
  for (const hand of hands) {
    const shapes: HandShape[] = [];
    let before: { keys: ShapeKeys; archetype: string } | null = null;
    for (let n = 0; n < photosPerHand; n++) {
      shapes.push(posed(hand, rnd));
      const now: { keys: ShapeKeys; archetype: string } = pooled
        ? handProfile(shapes, before?.keys ?? null)
        : { keys: shapeKeys(shapes[n]!), archetype: archetypeOfShape(shapes[n]!) };
      if (before) {
        pairs++;
        if (now.archetype === before.archetype) archetypeKept++;
        if (JSON.stringify(now.keys) === JSON.stringify(before.keys)) keysKept++;
      }
      before = now;
    }
  }
  return { archetype: archetypeKept / pairs, keys: keysKept / pairs };
}

const HANDS = populationHands(400, 41).map((m) => m.shape);

describe('the hand profile: one person, one hand', () => {
  it('reads a first photo exactly as the photo alone', () => {
    for (const shape of HANDS.slice(0, 100)) {
      const profile = handProfile([shape], null);
      expect(profile.keys).toEqual(shapeKeys(shape));
      expect(profile.archetype).toBe(archetypeOfShape(shape));
      expect(profile.photos).toBe(1);
    }
  });

  it('keeps the archetype and the shape traits from one photo of a hand to the next, where single photos do not', () => {
    const profile = successive(HANDS, 6, random(7), true);
    const single = successive(HANDS, 6, random(7), false);
    console.info(
      `successive photos of one hand (400 hands × 6 photos, pose noise): archetype kept ${(profile.archetype * 100).toFixed(1)}% ` +
        `from the profile (${(single.archetype * 100).toFixed(1)}% from each photo alone), every shape trait kept ` +
        `${(profile.keys * 100).toFixed(1)}% (${(single.keys * 100).toFixed(1)}%)`,
    );
    expect(profile.archetype).toBeGreaterThanOrEqual(0.98);
    expect(profile.keys).toBeGreaterThanOrEqual(0.9);
    // What the profile is for: a photo alone is read by its pose.
    expect(single.archetype).toBeLessThan(0.9);
    expect(single.keys).toBeLessThan(0.5);
  });

  it('lets the archetype follow the evidence once it has clearly moved', () => {
    // A first photo read square (Visionary); every photo after it reads a long palm.
    const first: HandShape = {
      palmRatio: 0.62,
      fingerRatio: 1.0,
      indexRingRatio: 1.0,
      thumbRatio: 0.95,
      thumbSpread: 25,
    };
    const later: HandShape = { ...first, palmRatio: 0.56, fingerRatio: 0.955 };
    expect(archetypeOfShape(first)).toBe('VISIONARY');
    let profile = handProfile([first], null);
    const shapes = [first];
    const seen: string[] = [];
    for (let n = 0; n < 4; n++) {
      shapes.push(later);
      profile = handProfile(shapes, profile.keys);
      seen.push(profile.archetype);
    }
    // Two photos against one is not yet clear; three against one is.
    expect(seen[0]).toBe('VISIONARY');
    expect(seen.at(-1)).toBe('ORACLE');
  });

  it('holds a hand right on an edge where it is, instead of flipping with each photo', () => {
    // Twelve photos of a hand whose palm sits on the square/long edge, alternating sides.
    const edge = 0.603;
    const shapes: HandShape[] = [];
    let profile: ReturnType<typeof handProfile> | null = null;
    const archetypes = new Set<string>();
    for (let n = 0; n < 12; n++) {
      const palmRatio = edge + (n % 2 === 0 ? 0.004 : -0.004);
      shapes.push({ palmRatio, fingerRatio: 0.99, indexRingRatio: 1.0, thumbRatio: 0.95, thumbSpread: 25 });
      profile = handProfile(shapes, profile?.keys ?? null);
      archetypes.add(profile.archetype);
    }
    expect([...archetypes]).toEqual(['VISIONARY']);
  });

  it('leaves out a photo far from the others, never more than half', () => {
    const rnd = random(3);
    const hand = HANDS[0]!;
    const shapes = Array.from({ length: 5 }, () => posed(hand, rnd, 0.5));
    const stray: HandShape = { ...hand, palmRatio: hand.palmRatio + 0.15, thumbSpread: hand.thumbSpread + 60 };
    expect(keptPhotos([...shapes, stray])).toEqual(shapes);
    expect(handProfile([...shapes, stray], null).photos).toBe(5);
    // Two photos that disagree: neither is the stray.
    expect(keptPhotos([shapes[0]!, stray])).toHaveLength(2);
  });
});

describe('a reading of one’s own palm, and of someone else’s', () => {
  const DAY = '2026-11-26';
  const [photo] = populationHands(1, 5);
  // This photo alone reads a long palm; the profile it joined reads a square one.
  const shape: HandShape = { ...photo!.shape, palmRatio: 0.59, fingerRatio: 0.99, indexRingRatio: 1.0 };
  const measures = { ...photo!, shape };
  const keys: ShapeKeys = { ...shapeKeys(shape), palm: 'squarish' };

  it('takes its archetype and shape words from the profile, and says from how many photos', () => {
    const alone = generatePalmReading(measures, 'FULL_ANALYSIS', DAY);
    expect(alone.archetype).toBe('ORACLE');
    const own = generatePalmReading(measures, 'FULL_ANALYSIS', DAY, {
      palmOf: 'self',
      keys,
      photos: 4,
      archetypeBefore: 'VISIONARY',
    });
    expect(own.archetype).toBe('VISIONARY');
    expect(own.palmOf).toBe('self');
    expect(own.handProfile).toEqual({ photos: 4, note: 'Read from 4 photos of your hand.' });
    expect(own.archetypeDescription).not.toBe(alone.archetypeDescription);
  });

  it('keeps what stays with the hand, and the day’s parts, from one photo of it to the next on one day', () => {
    const self = { palmOf: 'self', keys, photos: 2, archetypeBefore: 'VISIONARY' } as const;
    // The same hand, another photo: its lines traced otherwise.
    const again = { ...measures, lines: { ...measures.lines, heart: null, life: null } };
    const [a, b] = [measures, again].map((m) => generatePalmReading(m, 'FULL_ANALYSIS', DAY, self));
    const lasting = (r: ReturnType<typeof generatePalmReading>) => [
      r.forecast,
      r.futureKeywords,
      r.lifeJourney.keyAge,
      r.fortunateMonths,
      r.focusArea,
    ];
    expect(lasting(b!)).toEqual(lasting(a!));
    expect(dailySeed(again, self)).toBe(dailySeed(measures, self));
    // Read photo by photo, the lines move them.
    expect(dailySeed(again)).not.toBe(dailySeed(measures));
  });

  it('says so in words when the profile’s archetype moved with this photo', () => {
    const own = generatePalmReading(measures, 'FULL_ANALYSIS', DAY, {
      palmOf: 'self',
      keys: shapeKeys(shape),
      photos: 5,
      archetypeBefore: 'VISIONARY',
    });
    expect(own.handProfile?.change).toBe(
      'Your hand now reads as The Oracle, no longer The Visionary: across your photos, your palm measures longer for its breadth than it first did.',
    );
  });

  it('reads someone else’s palm from its photo alone, and marks it', () => {
    const other = generatePalmReading(measures, 'FULL_ANALYSIS', DAY, { palmOf: 'other' });
    const alone = generatePalmReading(measures, 'FULL_ANALYSIS', DAY);
    expect(other.palmOf).toBe('other');
    expect(other.handProfile).toBeUndefined();
    expect({ ...other, palmOf: undefined }).toEqual({ ...alone, palmOf: undefined });
  });
});
