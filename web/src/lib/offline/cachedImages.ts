import { useEffect, useState } from 'react';
import { offlineStore } from './offlineStore';

/** Fetches an image with the session cookie and keeps its bytes on the device. */
export async function fetchAndKeepImage(url: string, ownerId: string | null): Promise<Blob | null> {
  try {
    const res = await fetch(url, { credentials: 'include' });
    if (!res.ok) return null;
    const blob = await res.blob();
    await offlineStore.saveImage(url, blob, ownerId);
    return blob;
  } catch {
    return null;
  }
}

/** Keeps the palm images of listed readings on the device, one at a time, without holding anything up. */
export async function keepImages(images: Array<{ url: string | null; ownerId: string }>): Promise<void> {
  for (const { url, ownerId } of images) {
    if (url && !(await offlineStore.hasImage(url))) await fetchAndKeepImage(url, ownerId);
  }
}

export type ImageState = { src: string | null; failed: boolean };

/** An image URL that works offline: the saved copy if there is one, else the network (then saved). */
export function useCachedImage(url: string | null, ownerId: string | null): ImageState {
  const [state, setState] = useState<ImageState>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    void (async () => {
      const blob = (await offlineStore.image(url)) ?? (await fetchAndKeepImage(url, ownerId));
      if (cancelled) return;
      if (blob) objectUrl = URL.createObjectURL(blob);
      setState({ src: objectUrl ?? (navigator.onLine ? url : null), failed: !objectUrl && !navigator.onLine });
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, ownerId]);
  return url ? state : { src: null, failed: false };
}
