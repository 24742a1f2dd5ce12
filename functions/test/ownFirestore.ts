/**
 * A Firestore emulator of a test file's own (Google Cloud's), for tests that freeze or damage the
 * database: a process killed inside a transaction leaves that transaction's locks held for about a
 * minute, and requests of other suites on a shared emulator then stall behind them.
 */
import { execFileSync, spawn } from 'node:child_process';

export interface OwnFirestore {
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** The emulator's JVM, to freeze (SIGSTOP) and resume (SIGCONT). */
  pid(): number;
  stop(): void;
}

export async function startOwnFirestore(port: number): Promise<OwnFirestore> {
  const host = `127.0.0.1:${port}`;
  const emulator = spawn('gcloud', ['emulators', 'firestore', 'start', `--host-port=${host}`], {
    detached: true,
    stdio: 'ignore',
  });
  const pid = () =>
    Number(
      execFileSync('pgrep', ['-f', `CloudFirestore start.*--port=${port}`])
        .toString()
        .trim()
        .split('\n')[0],
    );
  for (let i = 0; i < 160; i++) {
    if (
      await fetch(`http://${host}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {
        host,
        pid,
        stop: () => {
          try {
            process.kill(pid(), 'SIGCONT');
          } catch {
            // already gone
          }
          if (emulator.pid) process.kill(-emulator.pid, 'SIGTERM');
        },
      };
    await new Promise((r) => setTimeout(r, 250));
  }
  if (emulator.pid) process.kill(-emulator.pid, 'SIGTERM');
  throw new Error(`The Firestore emulator on ${host} did not start`);
}
