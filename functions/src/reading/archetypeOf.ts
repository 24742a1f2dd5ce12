/**
 * From palm measures to an archetype, after classical palmistry's four hand shapes plus the heart-led hand:
 *
 * | hand (palmistry)                 | measured as                                          | archetype    |
 * |----------------------------------|------------------------------------------------------|--------------|
 * | heart-led: a strong heart line   | lines running across the palm dominate               | LOVER        |
 * | across warm, rosy skin           | (lineDirection ≥ 0.15) and warm skin (warmth ≥ 0.25)  |              |
 * | Earth: square palm, few deep     | wide hand (aspect ≥ 0.5), few lines                  | BUILDER      |
 * |   lines, short fingers           |   (lineDensity < 0.08)                               |              |
 * | Air: square palm, many clear     | wide hand, many lines (lineDensity ≥ 0.08)           | VISIONARY    |
 * |   lines, long fingers            |                                                      |              |
 * | Water: long palm, long fingers,  | narrow hand (aspect < 0.5), many lines               | ORACLE       |
 * |   a web of fine lines            |                                                      |              |
 * | Fire: long palm, short fingers,  | narrow hand, few lines                               | FREE_SPIRIT  |
 * |   strong bold lines              |                                                      |              |
 *
 * aspect is width / height of the whole hand in the frame, fingers included, so long fingers and
 * long palms both lower it. The thresholds sit at the medians of a varied set of test palms.
 */
import type { Archetype } from '../contract/enums.js';
import type { PalmMeasures } from './palmMeasures.js';

export const ARCHETYPE_THRESHOLDS = {
  squareAspect: 0.5,
  manyLines: 0.08,
  heartLedDirection: 0.15,
  rosyWarmth: 0.25,
} as const;

export type HandShape = 'square' | 'long';
export type LineAmount = 'many' | 'few';

export function handShapeOf(m: Pick<PalmMeasures, 'aspect'>): HandShape {
  return m.aspect >= ARCHETYPE_THRESHOLDS.squareAspect ? 'square' : 'long';
}

export function lineAmountOf(m: Pick<PalmMeasures, 'lineDensity'>): LineAmount {
  return m.lineDensity >= ARCHETYPE_THRESHOLDS.manyLines ? 'many' : 'few';
}

export function archetypeOf(m: PalmMeasures): Archetype {
  if (m.lineDirection >= ARCHETYPE_THRESHOLDS.heartLedDirection && m.warmth >= ARCHETYPE_THRESHOLDS.rosyWarmth) {
    return 'LOVER';
  }
  const shape = handShapeOf(m);
  const lines = lineAmountOf(m);
  if (shape === 'square') return lines === 'few' ? 'BUILDER' : 'VISIONARY';
  return lines === 'many' ? 'ORACLE' : 'FREE_SPIRIT';
}
