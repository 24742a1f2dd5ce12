/**
 * The capture guide on the page: starts the guide's worker when the camera opens (or, with its files
 * already on the device, as the upload page opens: prepareGuide), sends it one
 * frame at a time (the next as soon as the last is judged; a hand in view is followed from frame to
 * frame), and says what the server's gate would say of the frame. Once frames would be read, the
 * hand holds still for HOLD_MS (the page shows it filling a ring: `holdingSince`); then the frame is
 * read whole, as the server will read it, and if it would be read it is the photo: `onReady` gets it
 * (guideHold.ts). Where it cannot run (no WebAssembly, no
 * worker, no OffscreenCanvas, the models not reachable), it says nothing and the shutter works as
 * without it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { GateRefusal } from '@contract/errors';
import type { HandGuide } from './handGuide.worker';
import { afterFrame, afterWholeReading, NO_HOLD, type HoldState } from './guideHold';
import { GUIDE_CACHE, GUIDE_FIRST_FILES } from './guideFiles';

export type GuideState =
  | { status: 'off' }
  | { status: 'starting' }
  | {
      status: 'judging';
      verdict: GateRefusal | 'ready';
      outline: Array<[number, number]> | null;
      /** When the hand began to hold still in a frame that would be read (performance.now()); null otherwise. */
      holdingSince: number | null;
    };

export const guideSupported = (): boolean =>
  typeof WebAssembly === 'object' &&
  typeof Worker === 'function' &&
  typeof OffscreenCanvas === 'function' &&
  typeof createImageBitmap === 'function';

/** The guide's worker, its models loaded (`ahead` of the camera: run once too, while there is time). */
async function startGuide(ahead = false): Promise<{ guide: HandGuide; stop: () => void }> {
  const { wrap } = await import('comlink');
  const worker = new Worker(new URL('./handGuide.worker.ts', import.meta.url), {
    type: 'module',
    name: 'palme-hand-guide',
  });
  await new Promise<void>((resolve, reject) => {
    worker.addEventListener('error', reject, { once: true });
    worker.addEventListener('message', function ready(event: MessageEvent) {
      if (event.data !== 'ready') return;
      worker.removeEventListener('message', ready);
      resolve();
    });
  });
  const remote = wrap<HandGuide>(worker);
  await remote.warmUp(ahead);
  return {
    // Every method of the guide already answers with a promise, so the worker's proxy is a guide.
    guide: remote as unknown as HandGuide,
    stop: () => worker.terminate(),
  };
}

type StartedGuide = Awaited<ReturnType<typeof startGuide>>;

/** A guide started ahead of the camera (prepareGuide), waiting for the camera to take it. */
let prepared: Promise<StartedGuide> | null = null;

/** Whether the guide's worker and the models its first frame needs are in this device's cache. */
async function guideOnDevice(): Promise<boolean> {
  if (typeof caches === 'undefined' || !(await caches.has(GUIDE_CACHE))) return false;
  const names = (await (await caches.open(GUIDE_CACHE)).keys()).map((request) => new URL(request.url).pathname);
  return GUIDE_FIRST_FILES.every((file) => names.some((name) => file.test(name)));
}

/**
 * Starts the guide before the camera opens when it costs no download: its files are already on the
 * device (kept on first use), so only the worker's start and the models' first run remain, done
 * while the person reads the page. Returns what lets it go if the camera never opens.
 */
export function prepareGuide(): () => void {
  let released = false;
  void guideOnDevice().then((onDevice) => {
    if (!onDevice || released || prepared || !guideSupported()) return;
    prepared = startGuide(true);
    // A guide that failed to start is started again, as before, when the camera opens.
    prepared.catch(() => (prepared = null));
  });
  return () => {
    released = true;
    const waiting = prepared;
    prepared = null;
    void waiting?.then(
      (started) => started.stop(),
      () => undefined,
    );
  };
}

/** The guide prepared ahead of the camera, if any (taken: the camera now owns it), or a new one. */
function takeGuide(): Promise<StartedGuide> {
  const guide = prepared ?? startGuide();
  prepared = null;
  return guide;
}

export function useHandGuide(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onReady: (photo: HTMLCanvasElement) => void,
): GuideState {
  const [state, setState] = useState<GuideState>({ status: guideSupported() ? 'starting' : 'off' });
  const [guide, setGuide] = useState<HandGuide | null>(null);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  // The worker and its models: loaded once when the camera opens, kept while it stays open (a
  // switch between cameras does not load them again).
  useEffect(() => {
    if (!guideSupported()) return;
    let closed = false;
    let stop: (() => void) | null = null;
    takeGuide().then(
      (started) => {
        if (closed) return started.stop();
        stop = started.stop;
        setGuide(() => started.guide);
      },
      // No guide here (the models unreachable offline before their first use, an old engine): the
      // camera works as without it.
      () => !closed && setState({ status: 'off' }),
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, []);

  // One frame at a time while the camera shows something: the next goes as soon as the last is judged.
  useEffect(() => {
    if (!active || !guide) return;
    let stopped = false;
    let steady: HoldState = NO_HOLD;

    const grab = (): HTMLCanvasElement | null => {
      const v = video.current;
      if (!v || !v.videoWidth || v.readyState < 2) return null;
      const canvas = document.createElement('canvas');
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      canvas.getContext('2d')?.drawImage(v, 0, 0);
      return canvas;
    };

    void (async () => {
      const { transfer } = await import('comlink');
      // A new run of frames (the camera opened or switched): no hand followed from the last one.
      await guide.forget();
      const bitmapOf = async (canvas: HTMLCanvasElement) => {
        const bitmap = await createImageBitmap(canvas);
        return transfer(bitmap, [bitmap]);
      };
      while (!stopped) {
        const frame = grab();
        if (!frame) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        const judged = await guide.judge(await bitmapOf(frame));
        if (stopped) return;
        const step = afterFrame(steady, judged, performance.now());
        steady = step.state;
        let shown = step.shown;
        if (step.readWhole) {
          // The photo: read whole first, as the server will read it (a second hand, a better crop).
          shown = await guide.judgeFully(await bitmapOf(frame));
          if (stopped) return;
          const read = afterWholeReading(steady, shown, performance.now());
          steady = read.state;
          if (read.take) {
            stopped = true;
            onReadyRef.current(frame);
            return;
          }
        }
        setState({
          status: 'judging',
          verdict: shown.verdict,
          outline: shown.outline,
          holdingSince: steady.hold?.since ?? null,
        });
      }
    })().catch(() => !stopped && setState({ status: 'off' }));
    return () => {
      stopped = true;
    };
  }, [active, guide, video]);

  return state;
}
