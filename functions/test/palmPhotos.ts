/**
 * Drawn palm photos for tests and benchmarks: a hand of a given shape, skin tone and set of lines on
 * a background, rendered by sharp from SVG. Different parameters give measurably different palms.
 */
import sharp from 'sharp';
import { DRAWN_LAYOUT } from './drawnHandDetector.js';

export interface PalmDrawing {
  /** Palm width / palm height (square palms ~1, long palms ~0.7). */
  palmRatio: number;
  /** Middle finger length relative to the palm height. */
  fingerLength: number;
  /** Index finger length relative to the ring finger's. */
  indexToRing: number;
  /** Number of palm lines and creases. */
  lines: number;
  /** Line stroke width in px at 800 px image height. */
  lineWidth: number;
  /** Line darkness, 0..1. */
  lineDarkness: number;
  skin: string;
  background: string;
  /** Fine grain over the skin, 0..1. */
  grain: number;
  /** Horizontal (across the palm) versus vertical creases, 0..1 share of horizontal. */
  across: number;
  seed: number;
}

export const DEFAULT_DRAWING: PalmDrawing = {
  palmRatio: 0.85,
  fingerLength: 0.8,
  indexToRing: 1,
  lines: 4,
  lineWidth: 5,
  lineDarkness: 0.6,
  skin: '#e0ac8a',
  background: '#2b2f3a',
  grain: 0.1,
  across: 0.7,
  seed: 1,
};

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** Where palmSvg puts the palm, as shares of the image height (drawnHandDetector.ts reads drawings by it). */

export function palmSvg(drawing: Partial<PalmDrawing> = {}, width = 600, height = 800): string {
  const d = { ...DEFAULT_DRAWING, ...drawing };
  const rnd = random(d.seed);
  const palmH = height * DRAWN_LAYOUT.palmHeight;
  const palmW = palmH * d.palmRatio;
  const cx = width / 2;
  const palmTop = height * DRAWN_LAYOUT.palmTop;
  const fingerH = palmH * d.fingerLength;
  const fingerW = palmW * DRAWN_LAYOUT.fingerWidth;
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="${d.background}"/>`);
  parts.push(
    `<rect x="${cx - palmW / 2}" y="${palmTop}" width="${palmW}" height="${palmH}" rx="${palmW * 0.22}" fill="${d.skin}"/>`,
  );
  parts.push(
    `<rect x="${cx - palmW * 0.3}" y="${palmTop + palmH * 0.8}" width="${palmW * 0.6}" height="${height - palmTop - palmH * 0.8}" fill="${d.skin}"/>`,
  );
  // Little finger, ring, middle, index from left to right; the thumb on the right.
  const heights = [0.8, 0.95, 1, 0.95 * d.indexToRing];
  for (let f = 0; f < 4; f++) {
    const x = cx - palmW / 2 + palmW * 0.04 + (f * (palmW * DRAWN_LAYOUT.fingerGap)) / 4;
    const h = fingerH * heights[f]!;
    parts.push(
      `<rect x="${x}" y="${palmTop - h + fingerW}" width="${fingerW}" height="${h}" rx="${fingerW / 2}" fill="${d.skin}"/>`,
    );
  }
  parts.push(
    `<rect x="${cx + palmW / 2 - fingerW * 0.6}" y="${palmTop + palmH * 0.35}" width="${fingerW * 1.1}" height="${palmH * 0.55}" rx="${fingerW / 2}" transform="rotate(-35 ${cx + palmW / 2} ${palmTop + palmH * 0.6})" fill="${d.skin}"/>`,
  );
  const stroke = `rgba(60,25,20,${d.lineDarkness})`;
  const scale = height / 800;
  for (let l = 0; l < d.lines; l++) {
    const across = rnd() < d.across;
    const x0 = cx - palmW / 2 + palmW * (0.1 + rnd() * 0.2);
    const y0 = palmTop + palmH * (0.15 + rnd() * 0.7);
    const path = across
      ? `M ${x0} ${y0} Q ${cx} ${y0 - palmH * (rnd() * 0.2 - 0.1)} ${cx + palmW * (0.25 + rnd() * 0.2)} ${y0 + palmH * (rnd() * 0.2 - 0.1)}`
      : `M ${cx - palmW * (rnd() * 0.3 - 0.15)} ${palmTop + palmH * 0.95} Q ${cx + palmW * (rnd() * 0.2 - 0.1)} ${palmTop + palmH * 0.5} ${cx - palmW * (rnd() * 0.3 - 0.15)} ${palmTop + palmH * (0.1 + rnd() * 0.2)}`;
    parts.push(
      `<path d="${path}" fill="none" stroke="${stroke}" stroke-width="${d.lineWidth * scale * (0.6 + rnd() * 0.8)}" stroke-linecap="round"/>`,
    );
  }
  if (d.grain > 0) {
    parts.push(
      `<filter id="g"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${d.seed}"/><feColorMatrix values="0 0 0 0 0.3 0 0 0 0 0.15 0 0 0 0 0.1 0 0 0 ${d.grain} 0"/></filter>`,
      `<rect x="${cx - palmW / 2}" y="${palmTop}" width="${palmW}" height="${palmH}" filter="url(#g)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** A drawn palm as a JPEG. */
export async function palmJpeg(drawing: Partial<PalmDrawing> = {}, width = 600, height = 800): Promise<Buffer> {
  return sharp(Buffer.from(palmSvg(drawing, width, height)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A set of palms that differ in shape, lines, tone and grain. */
export function variedDrawings(count: number): PalmDrawing[] {
  const skins = ['#f1c9a5', '#e0ac8a', '#c68863', '#a8704c', '#8d5524', '#f3d1c0', '#d99c8b'];
  const backgrounds = ['#2b2f3a', '#1d1d1d', '#3d4a5c', '#5b4636', '#203040', '#e8e4dc'];
  const rnd = random(42);
  return Array.from({ length: count }, (_, i) => ({
    // Ranges that put drawn hands on both sides of every archetype threshold (handGeometry.ts).
    palmRatio: 0.59 + rnd() * 0.5,
    fingerLength: 0.83 + rnd() * 0.5,
    indexToRing: 0.9 + rnd() * 0.2,
    lines: Math.floor(1 + rnd() * 12),
    lineWidth: 2 + rnd() * 8,
    lineDarkness: 0.25 + rnd() * 0.7,
    skin: skins[i % skins.length]!,
    background: backgrounds[Math.floor(rnd() * backgrounds.length)]!,
    grain: rnd() * 0.5,
    across: rnd(),
    seed: i + 1,
  }));
}
