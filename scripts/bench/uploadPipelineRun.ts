/**
 * One process per photo size: the whole upload pipeline (decode, re-encode, analysis, generation)
 * on a drawn palm photo, repeated, next to a plain sharp decode and re-encode of the same photo.
 * Prints one JSON line. Usage: tsx scripts/bench/uploadPipelineRun.ts <width> <height> <iterations>
 */
import sharp from 'sharp';
import { readingEngine } from '../../functions/src/reading/readingEngine.js';
import { palmJpeg } from '../../functions/src/test/palmPhotos.js';

const [width = 4000, height = 3000, iterations = 8] = process.argv.slice(2).map(Number);
const photo = await sharp(await palmJpeg({ seed: 3, grain: 0.3 }, height * 0.75, height))
  .resize(width, height, { fit: 'cover' })
  .jpeg({ quality: 92 })
  .toBuffer();

const pipeline: number[] = [];
const plain: number[] = [];
for (let i = 0; i < iterations + 1; i++) {
  let started = performance.now();
  const prepared = await readingEngine.preparePhoto(photo);
  readingEngine.palmReading(prepared.measures, 'FIRST_PALM_READING', '2026-11-22');
  const took = performance.now() - started;
  started = performance.now();
  await sharp(photo).rotate().resize({ width: 1600, height: 1600, fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
  const plainTook = performance.now() - started;
  if (i === 0) continue; // warm-up
  pipeline.push(took);
  plain.push(plainTook);
}
console.log(
  JSON.stringify({ bytes: photo.length, pipeline, plain, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }),
);
