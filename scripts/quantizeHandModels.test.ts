/**
 * The capture guide's quantized models (scripts/quantizeHandModels.ts) judge a photo as the server's
 * own models do: the same verdict on every fixture photo, the open palm's landmarks where the
 * package's weights put them, and the lite model the guide follows a hand with finds the open palm
 * ready. Real models on the real fixture photos.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptHand,
  createHandPipeline,
  createMediapipeHandDetector,
  dequantizeModel,
  distance2,
  HAND_MODEL_FILES,
  HandRefusedError,
  MIN_QUANTIZED,
  nodeTensorflow,
  palmLength,
  tfjsHandModels,
  type DetectedHand,
  type HandFollower,
} from '../functions/src/reading/index.js';
import type { RgbImage } from '../functions/src/reading/types.js';
import { quantizedHandModel } from './quantizeHandModels.js';
import { ROOT } from './stack.js';

const PHOTOS = join(ROOT, 'functions', 'test-fixtures', 'photos');
const NAMES = [
  'open-palm.jpg',
  'backs-of-two-hands.jpg',
  'fist.jpg',
  'thumb-up.jpg',
  'two-thumbs-up.jpg',
  'face-portrait.jpg',
  'two-faces.jpg',
  'person-standing.jpg',
  'person-sitting.jpg',
  'pizza.jpg',
  'cat.jpg',
];

async function pixels(name: string): Promise<RgbImage> {
  const { data, info } = await sharp(await readFile(join(PHOTOS, name)))
    .rotate()
    .resize({ width: 960, height: 960, fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

async function quantizedModel(name: string) {
  const { tf, loadGraphModel } = await nodeTensorflow();
  const { json, bin } = await quantizedHandModel(name);
  const weights = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer;
  return loadGraphModel(tf.io.fromMemory(dequantizeModel(json, weights) as Parameters<typeof tf.io.fromMemory>[0]));
}

const verdictOf = (hands: DetectedHand[], image: RgbImage): string => {
  try {
    acceptHand(hands, image);
    return 'ready';
  } catch (error) {
    if (error instanceof HandRefusedError) return error.refusal;
    throw error;
  }
};

let server: HandFollower;
let guide: HandFollower;
beforeAll(async () => {
  const { tf } = await nodeTensorflow();
  const palm = await quantizedModel(HAND_MODEL_FILES.palm);
  const [full, lite] = await Promise.all([
    quantizedModel(HAND_MODEL_FILES.landmarks),
    quantizedModel(HAND_MODEL_FILES.trackingLandmarks),
  ]);
  server = createMediapipeHandDetector();
  guide = createHandPipeline(
    async () => tfjsHandModels(tf, palm, full),
    async () => tfjsHandModels(tf, palm, lite),
  );
}, 60_000);

describe("the capture guide's quantized models", () => {
  it("are about half the size of the package's, every large tensor quantized", async () => {
    const { json, bin } = await quantizedHandModel(HAND_MODEL_FILES.landmarks);
    const original = await readFile(
      join(ROOT, 'node_modules', '@vladmandic', 'human-models', 'models', `${HAND_MODEL_FILES.landmarks}.bin`),
    );
    expect(bin.byteLength).toBeLessThan(0.6 * original.byteLength);
    const large = json.weightsManifest[0]!.weights.filter(
      (w) => w.dtype === 'float32' && w.shape.length >= 2 && w.shape.reduce((a, b) => a * b, 1) >= MIN_QUANTIZED,
    );
    expect(large.length).toBeGreaterThan(20);
    expect(large.every((w) => w.channelQuantization)).toBe(true);
  }, 30_000);

  it("judge every fixture photo as the server's models do", async () => {
    for (const name of NAMES) {
      const image = await pixels(name);
      expect(verdictOf(await guide.detect(image), image), name).toBe(verdictOf(await server.detect(image), image));
    }
  }, 180_000);

  it("put the open palm's landmarks where the server's models do, within a hundredth of a palm", async () => {
    const image = await pixels('open-palm.jpg');
    const [ours] = await guide.detect(image);
    const [theirs] = await server.detect(image);
    const errors = theirs!.landmarks.map((p, k) => distance2(p, ours!.landmarks[k]!) / palmLength(theirs!.landmarks));
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThan(0.01);
  }, 60_000);

  it('follow the open palm with the lite model, ready, near where the full reading puts it', async () => {
    const image = await pixels('open-palm.jpg');
    const found = await guide.find(image);
    expect(verdictOf(found, image)).toBe('ready');
    const [read] = await server.detect(image);
    const apart = Math.max(...[0, 5, 9, 13, 17].map((k) => distance2(found[0]!.landmarks[k]!, read!.landmarks[k]!)));
    expect(apart / palmLength(read!.landmarks)).toBeLessThan(0.15);
    const followed = await guide.follow(image, found[0]!);
    expect(verdictOf([followed!], image)).toBe('ready');
  }, 60_000);
});
