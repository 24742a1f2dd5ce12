/**
 * A shared reading's personal link-preview card (1200×630 JPEG): its archetype's card (drawn with
 * its words by scripts/drawImages.ts, so nothing here needs a font) with the palm its owner chose to
 * share on the right, and the lines the engine traced drawn over it.
 */
import { readFile } from 'node:fs/promises';
import type { PalmLines } from '../../contract/reading.js';
import type { Archetype } from '../../contract/enums.js';
import { cropPhoto, loadSharp } from './palmPhoto.js';

export const CARD = { width: 1200, height: 630 } as const;
/** Where the palm goes on the card: the right side, beside the archetype's words. */
export const CARD_PALM_AREA = { left: 740, top: 50, width: 400, height: 530 } as const;

const CARDS_DIR = new URL('../../../assets/cards/', import.meta.url);
const backgrounds = new Map<string, Promise<Buffer>>();

function background(archetype: Archetype | null): Promise<Buffer> {
  const name = (archetype ?? 'default').toLowerCase();
  let file = backgrounds.get(name);
  if (!file) {
    file = readFile(new URL(`${name}.png`, CARDS_DIR));
    backgrounds.set(name, file);
    file.catch(() => backgrounds.delete(name));
  }
  return file;
}

const LINE_COLOURS = { heart: '#ff7aa8', head: '#7ec8ff', life: '#8ef0b0' } as const;

function linesSvg(lines: PalmLines | null, width: number, height: number, scale: number): string {
  const strokes = (['heart', 'head', 'life'] as const)
    .map((key) => {
      const flat = lines?.[key];
      if (!flat || flat.length < 4) return '';
      const points: string[] = [];
      for (let i = 0; i + 1 < flat.length; i += 2)
        points.push(`${(flat[i]! * scale).toFixed(1)},${(flat[i + 1]! * scale).toFixed(1)}`);
      return `<polyline points="${points.join(' ')}" fill="none" stroke="${LINE_COLOURS[key]}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.95"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${strokes}
    <rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="18" fill="none" stroke="#f0c96b" stroke-opacity="0.8" stroke-width="3"/>
  </svg>`;
}

/** Rounded corners for the photo (an SVG mask in the photo's size). */
const roundedMask = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="18" fill="#fff"/></svg>`,
  );

/**
 * Draws the card. `photo` is the stored JPEG, `box` the crop to the hand (null: the whole photo),
 * `lines` the traced lines in the pixels of the photo as shown (the crop's when cropped).
 */
export async function drawPreviewCard(input: {
  archetype: Archetype | null;
  photo: Buffer;
  box: readonly [number, number, number, number] | null;
  lines: PalmLines | null;
}): Promise<Buffer> {
  const sharp = await loadSharp();
  const shown = input.box ? await cropPhoto(input.photo, input.box) : input.photo;
  const meta = await sharp(shown).metadata();
  const sourceWidth = meta.width ?? 1;
  const sourceHeight = meta.height ?? 1;
  const scale = Math.min(CARD_PALM_AREA.width / sourceWidth, CARD_PALM_AREA.height / sourceHeight);
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const palm = await sharp(shown)
    .resize(width, height)
    .composite([
      { input: roundedMask(width, height), blend: 'dest-in' },
      { input: Buffer.from(linesSvg(input.lines, width, height, scale)) },
    ])
    .png()
    .toBuffer();
  const left = CARD_PALM_AREA.left + Math.round((CARD_PALM_AREA.width - width) / 2);
  const top = CARD_PALM_AREA.top + Math.round((CARD_PALM_AREA.height - height) / 2);
  return sharp(await background(input.archetype))
    .composite([{ input: palm, left, top }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
