/**
 * The engine report: the real palm engine over every photo of a folder, as the API runs it, written
 * as a self-contained HTML contact sheet (each photo with its landmarks, palm outline, traced lines,
 * verdict, archetype and measures) and a summary (summary.md, summary.json) by which every engine
 * change is judged. See docs/engine.md.
 *
 *   npm run engine-report -- <folder> [--out dir] [--every N] [--no-variants] [--limit N]
 *
 * Reads `manifest.csv` (file,source,kind,hand) and `lines.csv` (file,line,xmin,ymin,xmax,ymax,...)
 * of the folder when present; otherwise every image below it is one photo of kind "photo".
 * The summary's words section compares the readings' words (functions/test/readingWords.ts): between
 * different hands of one archetype, photos of one named hand and a photo and its variants.
 * Each photo is also read as four variants (re-encoded at JPEG quality 92, mirrored, turned 90°,
 * halved) to measure how stable the verdict and the archetype are. measures.json keeps every read
 * photo's measures (and its variants'), so the words can be weighed again without reading the photos.
 * The report holds small copies of the photos and measures of real hands: keep it out of the
 * repository (default folder: engine-report/, ignored).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import sharp, { type Sharp } from 'sharp';
import {
  analysePhoto,
  createMediapipeHandDetector,
  UnreadablePalmError,
  type HandDetector,
  type PhotoAnalysis,
} from '../functions/test/testkit.js';
import {
  archetypeOfShape,
  generatePalmReading,
  handProfile,
  LINE_NAMES,
  MIN_LENGTH,
  palmPolygon,
  traceLinesInDetail,
  traitsOf,
  type HandMeasures,
  type LineName,
} from '../functions/src/reading/index.js';
import type { PalmReadingContent } from '../functions/src/contract/readingContent.js';
import {
  featuresNamedOften,
  headlineFields,
  imagesSaidTwice,
  readingContradictions,
  sharedSentences,
  wordsFigures,
} from '../functions/test/testkit.js';
import { profileWithPhoto } from '../functions/src/domain/handProfile.js';
import { prepareHandModels } from '../functions/scripts/copyHandModels.js';
import type { HandProfileRecord } from '../functions/src/domain/entities.js';

interface Args {
  folder: string;
  out: string;
  every: number;
  limit: number;
  variants: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { folder: '', out: 'engine-report', every: 1, limit: Infinity, variants: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out') args.out = argv[++i]!;
    else if (a === '--every') args.every = Number(argv[++i]);
    else if (a === '--limit') args.limit = Number(argv[++i]);
    else if (a === '--no-variants') args.variants = false;
    else if (!args.folder) args.folder = a;
    else throw new Error(`Unknown argument ${a}`);
  }
  if (!args.folder || !existsSync(args.folder)) {
    throw new Error('Usage: npm run engine-report -- <folder> [--out dir] [--every N] [--no-variants] [--limit N]');
  }
  if (!(args.every >= 1)) throw new Error('--every takes a whole number of 1 or more');
  return args;
}

interface PhotoEntry {
  file: string;
  kind: string;
  hand: string;
  boxes: Partial<Record<LineName, [number, number, number, number]>>;
}

/** A CSV file with a header row, as records (quoted fields and commas inside them read as CSV says). */
function readCsv(file: string): Record<string, string>[] {
  return parseCsv(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as Record<
    string,
    string
  >[];
}

const IMAGE = /\.(jpe?g|png|webp|heic|heif|avif)$/i;

function listPhotos(folder: string): PhotoEntry[] {
  const manifest = path.join(folder, 'manifest.csv');
  const entries: PhotoEntry[] = existsSync(manifest)
    ? readCsv(manifest).map((r) => ({ file: r.file!, kind: r.kind || 'photo', hand: r.hand || r.file!, boxes: {} }))
    : walk(folder).map((file) => ({ file, kind: 'photo', hand: file, boxes: {} }));
  const linesCsv = path.join(folder, 'lines.csv');
  if (existsSync(linesCsv)) {
    const byFile = new Map(entries.map((e) => [e.file, e]));
    for (const r of readCsv(linesCsv)) {
      const entry = byFile.get(r.file!);
      if (entry && LINE_NAMES.includes(r.line as LineName)) {
        entry.boxes[r.line as LineName] = [Number(r.xmin), Number(r.ymin), Number(r.xmax), Number(r.ymax)];
      }
    }
  }
  return entries;
}

function walk(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix))
    .sort()
    .flatMap((name) => {
      const rel = path.join(prefix, name);
      if (statSync(path.join(folder, rel)).isDirectory()) return walk(folder, rel);
      return IMAGE.test(name) ? [rel] : [];
    });
}

const VARIANTS = {
  reencoded: (s: Sharp) => s.jpeg({ quality: 92 }),
  mirrored: (s: Sharp) => s.flop().jpeg({ quality: 95 }),
  turned: (s: Sharp) => s.rotate(90).jpeg({ quality: 95 }),
  halved: async (s: Sharp) => {
    const { width = 0 } = await s.metadata();
    return s.resize({ width: Math.round(width / 2) }).jpeg({ quality: 95 });
  },
} as const;
type VariantName = keyof typeof VARIANTS;

interface Result {
  entry: PhotoEntry;
  ms: number;
  verdict: string;
  archetype: string | null;
  analysis: PhotoAnalysis | null;
  error?: string;
  variants: Partial<Record<VariantName, { verdict: string; archetype: string | null }>>;
  /** The measures of each variant that was read: more photos of the same hand, for the words section. */
  variantMeasures: HandMeasures[];
  lines: Partial<Record<LineName, { annotated: boolean; traced: boolean; inBox: number | null }>>;
  /** The annotated line boxes in the analysis image's pixels. */
  boxes: Partial<Record<LineName, [number, number, number, number]>>;
}

const verdictOf = (a: PhotoAnalysis) => (a.outcome.read ? 'read' : a.outcome.error.reason);

/** The photo's analysis, or the refusal its header already gave (a photo too small to read). */
async function analyseOrRefuse(detector: HandDetector, bytes: Buffer): Promise<PhotoAnalysis | UnreadablePalmError> {
  try {
    return await analysePhoto(detector, bytes);
  } catch (err) {
    if (err instanceof UnreadablePalmError) return err;
    throw err;
  }
}
const archetypeOf = (a: PhotoAnalysis) => (a.outcome.read ? archetypeOfShape(a.outcome.measures.shape) : null);

/** The measures of a photo the engine read. */
const measuresOf = (r: Result): HandMeasures => (r.analysis!.outcome as { measures: HandMeasures }).measures;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.min(sorted.length - 1, lo + 1)]! - sorted[lo]!) * (at - lo);
}

const share = (n: number, of: number) => (of === 0 ? null : Math.round((1000 * n) / of) / 10);

async function thumbnail(a: PhotoAnalysis): Promise<string> {
  const jpeg = await sharp(a.photo.jpeg)
    .resize({ width: 360, height: 360, fit: 'inside' })
    .jpeg({ quality: 70 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const BONES = [
  [0, 1, 2, 3, 4],
  [0, 5, 6, 7, 8],
  [9, 10, 11, 12],
  [13, 14, 15, 16],
  [0, 17, 18, 19, 20],
  [5, 9, 13, 17],
];
const LINE_COLOURS: Record<LineName, string> = { heart: '#ff4d6d', head: '#4dabff', life: '#4dff88' };

/**
 * The crease map the tracer searched, in the palm's own frame (fingers up, index side right): grey
 * where the palm was searched (brighter for a stronger crease), dark blue outside, and each line's
 * stretch in its colour (faded when it was too short or faint to be traced). With each line's
 * confidence, for the caption.
 */
async function creaseMapOf(a: PhotoAnalysis): Promise<{ url: string; said: Record<LineName, string> }> {
  if (!a.outcome.read) throw new Error('only read photos have a crease map');
  const detail = traceLinesInDetail(a.image, a.outcome.hand.landmarks);
  const { grid, mask, crease } = detail;
  const pixels = Buffer.alloc(grid.width * grid.height * 3);
  for (let i = 0; i < grid.width * grid.height; i++) {
    const grey = Math.round(255 * Math.min(1, crease.strength[i]! / 4));
    const [r, g, b] = mask[i] ? [grey, grey, grey] : [10, 20, 60];
    pixels.set([r, g, b], i * 3);
  }
  const said = {} as Record<LineName, string>;
  for (const name of LINE_NAMES) {
    const path = detail.paths[name];
    said[name] = !path
      ? 'no crease in its band'
      : `confidence ${path.confidence.toFixed(2)}${path.length < MIN_LENGTH ? `, too short (${path.length.toFixed(2)})` : ''}`;
    if (!path) continue;
    const colour = LINE_COLOURS[name].match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
    const traced = detail.lines[name] !== null;
    for (const [col, row] of path.cells) {
      const i = (row * grid.width + col) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = traced ? colour[c]! : Math.round((colour[c]! + pixels[i + c]!) / 2);
    }
  }
  const png = await sharp(pixels, { raw: { width: grid.width, height: grid.height, channels: 3 } })
    .resize({ width: 180, kernel: 'nearest' })
    .png()
    .toBuffer();
  return { url: `data:image/png;base64,${png.toString('base64')}`, said };
}

async function card(r: Result): Promise<string> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (!r.analysis)
    return `<figure class="card bad"><figcaption>${esc(r.entry.file)}<br>${esc(r.error ?? '')}</figcaption></figure>`;
  const a = r.analysis;
  const { width, height } = a.image;
  const pts = (p: ReadonlyArray<readonly [number, number] | readonly [number, number, number]>) =>
    p.map((q) => `${q[0].toFixed(1)},${q[1].toFixed(1)}`).join(' ');
  const overlays: string[] = [];
  for (const [name, box] of Object.entries(r.boxes)) {
    overlays.push(
      `<rect x="${box[0]}" y="${box[1]}" width="${box[2] - box[0]}" height="${box[3] - box[1]}" fill="none" stroke="${LINE_COLOURS[name as LineName]}" stroke-dasharray="4 3" stroke-width="1.5"/>`,
    );
  }
  a.hands.forEach((h, i) => {
    const colour = i === 0 && a.outcome.read ? '#ffd43b' : '#adb5bd';
    for (const bone of BONES) {
      overlays.push(
        `<polyline points="${pts(bone.map((j) => h.landmarks[j]!))}" fill="none" stroke="${colour}" stroke-width="2"/>`,
      );
    }
    for (const p of h.landmarks) overlays.push(`<circle cx="${p[0]}" cy="${p[1]}" r="3" fill="${colour}"/>`);
  });
  if (a.outcome.read) {
    overlays.push(
      `<polygon points="${pts(palmPolygon(a.outcome.hand.landmarks))}" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    );
    for (const name of LINE_NAMES) {
      const line = a.outcome.lines[name];
      if (line)
        overlays.push(
          `<polyline points="${pts(line.points)}" fill="none" stroke="${LINE_COLOURS[name]}" stroke-width="3"/>`,
        );
    }
  }
  const measures = a.outcome.read
    ? Object.entries(a.outcome.measures.shape)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · ')
    : '';
  const hands = a.hands.map((h) => `p ${h.score.toFixed(2)} hd ${(h.handedness ?? NaN).toFixed(2)}`).join('; ');
  const variants = Object.entries(r.variants)
    .map(([k, v]) => `${k}: ${v.verdict}${v.archetype ? ` ${v.archetype}` : ''}`)
    .join(' · ');
  const creases = a.outcome.read ? await creaseMapOf(a) : null;
  const lines = Object.entries(r.lines)
    .map(([k, v]) => {
      const said = creases ? ` (${creases.said[k as LineName]})` : '';
      return `${k} ${v.traced ? `traced${said}${v.inBox === null ? '' : ` ${Math.round(v.inBox * 100)}% in box`}` : `not traced${said}`}`;
    })
    .join(' · ');
  const creaseImage = creases
    ? `<img class="crease" src="${creases.url}" alt="crease map of the palm" width="180">`
    : '';
  return `<figure class="card ${a.outcome.read ? 'read' : 'refused'}">
<svg viewBox="0 0 ${width} ${height}" width="360"><image href="${await thumbnail(a)}" width="${width}" height="${height}"/>${overlays.join('')}</svg>${creaseImage}
<figcaption><b>${esc(r.entry.file)}</b> (${esc(r.entry.kind)}) ${r.ms} ms<br><b>${esc(r.verdict)}</b> ${r.archetype ?? ''}${a.outcome.read ? '' : ` — ${esc(a.outcome.error.message)}`}<br><small>${esc(measures)}</small><br><small>hands: ${esc(hands)}</small><br><small>${esc(lines)}</small><br><small>${esc(variants)}</small></figcaption></figure>`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await prepareHandModels();
  const entries = listPhotos(args.folder)
    // Photos of one named hand (the one-hand series) always: they measure how a hand keeps its words.
    .filter((entry, i) => i % args.every === 0 || entry.hand.startsWith('series-'))
    .slice(0, args.limit);
  const detector = createMediapipeHandDetector();
  const results: Result[] = [];
  for (const [n, entry] of entries.entries()) {
    const bytes = readFileSync(path.join(args.folder, entry.file));
    const started = performance.now();
    let analysis: PhotoAnalysis | null = null;
    let error: string | undefined;
    let refusedFromHeader: string | undefined;
    try {
      const analysed = await analyseOrRefuse(detector, bytes);
      if (analysed instanceof UnreadablePalmError) refusedFromHeader = analysed.reason;
      else analysis = analysed;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const ms = Math.round(performance.now() - started);
    const result: Result = {
      entry,
      ms,
      verdict: analysis ? verdictOf(analysis) : (refusedFromHeader ?? 'not a photo'),
      archetype: analysis ? archetypeOf(analysis) : null,
      analysis,
      error,
      variants: {},
      variantMeasures: [],
      lines: {},
      boxes: {},
    };
    if (analysis && args.variants) {
      for (const [name, make] of Object.entries(VARIANTS) as [VariantName, (s: Sharp) => Sharp | Promise<Sharp>][]) {
        const variant = await (await make(sharp(bytes).rotate())).toBuffer();
        const v = await analyseOrRefuse(detector, variant);
        if (v instanceof UnreadablePalmError) {
          result.variants[name] = { verdict: v.reason, archetype: null };
          continue;
        }
        result.variants[name] = { verdict: verdictOf(v), archetype: archetypeOf(v) };
        if (v.outcome.read) result.variantMeasures.push(v.outcome.measures);
      }
    }
    if (analysis) {
      // Boxes are in the file's pixels, as oriented; the analysis image keeps its aspect.
      const meta = await sharp(bytes).metadata();
      const k = analysis.image.width / (meta.autoOrient?.width ?? meta.width ?? analysis.image.width);
      for (const [name, box] of Object.entries(entry.boxes)) {
        result.boxes[name as LineName] = box.map((v) => v * k) as [number, number, number, number];
      }
    }
    if (analysis?.outcome.read) {
      for (const name of LINE_NAMES) {
        const box = result.boxes[name];
        const line = analysis.outcome.lines[name];
        const inBox =
          box && line
            ? line.points.filter(([x, y]) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]).length /
              line.points.length
            : null;
        result.lines[name] = { annotated: Boolean(box), traced: Boolean(line), inBox };
      }
    }
    results.push(result);
    process.stdout.write(
      `\r${n + 1}/${entries.length} ${entry.file.slice(-40).padEnd(40)} ${result.verdict.padEnd(14)}`,
    );
  }
  process.stdout.write('\n');

  const summary = summarise(results);
  mkdirSync(args.out, { recursive: true });
  writeFileSync(path.join(args.out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(path.join(args.out, 'summary.md'), markdown(summary, args));
  // Every read photo's measures and its variants': the words can be weighed again without reading a photo.
  writeFileSync(
    path.join(args.out, 'measures.json'),
    JSON.stringify(
      results
        .filter((r) => r.analysis?.outcome.read)
        .map((r) => ({
          file: r.entry.file,
          hand: r.entry.hand,
          kind: r.entry.kind,
          measures: measuresOf(r),
          variants: r.variantMeasures,
        })),
    ),
  );
  const cards: string[] = [];
  for (const r of results) cards.push(await card(r));
  writeFileSync(
    path.join(args.out, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Palme engine report</title>
<style>body{font:13px system-ui;background:#111;color:#ddd;margin:16px}pre{white-space:pre-wrap}
.grid{display:flex;flex-wrap:wrap;gap:10px}.card{width:360px;margin:0;background:#1c1c1c;padding:4px}
.card.refused{outline:2px solid #c92a2a}.card.read{outline:2px solid #2b8a3e}svg{display:block;background:#000}.crease{display:block;margin:4px auto;image-rendering:pixelated}</style>
<h1>Palme engine report</h1><pre>${markdown(summary, args).replace(/</g, '&lt;')}</pre><div class="grid">${cards.join('\n')}</div>`,
  );
  console.log(markdown(summary, args));
  console.log(`Contact sheet: ${path.join(args.out, 'index.html')}`);
}

function summarise(results: Result[]) {
  const kinds = [...new Set(results.map((r) => r.entry.kind))];
  const readRate = Object.fromEntries(
    kinds.map((kind) => {
      const of = results.filter((r) => r.entry.kind === kind);
      const read = of.filter((r) => r.verdict === 'read').length;
      return [kind, { photos: of.length, read, percent: share(read, of.length) }];
    }),
  );
  const count = (values: string[]) =>
    Object.fromEntries(
      [...new Set(values)].map((v) => [v, values.filter((x) => x === v).length] as const).sort((a, b) => b[1] - a[1]),
    );
  const read = results.filter((r) => r.analysis?.outcome.read);
  const measured = read.map((r) => ({ r, m: measuresOf(r) }));
  const shapes = measured.map(({ m }) => shapeOf(m));
  const measureNames = shapes[0] ? Object.keys(shapes[0]) : [];
  const percentiles = Object.fromEntries(
    measureNames.map((m) => {
      const values = shapes.map((s) => s[m]!);
      return [
        m,
        Object.fromEntries(
          [5, 10, 25, 50, 75, 90, 95].map((p) => [`p${p}`, Math.round(percentile(values, p / 100) * 1000) / 1000]),
        ),
      ];
    }),
  );
  const byHand = new Map<string, string[]>();
  for (const r of read) byHand.set(r.entry.hand, [...(byHand.get(r.entry.hand) ?? []), r.archetype!]);
  const sameHand = Object.fromEntries(
    [...byHand]
      .filter(([, a]) => a.length > 1)
      .map(([hand, archetypes]) => {
        const top = Object.entries(count(archetypes))[0]!;
        return [hand, { photos: archetypes.length, archetype: top[0], agree: top[1], archetypes: count(archetypes) }];
      }),
  );
  const variantNames = Object.keys(VARIANTS) as VariantName[];
  const withVariants = results.filter((r) => Object.keys(r.variants).length > 0);
  const stability = Object.fromEntries(
    variantNames.map((v) => {
      const rs = withVariants.filter((r) => r.variants[v]);
      const sameVerdict = rs.filter((r) => (r.variants[v]!.verdict === 'read') === (r.verdict === 'read')).length;
      const bothRead = rs.filter((r) => r.verdict === 'read' && r.variants[v]!.verdict === 'read');
      const sameArchetype = bothRead.filter((r) => r.variants[v]!.archetype === r.archetype).length;
      return [
        v,
        {
          photos: rs.length,
          sameVerdict: share(sameVerdict, rs.length),
          sameArchetype: share(sameArchetype, bothRead.length),
        },
      ];
    }),
  );
  const allVariants = withVariants.flatMap((r) =>
    variantNames.filter((v) => r.variants[v]).map((v) => ({ r, v: r.variants[v]! })),
  );
  const bothRead = allVariants.filter(({ r, v }) => r.verdict === 'read' && v.verdict === 'read');
  const lines = Object.fromEntries(
    LINE_NAMES.map((name) => {
      const annotated = read.filter((r) => r.lines[name]?.annotated);
      const traced = annotated.filter((r) => r.lines[name]!.traced);
      const inBox = traced.filter((r) => (r.lines[name]!.inBox ?? 0) >= 0.7);
      return [
        name,
        {
          annotated: annotated.length,
          traced: traced.length,
          tracedPercent: share(traced.length, annotated.length),
          inBoxPercent: share(inBox.length, traced.length),
        },
      ];
    }),
  );
  const times = results.map((r) => r.ms);
  return {
    words: wordsSummary(measured),
    profile: profileSummary(measured),
    photos: results.length,
    readRate,
    refusals: count(results.filter((r) => r.verdict !== 'read').map((r) => r.verdict)),
    archetypes: Object.fromEntries(
      Object.entries(count(read.map((r) => r.archetype!))).map(([k, n]) => [
        k,
        { photos: n, percent: share(n, read.length) },
      ]),
    ),
    percentiles,
    steadiness: steadiness(measured, measureNames),
    lineTraits: lineTraitsKept(measured),
    sameHand,
    variants: {
      overall: {
        sameVerdict: share(
          allVariants.filter(({ r, v }) => (v.verdict === 'read') === (r.verdict === 'read')).length,
          allVariants.length,
        ),
        sameArchetype: share(bothRead.filter(({ r, v }) => v.archetype === r.archetype).length, bothRead.length),
      },
      ...stability,
    },
    lines,
    msPerPhoto: { median: Math.round(percentile(times, 0.5)), p90: Math.round(percentile(times, 0.9)) },
  };
}

/** A read photo and its measures. */
type Measured = { r: Result; m: HandMeasures };
const shapeOf = (m: HandMeasures) => m.shape as unknown as Record<string, number>;

/**
 * How steady each shape measure is, as the spread between hands over the spread between photos of
 * one named hand (pose, tilt and finger bend change between them) and over the spread between a
 * photo and its variants (the detector's own jitter). A band edge at a measure's median moves a photo
 * of one hand across it in about 0.45 / steadiness of pairs (docs/engine.md, Words).
 */
function steadiness(measured: Measured[], names: string[]) {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const rms = (xs: number[]) => Math.sqrt(mean(xs.map((x) => x * x)));
  // Sample standard deviation: deviations from the mean, corrected for the one degree of freedom it takes.
  const deviations = (xs: number[]) => {
    const centre = mean(xs);
    return xs.map((x) => (x - centre) * Math.sqrt(xs.length / (xs.length - 1)));
  };
  const photosOf = new Map<string, HandMeasures[]>();
  for (const { r, m } of measured) photosOf.set(r.entry.hand, [...(photosOf.get(r.entry.hand) ?? []), m]);
  const named = [...photosOf.values()].filter((ms) => ms.length > 1);
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10) / 10 : null);
  return Object.fromEntries(
    names.map((name) => {
      const between = rms(deviations([...photosOf.values()].map((ms) => shapeOf(ms[0]!)[name]!)));
      // Deviations from each named hand's own mean, pooled over its photos.
      const oneHand = rms(named.flatMap((ms) => deviations(ms.map((m) => shapeOf(m)[name]!))));
      const copies = rms(
        measured.flatMap(({ m, r }) =>
          r.variantMeasures.map((v) => (shapeOf(v)[name]! - shapeOf(m)[name]!) / Math.SQRT2),
        ),
      );
      return [name, { overOneHand: named.length ? ratio(between, oneHand) : null, overCopies: ratio(between, copies) }];
    }),
  );
}

/**
 * The line traits the words read (traits.ts: the life line's sweep, how high the heart line ends),
 * over each read photo and its variants where both trace the line: the share read alike, and the share
 * read the opposite way (wide for close, high for low); a trait unsaid on one of them (between) is
 * neither. The issue's bar: 90% alike.
 */
function lineTraitsKept(measured: Measured[]) {
  const traits = { lifeSweep: ['wide', 'close'], heartEnd: ['high', 'low'] } as const;
  return Object.fromEntries(
    Object.entries(traits).map(([name, ends]) => {
      const pairs = measured.flatMap(({ m, r }) =>
        r.variantMeasures.flatMap((v) => {
          const line = name === 'lifeSweep' ? 'life' : 'heart';
          if (!m.lines[line]?.course || !v.lines[line]?.course) return [];
          const of = (x: HandMeasures) => traitsOf(x)[name as keyof typeof traits] as string | null;
          return [[of(m), of(v)] as const];
        }),
      );
      const alike = pairs.filter(([a, b]) => a === b).length;
      const opposite = pairs.filter(
        ([a, b]) => a !== null && b !== null && a !== b && ends.includes(a as never),
      ).length;
      return [
        name,
        {
          pairs: pairs.length,
          keptPercent: share(alike, pairs.length),
          oppositePercent: share(opposite, pairs.length),
        },
      ];
    }),
  );
}

/**
 * The words section: every read photo's reading (one date), compared between different hands of one
 * archetype, between photos of one named hand, and between each photo and its variants; and every
 * contradiction between a reading and its measures.
 */
function wordsSummary(measured: Measured[]) {
  const DAY = '2026-01-15';
  const readingOf = (m: HandMeasures) => generatePalmReading(m, 'FIRST_PALM_READING', DAY);
  const hands = measured.map(({ r, m }) => ({ hand: r.entry.hand, reading: readingOf(m), m }));
  const different = wordsFigures(hands);
  const photosOf = new Map<string, number>();
  for (const h of hands) photosOf.set(h.hand, (photosOf.get(h.hand) ?? 0) + 1);
  const named = wordsFigures(hands.filter((h) => photosOf.get(h.hand)! > 1));
  const variants = wordsFigures(
    measured.flatMap(({ r, m }) =>
      [m, ...r.variantMeasures].map((v) => ({ hand: r.entry.file, reading: readingOf(v) })),
    ),
  );
  const pct = (v: number) => Math.round(v * 1000) / 10;
  // One reading per hand: photos of one hand share their words by design.
  const shared = sharedSentences(
    hands.filter((h, i) => hands.findIndex((other) => other.hand === h.hand) === i).map((h) => h.reading),
  );
  // No pairs (no variants asked for, no hand photographed twice): no figure, rather than a 0 % that reads as a result.
  const kept = (f: { sameHandPairs: number; sameHandKept: number }) =>
    f.sameHandPairs > 0 ? pct(f.sameHandKept) : null;
  return {
    'different hands of one archetype': {
      pairs: different.pairs,
      identicalHeadlineFieldsPercent: pct(different.identicalFields),
      sharedHeadlineSentencesPercent: pct(different.sharedHeadlineSentences),
      sharedSentencesPercent: pct(different.sharedSentences),
    },
    'photos of one named hand': { pairs: named.sameHandPairs, headlineFieldsKeptPercent: kept(named) },
    'a photo and its variants': { pairs: variants.sameHandPairs, headlineFieldsKeptPercent: kept(variants) },
    contradictions: { readings: hands.filter((h) => readingContradictions(h.m, h.reading).length > 0).length },
    'readings using one image in two texts': hands.filter((h) => imagesSaidTwice(h.reading).length > 0).length,
    // Stock: sentences (five words or more) that the readings of many hands carry.
    'sentences shared by many hands': {
      over5Percent: shared.filter(([, share]) => share > 0.05).length,
      over10Percent: shared.filter(([, share]) => share > 0.1).length,
      most: shared.slice(0, 3).map(([sentence, share]) => `${pct(share)}%: ${sentence}`),
    },
    'readings naming a feature in more than two sentences': hands.filter(
      (h) => featuresNamedOften(h.reading).length > 0,
    ).length,
    // Every line traced in the photo has its sentence in the reading.
    'traced lines spoken of': spokenOf(hands),
  };
}

/** Of the lines traced in the photos, how many their readings speak of (each in its own place). */
function spokenOf(hands: Array<{ m: HandMeasures; reading: PalmReadingContent }>) {
  const said = {
    heart: (r: PalmReadingContent) => r.love.line ?? '',
    head: (r: PalmReadingContent) => r.career.line ?? '',
    life: (r: PalmReadingContent) => r.lifeJourney.line ?? '',
  };
  let traced = 0;
  let spoken = 0;
  for (const { m, reading } of hands)
    for (const name of ['heart', 'head', 'life'] as const) {
      if (!m.lines[name]) continue;
      traced++;
      if (new RegExp(`\\b${name} line\\b`, 'i').test(said[name](reading))) spoken++;
    }
  return { traced, spoken };
}

/** Orders each hand's photos are uploaded in for the profile section: the folder's, and this many shuffles. */
const PROFILE_SHUFFLES = 20;

/** A seeded shuffle (the same orders on every run). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed * 2654435761;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822519) + 0x6d2b79f5) >>> 0;
    return state / 4_294_967_296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The profile section (one person, one hand: docs/decisions/0018-one-person-one-hand.md): each hand
 * photographed more than once (the manifest's `hand`), its photos uploaded in turn by one account as
 * the API does (domain/handProfile.ts with the engine's pooling; each read as the owner's own palm),
 * in the folder's order and in PROFILE_SHUFFLES other orders. For each later reading: does it keep
 * the archetype and the headline fields of the reading before it (the fields both readings have:
 * personality is a first reading's only)? Beside it, the same for each photo read alone.
 */
function profileSummary(measured: Measured[]) {
  const DAY = '2026-01-15';
  const photosOf = new Map<string, HandMeasures[]>();
  for (const { r, m } of measured) photosOf.set(r.entry.hand, [...(photosOf.get(r.entry.hand) ?? []), m]);
  const hands = [...photosOf].filter(([, ms]) => ms.length > 1);
  const tally = () => ({ pairs: 0, archetype: 0, fields: 0, fieldPairs: 0 });
  const profile = tally();
  const alone = tally();
  const count = (t: ReturnType<typeof tally>, before: PalmReadingContent, now: PalmReadingContent) => {
    t.pairs++;
    if (before.archetype === now.archetype) t.archetype++;
    const [a, b] = [headlineFields(before), headlineFields(now)];
    a.forEach((field, i) => {
      if (!field || !b[i]) return;
      t.fieldPairs++;
      if (field === b[i]) t.fields++;
    });
  };
  const inFolderOrder: Record<string, string> = {};
  for (const [hand, photos] of hands) {
    for (let order = 0; order <= PROFILE_SHUFFLES; order++) {
      const sequence = order === 0 ? photos : shuffled(photos, order);
      let record: HandProfileRecord | null = null;
      let before: { profile: PalmReadingContent; alone: PalmReadingContent } | null = null;
      const archetypes: string[] = [];
      for (const [i, m] of sequence.entries()) {
        const type = i === 0 ? 'FIRST_PALM_READING' : 'FULL_ANALYSIS';
        const previous: HandProfileRecord | null = record;
        record = profileWithPhoto({ handProfile }, previous, {
          readingId: `photo-${i}`,
          takenAt: new Date(0),
          shape: m.shape,
        });
        const now = {
          profile: generatePalmReading(m, type, DAY, {
            palmOf: 'self',
            keys: record.keys,
            photos: record.pooled,
            archetypeBefore: previous?.archetype ?? null,
          }),
          alone: generatePalmReading(m, type, DAY),
        };
        archetypes.push(now.profile.archetype);
        if (before) {
          count(profile, before.profile, now.profile);
          count(alone, before.alone, now.alone);
        }
        before = now;
      }
      if (order === 0) inFolderOrder[hand] = archetypes.join(' → ');
    }
  }
  const pct = (n: number, of: number) => (of === 0 ? null : Math.round((1000 * n) / of) / 10);
  const figures = (t: ReturnType<typeof tally>) => ({
    archetypeKeptPercent: pct(t.archetype, t.pairs),
    headlineFieldsKeptPercent: pct(t.fields, t.fieldPairs),
  });
  return {
    hands: hands.length,
    orders: PROFILE_SHUFFLES + 1,
    laterReadings: profile.pairs,
    'from the profile': figures(profile),
    'each photo alone': figures(alone),
    ...Object.fromEntries(Object.entries(inFolderOrder).map(([hand, seq]) => [`${hand} (folder order)`, seq])),
  };
}

function markdown(s: ReturnType<typeof summarise>, args: Args): string {
  const rows = (o: Record<string, unknown>) =>
    Object.entries(o)
      .map(
        ([k, v]) =>
          `| ${k} | ${
            typeof v === 'object'
              ? Object.entries(v as object)
                  .map(([a, b]) => `${a} ${typeof b === 'object' ? JSON.stringify(b) : b}`)
                  .join(', ')
              : v
          } |`,
      )
      .join('\n');
  return `# Engine report: ${args.folder}${args.every > 1 ? ` (every ${args.every}th photo)` : ''}

${s.photos} photos; ${s.msPerPhoto.median} ms median per photo (p90 ${s.msPerPhoto.p90}).

| read rate by kind | |
|---|---|
${rows(s.readRate)}

| refusals | photos |
|---|---|
${rows(s.refusals)}

| archetype | |
|---|---|
${rows(s.archetypes)}

| measure | percentiles of read hands |
|---|---|
${rows(s.percentiles)}

| steadiness (spread between hands over spread between photos of one named hand / a photo and its variants) | |
|---|---|
${rows(s.steadiness)}

| line traits the words read, on a photo and its variants (kept %, read the opposite way %) | |
|---|---|
${rows(s.lineTraits)}

| variants (same verdict % / same archetype % where both read) | |
|---|---|
${rows(s.variants)}

| same hand | |
|---|---|
${rows(s.sameHand)}

| line (read photos with a box) | |
|---|---|
${rows(s.lines)}

| words (headline fields: description, key insight, personality, four life areas) | |
|---|---|
${rows(s.words)}

| profile (each hand's photos uploaded in turn by one account: a later reading keeps the one before it) | |
|---|---|
${rows(s.profile)}
`;
}

await main();
