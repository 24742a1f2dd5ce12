/** Child processes for the reliability suite and benchmarks: started, awaited for readiness, always stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const FUNCTIONS_ROOT = resolve(import.meta.dirname, '..');

export interface Running {
  child: ChildProcess;
  port: number;
  /** What the process has written so far (stdout and stderr), for a failing test to show. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts functions/test/apiServer.ts under tsx and waits for it to listen. */
export function startApiServer(env: Record<string, string>): Promise<Running> {
  return startServer('test/apiServer.ts', env);
}

/** Starts a server script of functions/test under tsx and waits for it to print LISTENING <port>. */
export function startServer(script: string, env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(FUNCTIONS_ROOT, script)], {
    cwd: FUNCTIONS_ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${script} did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({
          child,
          port: Number(match[1]),
          output: () => output,
          stop: (signal = 'SIGTERM') => stopChild(child, signal),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${script} exited (${code}):\n${output}`));
    });
  });
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill(signal);
  });
}
