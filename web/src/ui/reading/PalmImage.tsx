import { useEffect, useRef, type ReactNode } from 'react';
import { useOfflineImage } from '../../lib/offline/cachedImages';

/**
 * The palm photo in a fixed frame, so nothing moves when it arrives. Online it loads from its URL;
 * offline it comes from the copy saved on this device. No raised priority: on a phone it sits below
 * the words, and the browser raises it itself when it is in view.
 */
export function PalmImage({
  url,
  alt,
  ownerId = null,
  children,
}: {
  url: string | null;
  alt: string;
  ownerId?: string | null;
  /** Drawn over the photo once it shows (the traced lines). */
  children?: ReactNode;
}) {
  const image = useOfflineImage(url, ownerId);
  const img = useRef<HTMLImageElement>(null);
  const settled = useRef<string | null>(null);
  /** Each photo is reported loaded or failed once, from its event or from the element. */
  const settle = (outcome: 'load' | 'error') => {
    if (!image.src || settled.current === image.src) return;
    settled.current = image.src;
    if (outcome === 'load') image.onLoad();
    else image.onError();
  };
  // A page drawn on the server may have its photo loaded (or failed) before React took it over;
  // its load or error event then came before React listened, so it is read from the element.
  useEffect(() => {
    const element = img.current;
    if (element?.complete) settle(element.naturalWidth > 0 ? 'load' : 'error');
  });
  return (
    <div className="palm-frame">
      {image.src ? (
        <img
          src={image.src}
          alt={alt}
          // Below the words on a phone: fetched after what the first screen shows (and not preloaded
          // by the server rendering, as React does for any other image). Where it stands beside the
          // words, the page's own preload fetches it first (functions/src/http/linkPreview.ts).
          fetchPriority="low"
          decoding="async"
          width={480}
          height={640}
          ref={img}
          onError={() => settle('error')}
          onLoad={() => settle('load')}
        />
      ) : (
        <span className="palm-frame__empty">
          {!url ? 'No photo' : image.missing ? 'Photo not saved on this device' : ''}
        </span>
      )}
      {image.src && children}
    </div>
  );
}
