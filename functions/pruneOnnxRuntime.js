/**
 * After an install: onnxruntime-node's npm package carries its native library for every platform
 * (about 290 MB: Windows, macOS, Linux on x64 and arm64). The engine loads only this machine's, so
 * the others are removed: the deploy's cloud build (Linux x64) keeps 45 MB, and a developer's machine
 * keeps its own. Run as the functions package's postinstall; does nothing when the package is absent.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

let root;
try {
  root = path.dirname(createRequire(import.meta.url).resolve('onnxruntime-node/package.json'));
} catch {
  process.exit(0);
}
const platforms = path.join(root, 'bin', 'napi-v6');
if (!existsSync(platforms)) process.exit(0);
for (const platform of readdirSync(platforms)) {
  const dir = path.join(platforms, platform);
  if (platform !== process.platform) {
    rmSync(dir, { recursive: true, force: true });
    continue;
  }
  for (const arch of readdirSync(dir)) {
    if (arch !== process.arch) rmSync(path.join(dir, arch), { recursive: true, force: true });
  }
}
