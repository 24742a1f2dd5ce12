import { useState } from 'react';
import { useCachedImage } from '../../lib/offline/cachedImages';

/**
 * The palm photo in a fixed frame, so nothing moves when it arrives. It comes from the device's
 * saved copy when there is one, so it shows offline too.
 */
export function PalmImage({ url, alt, ownerId = null }: { url: string | null; alt: string; ownerId?: string | null }) {
  const { src, failed } = useCachedImage(url, ownerId);
  const [broken, setBroken] = useState(false);
  return (
    <div className="palm-frame">
      {src && !broken ? (
        <img src={src} alt={alt} decoding="async" width={480} height={640} onError={() => setBroken(true)} />
      ) : (
        <span className="palm-frame__empty">
          {!url ? 'No photo' : failed || broken ? 'Photo not saved on this device' : ''}
        </span>
      )}
    </div>
  );
}
