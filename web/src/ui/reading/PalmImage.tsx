import type { ReactNode } from 'react';
import { useOfflineImage } from '../../lib/offline/cachedImages';

/**
 * The palm photo in a fixed frame, so nothing moves when it arrives. Online it loads from its URL;
 * offline it comes from the copy saved on this device.
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
  return (
    <div className="palm-frame">
      {image.src ? (
        <img
          src={image.src}
          alt={alt}
          decoding="async"
          fetchPriority="high"
          width={480}
          height={640}
          onError={image.onError}
          onLoad={image.onLoad}
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
