/**
 * API latency and throughput under load (autocannon, loopback, bounded), for the shared reading and
 * the reading list, against the same documents read directly with firebase-admin (for the list,
 * its session document and the list, read together: test/directReadServer.ts).
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_SCRIPTS, startServer, type Running } from '../../functions/test/testkit.js';
import { figure, percentile, type Figure } from './stats.js';

interface Target {
  url: string;
  headers: Record<string, string>;
}

interface Load {
  latencies: number[];
  rps: number;
  non2xx: number;
}

const WARM_UP_SECONDS = 3;

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: 10, duration: seconds }, (err, result) => {
      if (err) reject(err);
      else resolve({ latencies, rps: result.requests.average, non2xx: result.non2xx });
    });
    // Every response's own time, for percentiles autocannon does not report (p95).
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export async function apiFigures(options: {
  runs: number;
  seconds: number;
  shareId: string;
  userId: string;
  session: string;
  log: (l: string) => void;
}): Promise<Figure[]> {
  const env = { PALME_BLOB_DIR: mkdtempSync(join(tmpdir(), 'palme-bench-blobs-')) };
  const servers: Running[] = [];
  try {
    const api = await startServer(SERVER_SCRIPTS.api, env);
    servers.push(api);
    const direct = await startServer(SERVER_SCRIPTS.directRead, env);
    servers.push(direct);
    const targets: Array<{ label: string; reference: string; api: Target; direct: Target }> = [
      {
        label: 'GET /api/v1/shared/{id}',
        reference: 'direct firebase-admin read',
        api: { url: `http://127.0.0.1:${api.port}/api/v1/shared/${options.shareId}`, headers: {} },
        direct: { url: `http://127.0.0.1:${direct.port}/shared/${options.shareId}`, headers: {} },
      },
      {
        label: 'GET /api/v1/readings/list',
        reference: 'direct firebase-admin session + list reads',
        api: {
          url: `http://127.0.0.1:${api.port}/api/v1/readings/list`,
          headers: { cookie: `__session=${options.session}` },
        },
        direct: { url: `http://127.0.0.1:${direct.port}/list/${options.userId}/${options.session}`, headers: {} },
      },
    ];
    const figures: Figure[] = [];
    for (const target of targets) {
      // Both servers and the Firestore emulator (a JVM, still compiling) are warmed up before anything
      // counts: measured from cold, each run was faster than the one before (1,352 then 4,602 requests
      // in the same 5 s), so whichever server went first looked slower. Then the order alternates.
      for (let i = 0; i < 2; i++) {
        await load(target.api.url, target.api.headers, WARM_UP_SECONDS);
        await load(target.direct.url, target.direct.headers, WARM_UP_SECONDS);
      }
      const apiRuns: Load[] = [];
      const directRuns: Load[] = [];
      for (let i = 0; i < options.runs; i++) {
        const measureApi = async () => apiRuns.push(await load(target.api.url, target.api.headers, options.seconds));
        const measureDirect = async () =>
          directRuns.push(await load(target.direct.url, target.direct.headers, options.seconds));
        if (i % 2 === 0) {
          await measureApi();
          await measureDirect();
        } else {
          await measureDirect();
          await measureApi();
        }
      }
      const errors = apiRuns.reduce((n, r) => n + r.non2xx, 0);
      options.log(
        `  ${target.label}: ${apiRuns.map((r) => r.latencies.length).join(', ')} requests per run, ${errors} non-2xx`,
      );
      for (const [p, name] of [
        [50, 'p50'],
        [95, 'p95'],
        [99, 'p99'],
      ] as const) {
        figures.push(
          figure(
            'api',
            `${target.label} latency ${name}`,
            'ms',
            apiRuns.map((r) => round(percentile(r.latencies, p))),
            {
              reference: {
                name: target.reference,
                runs: directRuns.map((r) => round(percentile(r.latencies, p))),
              },
              target:
                p === 50
                  ? (_m, ratio) => ({ text: '≤ 1.3× direct at p50', met: (ratio ?? Infinity) <= 1.3 })
                  : undefined,
            },
          ),
        );
      }
      figures.push(
        figure(
          'api',
          `${target.label} throughput`,
          'req/s',
          apiRuns.map((r) => Math.round(r.rps)),
          {
            reference: { name: target.reference, runs: directRuns.map((r) => Math.round(r.rps)) },
          },
        ),
      );
    }
    return figures;
  } finally {
    for (const server of servers) await server.stop();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
