/**
 * Hand landmarks made to order, for the engine's pure tests: an open hand of given proportions (in
 * the landmark model's joint-centre terms, handGeometry.ts), placed in an image by scale, rotation,
 * tilt toward the camera and mirroring, as a phone photo would see it.
 */
import type { Point3 } from '../src/reading/hand/landmarks.js';
import type { RgbImage } from '../src/reading/types.js';

export interface HandSpec {
  palmRatio: number;
  fingerRatio: number;
  indexToRing: number;
  /** How far each finger is bent, 0 straight .. 1 curled into the palm. */
  curl: number;
}

export interface Placement {
  /** Palm length in pixels. */
  scale: number;
  /** In-plane rotation, degrees. */
  rotate: number;
  /** Tilt of the hand toward or away from the camera, degrees (around the palm's across axis). */
  tilt: number;
  mirror: boolean;
  /** The wrist's position in the image. */
  at: [number, number];
}

export const OPEN_HAND: HandSpec = { palmRatio: 0.72, fingerRatio: 1, indexToRing: 0.97, curl: 0 };
export const FRAMED: Placement = { scale: 360, rotate: 0, tilt: 0, mirror: false, at: [480, 900] };

/** The 21 landmarks in palm units: wrist at the origin, fingers toward -y, index side toward +x. */
export function handInPalmUnits(spec: HandSpec): Point3[] {
  const half = spec.palmRatio / 2;
  const knuckles: Array<[number, number]> = [
    [half, -0.95],
    [half / 3, -1],
    [-half / 3, -0.97],
    [-half, -0.9],
  ];
  const ring = spec.fingerRatio * 0.94;
  const lengths = [ring * spec.indexToRing, spec.fingerRatio, ring, spec.fingerRatio * 0.76];
  const points: Point3[] = [[0, 0, 0]];
  // Thumb: from its base near the wrist, out toward the index side at 45°.
  const thumbBase: [number, number] = [half * 0.7, -0.25];
  for (let j = 0; j < 4; j++) points.push([thumbBase[0] + 0.2 * j, thumbBase[1] - 0.18 * j, 0]);
  knuckles.forEach(([x, y], f) => {
    const segments = [0.45, 0.29, 0.26].map((s) => s * lengths[f]!);
    let [px, py, pz] = [x, y, 0];
    points.push([px, py, pz]);
    let angle = 0;
    for (const segment of segments) {
      angle += (spec.curl * Math.PI) / 2.2;
      py -= segment * Math.cos(angle);
      pz -= segment * Math.sin(angle);
      px += 0;
      points.push([px, py, pz]);
    }
  });
  return points;
}

export function placeHand(points: readonly Point3[], p: Placement): Point3[] {
  const r = (p.rotate * Math.PI) / 180;
  const t = (p.tilt * Math.PI) / 180;
  return points.map(([x0, y0, z0]) => {
    // Tilt around the x axis (the palm's across axis), then perspective-free projection.
    const y1 = y0 * Math.cos(t) - z0 * Math.sin(t);
    const z1 = y0 * Math.sin(t) + z0 * Math.cos(t);
    const x1 = p.mirror ? -x0 : x0;
    const x = x1 * Math.cos(r) - y1 * Math.sin(r);
    const y = x1 * Math.sin(r) + y1 * Math.cos(r);
    return [p.at[0] + x * p.scale, p.at[1] + y * p.scale, z1 * p.scale] as Point3;
  });
}

/**
 * A skin-toned photo with fine texture (a sharp photo), optionally flat, dark, blown out, or light
 * skin in warm light (red at its top, green and blue still textured).
 */
export function skinPhoto(
  width: number,
  height: number,
  look: 'sharp' | 'flat' | 'dark' | 'blown' | 'warm' = 'sharp',
  seed = 7,
): RgbImage {
  let state = seed;
  const rnd = () => (state = (state * 1_103_515_245 + 12_345) >>> 0) / 4_294_967_296;
  const data = new Uint8Array(width * height * 3);
  const bases = { dark: [22, 14, 10], blown: [255, 255, 255], warm: [275, 225, 200] };
  const base = look in bases ? bases[look as keyof typeof bases] : [205, 160, 135];
  for (let i = 0; i < width * height; i++) {
    const noise = look === 'sharp' || look === 'warm' ? (rnd() - 0.5) * 40 : look === 'dark' ? (rnd() - 0.5) * 6 : 0;
    for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.max(0, Math.min(255, Math.round(base[c]! + noise)));
  }
  return { width, height, data };
}
