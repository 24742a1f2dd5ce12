import { useOfflineImage } from '../../lib/offline/cachedImages';

/**
 * The palm photo in a fixed frame, so nothing moves when it arrives. Online it loads from its URL;
 * offline it comes from the copy saved on this device.
 */
export function PalmImage({ url, alt, ownerId = null }: { url: string | null; alt: string; ownerId?: string | null }) {
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
    </div>
  );
}
