/** Cold start: loading the functions entry module, in a fresh process each time. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../stack.js';
import { figure, type Figure } from './stats.js';

function importTime(specifier: string): number {
  const code = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: join(ROOT, 'functions'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`import of ${specifier} failed: ${result.stderr}`);
  return Number(result.stdout.trim());
}

function processTime(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: join(ROOT, 'functions'), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${result.stderr}`);
  return performance.now() - started;
}

export function coldStartFigures(runs: number): Figure[] {
  const entry = pathToFileURL(join(ROOT, 'functions', 'lib', 'index.js')).href;
  const entryLoad: number[] = [];
  const sdkLoad: number[] = [];
  const entryProcess: number[] = [];
  const bareProcess: number[] = [];
  for (let i = 0; i < runs; i++) {
    entryLoad.push(importTime(entry));
    sdkLoad.push(importTime('firebase-functions/v2/https'));
    entryProcess.push(processTime(['--input-type=module', '-e', `await import(${JSON.stringify(entry)})`]));
    bareProcess.push(processTime(['-e', '0']));
  }
  const round = (xs: number[]) => xs.map((x) => Math.round(x));
  return [
    figure('cold start', 'functions entry module load', 'ms', round(entryLoad), {
      reference: { name: 'firebase-functions/v2/https alone', runs: round(sdkLoad) },
      target: (m) => ({ text: '≤ 300 ms', met: m <= 300 }),
    }),
    figure('cold start', 'node process loading the entry', 'ms', round(entryProcess), {
      reference: { name: 'bare node process', runs: round(bareProcess) },
    }),
  ];
}
