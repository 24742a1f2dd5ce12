/**
 * Toasts: at most one shown at a time; a dismissed toast stays mounted
 * (closed) for 1,000,000 ms before it is removed, so its close animation and focus return finish.
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

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  useToastStore.setState((s) => ({ toasts: [item, ...s.toasts].slice(0, TOAST_LIMIT) }));
  return id;
}
