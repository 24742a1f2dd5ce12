/**
 * One process per photo size: the upload pipeline as the API runs it (decode, re-encode, the real
 * hand detector and the hand gate, then measures and texts when the gate accepts), repeated, next to
 * a plain sharp decode and re-encode of the same photo. The photo is the real open palm of
 * functions/test-fixtures/photos (MIT), upright and scaled to the asked number of pixels: the whole
 * path is timed, the hand read, measured and its lines traced (a refusal stops the bench, as it would
 * time less than an upload does). The first run, which loads the models, is reported apart.
 * Prints one JSON line. Usage: tsx scripts/bench/uploadPipelineRun.ts <width> <height> <iterations>
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createMediapipeHandDetector, createReadingEngine } from '../../functions/test/testkit.js';
import { ROOT } from '../stack.js';

const [width = 4000, height = 3000, iterations = 8] = process.argv.slice(2).map(Number);
const palm = sharp(await readFile(join(ROOT, 'functions', 'test-fixtures', 'photos', 'open-palm.jpg'))).rotate();
const { width: palmWidth = 1, height: palmHeight = 1 } = await palm
  .clone()
  .toBuffer({ resolveWithObject: true })
  .then((r) => r.info);
const photo = await palm
  .resize({ width: Math.round(palmWidth * Math.sqrt((width * height) / (palmWidth * palmHeight))) })
  .jpeg({ quality: 92 })
  .toBuffer();
const engine = createReadingEngine(createMediapipeHandDetector());

async function throughPipeline(): Promise<void> {
  const prepared = await engine.preparePhoto(photo);
  engine.palmReading(prepared.measures, 'FIRST_PALM_READING', '2026-11-22');
}

const pipeline: number[] = [];
const plain: number[] = [];
let first = 0;
for (let i = 0; i < iterations + 1; i++) {
  let started = performance.now();
  await throughPipeline();
  const took = performance.now() - started;
  started = performance.now();
  await sharp(photo).rotate().resize({ width: 1600, height: 1600, fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
  const plainTook = performance.now() - started;
  if (i === 0) {
    first = took; // the model loads here: the first upload after a cold start
    continue;
  }
  pipeline.push(took);
  plain.push(plainTook);
}
console.log(
  JSON.stringify({
    bytes: photo.length,
    first,
    pipeline,
    plain,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
