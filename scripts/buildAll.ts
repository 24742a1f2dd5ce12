import { spawnSync } from 'node:child_process';
import { PORTS, ROOT } from './stack.js';

/**
 * Builds the functions and the web app for the local stack. The web build is told to use the Auth
 * emulator unless a real Firebase web config is given (VITE_FIREBASE_API_KEY in .env).
 */
export function buildAll(env: Record<string, string>): void {
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!buildEnv.VITE_FIREBASE_API_KEY) buildEnv.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://127.0.0.1:${PORTS.auth}`;
  console.log('Building the API (functions/) and the web app (web/)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, env: buildEnv, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
}
