/**
 * A page drawn on the server paints before the app's code has arrived; a tap on one of its buttons
 * in that time would do nothing. Such taps are held (main.tsx, as soon as the page is parsed) and
 * played again on the same elements once React has taken the page over (boot.tsx): hydration keeps
 * the elements, so the tap lands where the user made it. Links and a form's submit button are left
 * alone: they work without the app.
 */
const held: HTMLElement[] = [];

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(target);
}

export function holdEarlyClicks(root: HTMLElement): void {
  root.addEventListener('click', hold, true);
}

/**
 * Played again as the whole press: some controls act on the press, not the click (a tab is chosen on
 * mousedown, as in every tab strip), and a bare click() would leave them as they were.
 */
export function replayEarlyClicks(root: HTMLElement): void {
  root.removeEventListener('click', hold, true);
  for (const target of held.splice(0)) {
    if (!target.isConnected) continue;
    for (const type of ['mousedown', 'mouseup']) {
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }));
    }
    target.click();
  }
}
