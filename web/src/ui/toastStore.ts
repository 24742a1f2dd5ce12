/**
 * Toasts: at most one shown at a time; a dismissed toast stays mounted
 * (closed) for 1,000,000 ms before it is removed, so its close animation and focus return finish.
 * A toast ends with the screen it was raised on (leaving it closes the toast), unless it explains
 * the move to the next screen (`carriesOver`: "Welcome back" on the way to the dashboard), which it
 * then belongs to.
 */
import { create } from 'zustand';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  /** The screen (path) it belongs to; null while it is carried over to the next one. */
  screen: string | null;
}

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

let nextId = 1;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  useToastStore.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Raised just before moving to another screen, to say why: it stays, on that screen. */
  carriesOver?: boolean;
}): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
    screen: input.carriesOver || typeof location === 'undefined' ? null : location.pathname,
  };
  useToastStore.setState((s) => ({ toasts: [item, ...s.toasts].slice(0, TOAST_LIMIT) }));
  return id;
}

/** The app is now on `pathname`: toasts of other screens end; one carried over belongs to this one. */
export function showScreen(pathname: string): void {
  const { toasts } = useToastStore.getState();
  if (!toasts.some((t) => t.open && t.screen !== pathname)) return;
  useToastStore.setState({ toasts: toasts.map((t) => (t.open && t.screen === null ? { ...t, screen: pathname } : t)) });
  for (const t of useToastStore.getState().toasts) if (t.open && t.screen !== pathname) dismissToast(t.id);
}
