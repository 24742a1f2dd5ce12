/** From an accepted hand to the measures stored with its reading and the lines drawn over its photo. */
import { level } from './levels.js';
import type { HandMeasures, RgbImage } from './types.js';
import type { AcceptedHand } from './hand/handGate.js';
import { archetypeOfShape, fingerLength, handShapeOf, SHAPE_QUARTILES } from './hand/handGeometry.js';
import { LM, type Point3 } from './hand/landmarks.js';
import { LINE_NAMES, tracePalmLines, type LineName, type TracedLines } from './lines/palmLines.js';
import { palmFrame, toPalm } from './hand/palmRegion.js';

/** The index, ring and little-finger knuckles in palm units (the middle knuckle is [0, 1] by definition). */
function knucklesInPalmUnits(lm: readonly Point3[]): number[] {
  const frame = palmFrame(lm);
  return [LM.indexMcp, LM.ringMcp, LM.pinkyMcp].flatMap((i) =>
    toPalm(frame, lm[i]![0], lm[i]![1]).map((v) => Math.round(v * 1000) / 1000),
  );
}

export function measureHand(image: RgbImage, hand: AcceptedHand): { measures: HandMeasures; lines: TracedLines } {
  const shape = handShapeOf(hand.landmarks, hand.worldLandmarks);
  const lines = tracePalmLines(image, hand.landmarks);
  const q = SHAPE_QUARTILES;
  const levels = {
    palm: level(shape.palmRatio, q.palm.low, q.palm.high),
    fingers: level(fingerLength(shape), q.fingers.low, q.fingers.high),
  };
  const measures: HandMeasures = {
    version: 2,
    shape,
    lines: Object.fromEntries(
      LINE_NAMES.map((name) => {
        const line = lines[name];
        if (!line) return [name, null];
        const { points: _drawn, ...measure } = line;
        return [name, measure];
      }),
    ) as HandMeasures['lines'],
    fingertipsEstimated: hand.fingertipsOutside.length > 0,
    knuckles: knucklesInPalmUnits(hand.landmarks),
    levels,
    signature: [archetypeOfShape(shape), levels.palm, levels.fingers].join('|'),
  };
  return { measures, lines };
}

/** Lines as stored and sent: flat [x0, y0, x1, y1, …] in the stored photo's pixels (Firestore holds no nested arrays). */
export function linesForPhoto(lines: TracedLines, scale: number): Record<LineName, number[] | null> {
  return Object.fromEntries(
    LINE_NAMES.map((name) => [
      name,
      lines[name]?.points.flatMap(([x, y]) => [Math.round(x * scale), Math.round(y * scale)]) ?? null,
    ]),
  ) as Record<LineName, number[] | null>;
}
