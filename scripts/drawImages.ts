/**
 * Draws Palme's raster images from SVG with sharp: the app icons (192, 512, maskable, Apple touch)
 * and one link-preview card per archetype (1200x630), committed under web/public; and per archetype
 * the background of a personal preview card (its right side left for the shared palm, drawn by the
 * API: http/previewCard.ts), committed under functions/assets, so the API draws no text and needs no
 * fonts. Run `npx tsx scripts/drawImages.ts` after changing a design.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './stack.js';

const PUBLIC = join(ROOT, 'web', 'public');
const BG = '#100c24';
const GOLD = '#f0c96b';

const HAND =
  'M32 14c-2.2 0-3.8 1.6-3.8 3.8v11.4l-1.6-7.6c-.5-2.1-2.1-3.3-3.9-2.9-1.8.4-2.8 2.1-2.3 4.2l2.5 11.7-1.9-2.8c-1.2-1.7-3.2-2.2-4.7-1.1-1.4 1.1-1.6 3.1-.4 4.8l7 10C25.2 49.6 28.4 52 32.4 52h1.5c6.3 0 11.3-5 11.3-11.3V26.4c0-2.1-1.5-3.8-3.5-3.8s-3.4 1.7-3.4 3.8v4.5V17.8c0-2.3-1.7-3.8-3.8-3.8-.8 0-1.6.2-2.3.7z';

/** The app icon; `safe` shrinks the mark into the maskable safe zone (the inner 80%). */
function iconSvg(size: number, safe: boolean): string {
  const scale = safe ? 0.62 : 0.8;
  const mark = size * scale;
  const offset = (size - mark) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs>
      <radialGradient id="sky" cx="70%" cy="20%" r="90%"><stop offset="0" stop-color="#3a2a86"/><stop offset="1" stop-color="${BG}"/></radialGradient>
      <radialGradient id="orb" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffe9a8"/><stop offset="1" stop-color="#b98a2b"/></radialGradient>
    </defs>
    <rect width="${size}" height="${size}" ${safe ? '' : `rx="${size * 0.22}"`} fill="url(#sky)"/>
    <g transform="translate(${offset} ${offset}) scale(${mark / 64})">
      <circle cx="32" cy="32" r="29" fill="none" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="1.5"/>
      <path d="${HAND}" fill="url(#orb)"/>
      <path d="M27 36c3 2.2 7.5 2.4 11 .4M26.5 41c2.6 1.2 6 1.3 8.6.2" fill="none" stroke="${BG}" stroke-width="1.3" stroke-linecap="round" opacity="0.7"/>
    </g>
  </svg>`;
}

const ARCHETYPES: Record<string, { name: string; line: string; glyph: string; tint: string }> = {
  VISIONARY: {
    name: 'The Visionary',
    line: 'The Air hand: far-sighted, bright, beginning things.',
    glyph: 'M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
    tint: '#568cff',
  },
  LOVER: {
    name: 'The Lover',
    line: 'A heart-led hand: devoted, warm, deeply connected.',
    glyph:
      'M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.8 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.3 0 5.5 3.3 4.3 6.7C19.5 15.4 12 20 12 20Z',
    tint: '#f49ac1',
  },
  BUILDER: {
    name: 'The Builder',
    line: 'The Earth hand: steady, patient, made to last.',
    glyph: 'M3 9l9-5 9 5 M5 9v9 M9.7 9v9 M14.3 9v9 M19 9v9 M3 20h18',
    tint: '#f0c96b',
  },
  FREE_SPIRIT: {
    name: 'The Free Spirit',
    line: 'The Fire hand: bold, joyful, impossible to box in.',
    glyph:
      'M12 21c-3.9 0-6.5-2.7-6.5-6.3 0-3.4 2.3-5.2 3.5-7.7.3 1.8 1.3 3 2.5 3.4C11 7 12.4 4.4 15 3c-.6 2.9.8 4.6 2.1 6.3 1.1 1.4 1.9 3 1.9 5.1C19 18.2 16 21 12 21Z',
    tint: '#ff9a5a',
  },
  ORACLE: {
    name: 'The Oracle',
    line: 'The Water hand: intuitive, deep, quietly knowing.',
    glyph: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
    tint: '#b9a8ff',
  },
  DEFAULT: {
    name: 'Your palm, read',
    line: 'Your archetype, a key insight and what today holds.',
    glyph: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z',
    tint: '#f0c96b',
  },
};

/** A scatter of small stars from a fixed linear congruential sequence, the same on every run. */
function stars(count: number): string {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${Math.round(next() * 1200)}" cy="${Math.round(next() * 630)}" r="${(0.8 + next() * 1.4).toFixed(1)}" fill="#fff" opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`,
  ).join('');
}

function shareCardSvg(key: string): string {
  const a = ARCHETYPES[key]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs>
      <radialGradient id="glow" cx="80%" cy="10%" r="90%"><stop offset="0" stop-color="${a.tint}" stop-opacity="0.45"/><stop offset="1" stop-color="${BG}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1200" height="630" fill="${BG}"/>
    <rect width="1200" height="630" fill="url(#glow)"/>
    ${stars(48)}
    <circle cx="970" cy="315" r="170" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="2"/>
    <g transform="translate(862 207) scale(9)" fill="none" stroke="${a.tint}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${a.glyph}"/></g>
    <text x="90" y="150" font-family="DejaVu Serif, Georgia, serif" font-size="34" letter-spacing="6" fill="${GOLD}">PALME</text>
    <text x="90" y="300" font-family="DejaVu Serif, Georgia, serif" font-size="76" font-weight="bold" fill="#f3eefc">${a.name}</text>
    <text x="90" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#b9b0d4">${a.line}</text>
    <text x="90" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="${GOLD}">Get your own palm reading  →</text>
  </svg>`;
}

/** A personal card's background: the archetype's words on the left, its right third left for the palm. */
function personalCardSvg(key: string): string {
  const a = ARCHETYPES[key]!;
  const words = a.line.split(': ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs>
      <radialGradient id="glow" cx="85%" cy="50%" r="70%"><stop offset="0" stop-color="${a.tint}" stop-opacity="0.5"/><stop offset="1" stop-color="${BG}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1200" height="630" fill="${BG}"/>
    <rect width="1200" height="630" fill="url(#glow)"/>
    ${stars(40)}
    <g transform="translate(90 188) scale(2.6)" fill="none" stroke="${a.tint}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="${a.glyph}"/></g>
    <text x="90" y="140" font-family="DejaVu Serif, Georgia, serif" font-size="34" letter-spacing="6" fill="${GOLD}">PALME</text>
    <text x="90" y="330" font-family="DejaVu Serif, Georgia, serif" font-size="68" font-weight="bold" fill="#f3eefc">${a.name}</text>
    ${words.map((w, i) => `<text x="90" y="${392 + i * 38}" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#b9b0d4">${w}${i < words.length - 1 ? ':' : ''}</text>`).join('')}
    <text x="90" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="${GOLD}">Get your own palm reading  →</text>
  </svg>`;
}

async function png(svg: string, path: string): Promise<void> {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile(path);
  console.log('wrote', path.replace(`${ROOT}/`, ''));
}

mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
mkdirSync(join(PUBLIC, 'og'), { recursive: true });
await png(iconSvg(192, false), join(PUBLIC, 'icons', 'icon-192.png'));
await png(iconSvg(512, false), join(PUBLIC, 'icons', 'icon-512.png'));
await png(iconSvg(512, true), join(PUBLIC, 'icons', 'maskable-512.png'));
await png(iconSvg(180, true), join(PUBLIC, 'icons', 'apple-touch-icon.png'));
for (const key of Object.keys(ARCHETYPES)) await png(shareCardSvg(key), join(PUBLIC, 'og', `${key.toLowerCase()}.png`));
const CARDS = join(ROOT, 'functions', 'assets', 'cards');
mkdirSync(CARDS, { recursive: true });
for (const key of Object.keys(ARCHETYPES)) await png(personalCardSvg(key), join(CARDS, `${key.toLowerCase()}.png`));
