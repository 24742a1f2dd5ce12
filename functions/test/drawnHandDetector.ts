/**
 * A stand-in for the hand detector, for tests and the browser journeys only: it "detects" the hands
 * drawn by palmPhotos.ts, whose layout it knows, and reads each drawing's proportions (palm width,
 * finger tips) from the pixels, so different drawings measure differently. Anything else (a blank,
 * a photo) has no hand. Real photos always go through the real detector. The local stack of
 * `npm test` and `npm run bench` loads it from a bundle outside the deployed build (drawnPalms.ts);
 * config.ts allows that only inside the Functions emulator.
 */
import type { DetectedHand, HandDetector, Point3 } from '../src/reading/hand/landmarks.js';
import type { RgbImage } from '../src/reading/types.js';

/** Where palmPhotos.ts draws a hand, as fractions of the image: the detector looks there. */
export const DRAWN_LAYOUT = { palmTop: 0.45, palmHeight: 0.42, fingerGap: 0.92, fingerWidth: 1 / 4.6 } as const;

function backgroundOf(image: RgbImage): [number, number, number] {
  const corners = [0, image.width - 1, (image.height - 1) * image.width, image.height * image.width - 1];
  const channel = (c: number) => corners.map((i) => image.data[i * 3 + c]!).sort((a, b) => a - b)[1]!;
  return [channel(0), channel(1), channel(2)];
}

/** The detector module's one export, as the API loads it (config.ts, PALME_HAND_DETECTOR_MODULE). */
export function createHandDetector(): HandDetector {
  return {
    detect: (image) => Promise.resolve(findDrawnHand(image)),
  };
}

function findDrawnHand(image: RgbImage): DetectedHand[] {
  const bg = backgroundOf(image);
  const isHand = (x: number, y: number) => {
    const i = (Math.round(y) * image.width + Math.round(x)) * 3;
    return (
      Math.abs(image.data[i]! - bg[0]) + Math.abs(image.data[i + 1]! - bg[1]) + Math.abs(image.data[i + 2]! - bg[2]) >
      30
    );
  };
  const { width, height } = image;
  const palmTop = height * DRAWN_LAYOUT.palmTop;
  const palmH = height * DRAWN_LAYOUT.palmHeight;
  const cx = width / 2;
  // The palm's width, on a row just below the finger roots (above the thumb).
  const row = palmTop + palmH * 0.12;
  if (!isHand(cx, row)) return [];
  let left = cx;
  let right = cx;
  while (left > 0 && isHand(left - 1, row)) left--;
  while (right < width - 1 && isHand(right + 1, row)) right++;
  const palmW = right - left;
  if (palmW < width * 0.15 || palmW > width * 0.95) return [];
  const fingerW = palmW * DRAWN_LAYOUT.fingerWidth;
  const knuckleY = palmTop + palmH * 0.08;
  const tipOf = (x: number) => {
    let y = palmTop;
    while (y > 0 && isHand(x, y - 1)) y--;
    return y + fingerW * 0.3;
  };
  const finger = (f: number): Point3[] => {
    const x = left + palmW * 0.04 + (f * palmW * DRAWN_LAYOUT.fingerGap) / 4 + fingerW / 2;
    const tip = tipOf(x);
    return [0, 1 / 3, 2 / 3, 1].map((t) => [x, knuckleY + (tip - knuckleY) * t, 0] as Point3);
  };
  const wrist: Point3 = [cx, palmTop + palmH, 0];
  const thumbBase: Point3 = [right - palmW * 0.1, palmTop + palmH * 0.75, 0];
  const thumb = [0, 1 / 3, 2 / 3, 1].map(
    (t) => [thumbBase[0] + palmW * 0.45 * t, thumbBase[1] - palmH * 0.4 * t, 0] as Point3,
  );
  // MediaPipe's order: wrist, thumb, index, middle, ring, little finger (drawn right to left).
  const landmarks = [wrist, ...thumb, ...finger(3), ...finger(2), ...finger(1), ...finger(0)];
  const hand: DetectedHand = { score: 0.99, landmarks };
  return [hand];
}
