import { describe, expect, it } from 'vitest';
import { ARCHETYPES, type Archetype } from '../../contract/enums.js';
import { FRAMED, handInPalmUnits, OPEN_HAND, placeHand } from '../../../test/syntheticHand.js';
import { archetypeOfShape, handShapeOf, SHAPE_THRESHOLDS } from './handGeometry.js';

const shapeOf = (spec = OPEN_HAND, placement = FRAMED) => handShapeOf(placeHand(handInPalmUnits(spec), placement));

describe('hand geometry', () => {
  it("measures the hand's proportions whatever its size, turn, mirroring or tilt toward the camera", () => {
    const reference = shapeOf();
    for (const placement of [
      { ...FRAMED, scale: 150 },
      { ...FRAMED, rotate: 75 },
      { ...FRAMED, rotate: -160, mirror: true },
      { ...FRAMED, tilt: 25 },
      { ...FRAMED, tilt: -20, rotate: 30, scale: 520 },
    ]) {
      const shape = shapeOf(OPEN_HAND, placement);
      expect(shape.palmRatio).toBeCloseTo(reference.palmRatio, 2);
      expect(shape.fingerRatio).toBeCloseTo(reference.fingerRatio, 2);
      expect(shape.indexRingRatio).toBeCloseTo(reference.indexRingRatio, 2);
    }
  });

  it('reads a broad palm, long fingers and a long ring finger where the hand has them', () => {
    const broad = shapeOf({ ...OPEN_HAND, palmRatio: 0.8 });
    const narrow = shapeOf({ ...OPEN_HAND, palmRatio: 0.62 });
    expect(broad.palmRatio).toBeGreaterThan(narrow.palmRatio + 0.12);
    expect(shapeOf({ ...OPEN_HAND, fingerRatio: 1.1 }).fingerRatio).toBeGreaterThan(
      shapeOf({ ...OPEN_HAND, fingerRatio: 0.9 }).fingerRatio + 0.15,
    );
    expect(shapeOf({ ...OPEN_HAND, indexToRing: 0.88 }).indexRingRatio).toBeCloseTo(0.88, 2);
  });

  it("gives the classical hand shapes' archetypes", () => {
    const archetype = (palmRatio: number, fingerRatio: number, indexToRing = 0.97) =>
      archetypeOfShape(shapeOf({ ...OPEN_HAND, palmRatio, fingerRatio, indexToRing }));
    expect(archetype(0.8, 0.9)).toBe('BUILDER'); // Earth: square palm, short fingers
    expect(archetype(0.8, 1.1)).toBe('VISIONARY'); // Air: square palm, long fingers
    expect(archetype(0.55, 1.1)).toBe('ORACLE'); // Water: long palm, long fingers
    expect(archetype(0.55, 0.85)).toBe('FREE_SPIRIT'); // Fire: long palm, short fingers
    expect(archetype(0.72, 1, 0.86)).toBe('LOVER'); // the ring finger clearly longer than the index
  });

  it('splits hands of published adult proportions fairly between the archetypes', () => {
    // Hands around the thresholds, with the dev set's spreads (handGeometry.ts).
    let state = 2026;
    const uniform = () => ((state = (state * 1_664_525 + 1_013_904_223) >>> 0) + 0.5) / 4_294_967_296;
    const normal = (mean: number, sd: number) =>
      mean + sd * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    const counts = new Map<Archetype, number>();
    const hands = 2000;
    for (let i = 0; i < hands; i++) {
      const spec = {
        palmRatio: normal(SHAPE_THRESHOLDS.squarePalm, 0.044),
        fingerRatio: normal(SHAPE_THRESHOLDS.longFingers, 0.057),
        indexToRing: normal(0.981, 0.028),
        curl: 0,
      };
      const archetype = archetypeOfShape(shapeOf(spec));
      counts.set(archetype, (counts.get(archetype) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...ARCHETYPES].sort());
    for (const count of counts.values()) expect(count / hands).toBeLessThan(0.4);
  });
});
