/**
 * A page drawn on the server paints before the app's code has arrived; a tap on one of its buttons
 * in that time would do nothing. index.html's inline script holds such taps as soon as the page is
 * parsed (links and a form's submit button are left alone: they work without the app), and they are
 * played again here on the same elements once React has taken the page over (boot.tsx): hydration
 * keeps the elements, so the tap lands where the user made it.
 */
interface EarlyClicks {
  held: HTMLElement[];
  root: HTMLElement | null;
  hold: ((event: MouseEvent) => void) | null;
}

declare global {
  interface Window {
    palmeEarlyClicks?: EarlyClicks;
  }
}

/**
 * Played again as the whole press: some controls act on the press, not the click (a tab is chosen on
 * mousedown, as in every tab strip), and a bare click() would leave them as they were.
 */
export function replayEarlyClicks(): void {
  const early = window.palmeEarlyClicks;
  if (!early) return;
  if (early.root && early.hold) early.root.removeEventListener('click', early.hold, true);
  for (const target of early.held.splice(0)) {
    if (!target.isConnected) continue;
    for (const type of ['mousedown', 'mouseup']) {
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }));
    }
    target.click();
  }
}
