import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showScreen, toast, TOAST_REMOVE_DELAY_MS, useToastStore } from './toastStore';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toasts', () => {
  it('show at most one at a time, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts.map((t) => t.title)).toEqual(['Second']);
    expect(toasts[0]!.variant).toBe('destructive');
  });

  it('close on dismiss and are removed 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('end with the screen they were raised on, unless they explain the move to the next one', () => {
    window.history.replaceState(null, '', '/');
    toast({ title: 'Name is required' });
    showScreen('/');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Name is required', open: true });
    showScreen('/phone-verification');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Name is required', open: false });

    toast({ title: 'Welcome back', carriesOver: true });
    showScreen('/dashboard');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Welcome back',
      open: true,
      screen: '/dashboard',
    });
    showScreen('/subscription');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Welcome back', open: false });
  });
});
