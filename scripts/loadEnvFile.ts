import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** The variables of a .env file that the environment does not already set (the environment wins). */
export function loadEnvFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
    if (process.env[key] === undefined && value !== undefined) values[key] = value;
  }
  return values;
}
