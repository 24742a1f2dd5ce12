import { describe, expect, it } from 'vitest';
import {
  FRAMED,
  handInPalmUnits,
  OPEN_HAND,
  placeHand,
  skinPhoto,
  type Placement,
} from '../../../test/syntheticHand.js';
import type { RgbImage } from '../types.js';
import { tracePalmLines, type LineName } from './palmLines.js';
import { palmFrame, toImage } from '../hand/palmRegion.js';

type Curve = (t: number) => [number, number]; // t 0..1 → (u, v) in palm units
// Where the dev set's annotated lines run in the palm's frame (docs/engine.md).
const CURVES: Record<LineName, Curve> = {
  heart: (t) => [-0.44 + 0.54 * t, 0.76 + 0.14 * t + 0.04 * Math.sin(Math.PI * t)],
  head: (t) => [0.3 - 0.5 * t, 0.84 - 0.24 * t],
  life: (t) => [0.3 + 0.08 * Math.sin(Math.PI * t) - 0.22 * t, 0.84 - 0.52 * t],
};

function palmPhoto(lines: LineName[], placement: Partial<Placement> = {}, shade = 0.62) {
  const image = skinPhoto(960, 1280);
  const landmarks = placeHand(handInPalmUnits(OPEN_HAND), { ...FRAMED, ...placement });
  const frame = palmFrame(landmarks);
  for (const name of lines) {
    for (let t = 0; t <= 1; t += 0.002) {
      const [x, y] = toImage(frame, ...CURVES[name](t));
      darken(image, x, y, 2.5, shade);
    }
  }
  return { image, landmarks, frame };
}

function darken(image: RgbImage, cx: number, cy: number, r: number, shade: number) {
  for (let y = Math.floor(cy - r); y <= cy + r; y++) {
    for (let x = Math.floor(cx - r); x <= cx + r; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
      const i = (y * image.width + x) * 3;
      for (let c = 0; c < 3; c++) image.data[i + c] = Math.round(image.data[i + c]! * shade);
    }
  }
}

/** Distance (palm units) from an image point to the drawn curve. */
function offCurve(frame: ReturnType<typeof palmFrame>, curve: Curve, x: number, y: number): number {
  let best = Infinity;
  for (let t = 0; t <= 1; t += 0.005) {
    const [cx, cy] = toImage(frame, ...curve(t));
    best = Math.min(best, Math.hypot(cx - x, cy - y));
  }
  return best / Math.hypot(...frame.along);
}

describe('palm lines', () => {
  it('traces the heart, head and life lines where they run, with their length and curve', () => {
    const { image, landmarks, frame } = palmPhoto(['heart', 'head', 'life']);
    const lines = tracePalmLines(image, landmarks);
    for (const name of ['heart', 'head', 'life'] as const) {
      const line = lines[name];
      expect(line, name).not.toBeNull();
      for (const [x, y] of line!.points) expect(offCurve(frame, CURVES[name], x, y), name).toBeLessThan(0.04);
      // The life line shares its start with the head line, and is followed down only as far as the dev
      // palms' life lines still run on their crease (v 0.4).
      expect(line!.length, name).toBeGreaterThan(name === 'life' ? 0.25 : 0.45);
      expect(line!.depth, name).toBeGreaterThan(0);
      expect(line!.confidence, name).toBeGreaterThan(0.5);
    }
    expect(lines.life!.curvature).toBeGreaterThan(lines.head!.curvature);
  });

  it('says a line was not traced rather than inventing it', () => {
    const { image, landmarks } = palmPhoto(['heart']);
    const lines = tracePalmLines(image, landmarks);
    expect(lines.heart).not.toBeNull();
    expect(lines.head).toBeNull();
    expect(lines.life).toBeNull();
    const blank = palmPhoto([]);
    expect(Object.values(tracePalmLines(blank.image, blank.landmarks))).toEqual([null, null, null]);
  });

  it('gives a fainter crease a lower confidence and depth', () => {
    const traced = (shade: number) => {
      const { image, landmarks } = palmPhoto(['heart', 'head', 'life'], {}, shade);
      return tracePalmLines(image, landmarks);
    };
    const [deep, faint] = [traced(0.62), traced(0.97)];
    for (const name of ['heart', 'head', 'life'] as const) {
      expect(faint[name], name).not.toBeNull();
      expect(faint[name]!.confidence!, name).toBeLessThan(deep[name]!.confidence!);
      expect(faint[name]!.depth, name).toBeLessThan(deep[name]!.depth);
    }
  });

  it('measures the same lines on a mirrored, turned photo of the same hand', () => {
    const upright = palmPhoto(['heart', 'head', 'life']);
    const turned = palmPhoto(['heart', 'head', 'life'], { mirror: true, rotate: 20, scale: 330 });
    const a = tracePalmLines(upright.image, upright.landmarks);
    const b = tracePalmLines(turned.image, turned.landmarks);
    for (const name of ['heart', 'head', 'life'] as const) {
      expect(Math.abs(a[name]!.length - b[name]!.length), name).toBeLessThan(0.08);
    }
  });
});
