import { useCallback, useEffect, useRef, useState } from 'react';
import { connectivity } from '../connectivity';
import { whenIdle } from '../whenIdle';
import { offlineStore } from './offlineStore';

/** Fetches an image with the session cookie and keeps its bytes on the device. */
export async function fetchAndKeepImage(
  url: string,
  ownerId: string | null,
  since = offlineStore.generation(),
): Promise<Blob | null> {
  try {
    const res = await fetch(url, { credentials: 'include' });
    if (!res.ok) return null;
    const blob = await res.blob();
    await offlineStore.saveImage(url, blob, ownerId, since);
    return blob;
  } catch {
    return null;
  }
}

/** Keeps the palm images of listed readings on the device, one at a time, without holding anything up. */
export async function keepImages(
  images: Array<{ url: string | null; ownerId: string }>,
  since = offlineStore.generation(),
): Promise<void> {
  for (const { url, ownerId } of images) {
    if (since !== offlineStore.generation()) return;
    if (url && !(await offlineStore.hasImage(url))) await fetchAndKeepImage(url, ownerId, since);
  }
}

export interface OfflineImage {
  src: string | null;
  /** Neither the network nor the device has this image. */
  missing: boolean;
  onError(): void;
  onLoad(): void;
}

/**
 * An image that shows online straight from its URL (the browser fetches it with the page) and
 * offline from the copy kept on the device. Once it has loaded online, a copy is kept when idle.
 */
export function useOfflineImage(url: string | null, ownerId: string | null): OfflineImage {
  const startFor = (forUrl: string | null) => ({
    url: forUrl,
    src: forUrl && connectivity.isOnline() ? forUrl : null,
    missing: false,
  });
  const [kept, setState] = useState(() => startFor(url));
  // Another image: start over while rendering (React's way to adjust state to a new prop), not in an
  // effect that would first paint the old image.
  let state = kept;
  if (kept.url !== url) {
    state = startFor(url);
    setState(state);
  }
  const objectUrl = useRef<string | null>(null);
  /** The image on screen now (set once it is shown): a device copy read for an earlier one is dropped. */
  const shown = useRef(url);

  const fromDevice = useCallback(async () => {
    if (!url) return;
    const blob = await offlineStore.image(url);
    if (shown.current !== url) return;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = blob ? URL.createObjectURL(blob) : null;
    setState({ url, src: objectUrl.current, missing: !blob });
  }, [url]);

  useEffect(() => {
    shown.current = url;
    if (url && !connectivity.isOnline()) void fromDevice();
    return () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = null;
    };
  }, [url, fromDevice]);

  return {
    src: state.src,
    missing: state.missing,
    onError: () => {
      if (state.src === url) void fromDevice();
      else setState({ url, src: null, missing: true });
    },
    onLoad: () => {
      if (!url || state.src !== url) return;
      // Counted from the load, not from when idle: a logout in between must not bring the photo back.
      const since = offlineStore.generation();
      whenIdle(() => {
        void offlineStore.hasImage(url).then((kept) => (kept ? undefined : fetchAndKeepImage(url, ownerId, since)));
      });
    },
  };
}
