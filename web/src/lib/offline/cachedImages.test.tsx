import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from '../connectivity';
import { useOfflineImage } from './cachedImages';
import { offlineStore } from './offlineStore';

afterEach(() => vi.restoreAllMocks());

describe('an image online and offline', () => {
  it('shows each new image from its URL at once, never the one before', () => {
    vi.spyOn(connectivity, 'isOnline').mockReturnValue(true);
    const { result, rerender } = renderHook(({ url }) => useOfflineImage(url, 'me'), {
      initialProps: { url: '/api/v1/images/first' },
    });
    expect(result.current.src).toBe('/api/v1/images/first');
    rerender({ url: '/api/v1/images/second' });
    expect(result.current).toMatchObject({ src: '/api/v1/images/second', missing: false });
  });

  it("shows the device's copy offline, and says so when there is none", async () => {
    vi.spyOn(connectivity, 'isOnline').mockReturnValue(false);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:kept');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const image = vi
      .spyOn(offlineStore, 'image')
      .mockImplementation(async (url) => (url.endsWith('/kept') ? new Blob(['jpeg']) : null));
    const { result, rerender } = renderHook(({ url }) => useOfflineImage(url, 'me'), {
      initialProps: { url: '/api/v1/images/kept' },
    });
    await waitFor(() => expect(result.current.src).toBe('blob:kept'));
    rerender({ url: '/api/v1/images/not-on-device' });
    await waitFor(() => expect(result.current).toMatchObject({ src: null, missing: true }));
    expect(image).toHaveBeenCalledTimes(2);
    // Nothing to fall back on: it stays missing.
    act(() => result.current.onError());
    expect(result.current.missing).toBe(true);
  });

  it('drops a device copy that arrives for the image shown before', async () => {
    vi.spyOn(connectivity, 'isOnline').mockReturnValue(false);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as Blob).size}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let releaseFirst!: () => void;
    vi.spyOn(offlineStore, 'image').mockImplementation(async (url) => {
      if (url.endsWith('/first')) await new Promise<void>((resolve) => (releaseFirst = resolve));
      return new Blob([url.endsWith('/first') ? 'a' : 'second']);
    });
    const { result, rerender } = renderHook(({ url }) => useOfflineImage(url, 'me'), {
      initialProps: { url: '/api/v1/images/first' },
    });
    rerender({ url: '/api/v1/images/second' });
    await waitFor(() => expect(result.current.src).toBe('blob:6'));
    await act(async () => releaseFirst());
    expect(result.current.src).toBe('blob:6');
  });
});
