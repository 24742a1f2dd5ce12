/** Runs work once the page is idle (after the first screen has painted), so it never competes with it. */
export function whenIdle(work: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 200);
}

/** A promise that settles when the page has loaded and is idle. */
export function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => whenIdle(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
