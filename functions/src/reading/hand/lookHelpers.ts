/**
 * Threads that run a photo's looks alongside the one reading it (handPipeline.ts `LookHelpers`). A
 * photo's reading is about a dozen model runs, most independent of each other (the palm detector's
 * first two looks; a crop and its mirror; the last six crops), each on one thread (onnxModels.ts; the
 * crop is sampled in JavaScript on the thread that runs it). With `cpu: 2` on the function, a second
 * thread with its own copy of the models shares those runs: a 1 MP photo's detection took 114-120 ms
 * with it and 204-208 ms without (on TensorFlow.js, which could not use a second core on its own,
 * 357 ms and about 510). The numbers are the same wherever a look runs.
 *
 * Each helper loads its models as it starts; until then the reading thread takes every look. A look
 * that fails on a helper is taken by the reading thread instead (handPipeline.ts `runAll`); a helper
 * whose thread ends is started again (at most HELPER_RESTARTS times in all), said in the log. Idle
 * helpers do not keep the process alive.
 */
import { Worker } from 'node:worker_threads';
import type { RgbImage } from '../types.js';
import type { LookHelper, LookHelpers, LookJob, LookOutputs } from './handPipeline.js';

interface Answer {
  id: number;
  outputs?: LookOutputs;
  error?: string;
}

/** The image in memory every thread can read: copied once per photo, not once per look. */
const shared = new WeakMap<RgbImage, RgbImage>();
function sharedImage(image: RgbImage): RgbImage {
  let copy = shared.get(image);
  if (!copy) {
    const data = new Uint8Array(new SharedArrayBuffer(image.data.byteLength));
    data.set(image.data);
    copy = { width: image.width, height: image.height, data };
    shared.set(image, copy);
  }
  return copy;
}

/** The compiled thread beside this compiled file; under tsx (tests, scripts), its source. */
const LOOK_HELPER_THREAD = new URL(
  `./lookHelperThread.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

function startHelper(thread: URL, onLost: (helper: Helper, error: Error) => void): Helper {
  const worker = new Worker(thread, { execArgv: thread.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [] });
  worker.unref();
  const pending = new Map<number, { resolve: (outputs: LookOutputs) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const helper: Helper = {
    ready: false,
    run(image: RgbImage, job: LookJob) {
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      return new Promise<LookOutputs>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, image: sharedImage(image), job });
      });
    },
    stop: () => void worker.terminate(),
  };
  const lost = (error: Error) => {
    helper.ready = false;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    onLost(helper, error);
  };
  worker.on('message', (message: Answer | { ready: true }) => {
    if ('ready' in message) {
      helper.ready = true;
      return;
    }
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.outputs!);
  });
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`look helper exited (${code})`)));
  return helper;
}

interface Helper extends LookHelper {
  ready: boolean;
  stop(): void;
}

/**
 * Helpers started again after their thread ended unasked, in all: a thread that ends once (out of
 * memory on one photo) is replaced, and the reading thread is not left alone until the instance is
 * recycled; one that keeps ending is not started again and again.
 */
export const HELPER_RESTARTS = 3;

/**
 * `count` helper threads (none on a single core), started now; `thread` is the module each runs
 * (lookHelperThread.ts).
 */
export function startLookHelpers(count: number, thread = LOOK_HELPER_THREAD): LookHelpers & { stop(): void } {
  const helpers: Helper[] = [];
  let restarts = 0;
  const drop = (lost: Helper, error: Error) => {
    const at = helpers.indexOf(lost);
    if (at < 0) return;
    if (restarts < HELPER_RESTARTS) {
      restarts++;
      helpers.splice(at, 1, startHelper(thread, drop));
      console.warn(`look helper lost (${error.message}): started again (${restarts} of ${HELPER_RESTARTS})`);
    } else {
      helpers.splice(at, 1);
      console.warn(`look helper lost (${error.message}): its looks are taken by the reading thread`);
    }
  };
  for (let i = 0; i < count; i++) helpers.push(startHelper(thread, drop));
  return {
    ready: () => helpers.filter((helper) => helper.ready),
    stop() {
      for (const helper of helpers.splice(0)) helper.stop();
    },
  };
}
