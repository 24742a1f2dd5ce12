import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../stack.js';
import { figure, percentile, type Figure } from './stats.js';

interface PipelineRun {
  bytes: number;
  /** The first run of the process: loads the hand model. */
  first: number;
  pipeline: number[];
  plain: number[];
  maxRssMb: number;
}

function run(width: number, height: number, iterations: number): PipelineRun {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'scripts', 'bench', 'uploadPipelineRun.ts'),
      String(width),
      String(height),
      String(iterations),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`upload pipeline run failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as PipelineRun;
}

export function uploadPipelineFigures(iterations: number): Figure[] {
  const figures: Figure[] = [];
  for (const [label, width, height] of [
    ['12 MP JPEG', 4000, 3000],
    ['1 MP JPEG', 1155, 866],
  ] as const) {
    const r = run(width, height, iterations);
    const ms = (xs: number[]) => xs.map((x) => Math.round(x * 10) / 10);
    figures.push(
      figure(
        'upload pipeline',
        `${label} (${Math.round(r.bytes / 1024)} KB, a real hand): decode, re-encode, detect the hand, gate`,
        'ms',
        ms(r.pipeline),
        {
          reference: { name: 'sharp decode + re-encode only', runs: ms(r.plain) },
          // A phone photo through the whole pipeline, detection included, on 2 cores (issue 43's limits).
          target: (m: number) => {
            const limit = width * height >= 12_000_000 ? 600 : 300;
            return { text: `≤ ${limit} ms`, met: m <= limit };
          },
        },
      ),
      figure('upload pipeline', `${label} p95`, 'ms', [Math.round(percentile(r.pipeline, 95))]),
      figure('upload pipeline', `${label} first upload after a cold start: extra time (model load)`, 'ms', [
        Math.round(r.first - percentile(r.pipeline, 50)),
      ]),
      figure('upload pipeline', `${label} peak memory (process)`, 'MB', [r.maxRssMb]),
    );
  }
  return figures;
}
