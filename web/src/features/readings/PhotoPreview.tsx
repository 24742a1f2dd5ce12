import '../../ui/reading/reading.css';
import { Button } from '../../ui/Button';

/**
 * The chosen palm photo before it is read: the photo (or a word when the browser cannot show it),
 * why the server could not read it last time if it could not, and the way on (kept in sight at the
 * bottom of a phone's screen, below however tall the photo is).
 */
export function PhotoPreview({
  photo,
  preview,
  noPreview,
  onNoPreview,
  refusal,
  revealLabel,
  onReveal,
  onRetake,
  onRemove,
}: {
  photo: File;
  /** An object URL of the photo. */
  preview: string;
  /** The browser cannot show the photo (an iPhone's HEIC outside Safari); the server still reads it. */
  noPreview: boolean;
  onNoPreview: () => void;
  /** Why the server could not read this photo, or null. */
  refusal: string | null;
  revealLabel: string;
  onReveal: () => void;
  onRetake: () => void;
  onRemove: () => void;
}) {
  return (
    <section className="preview" aria-label="Your palm photo">
      {refusal && (
        <div className="notice notice--warning" role="alert">
          <p>
            <strong>We couldn&apos;t read this photo.</strong> {refusal}
          </p>
          <p>Nothing was spent. Take another photo or choose a different one.</p>
          <div className="preview__actions">
            <Button size="sm" onClick={onRetake}>
              Retake with Camera
            </Button>
            <Button size="sm" variant="secondary" onClick={onRemove}>
              Choose Another Photo
            </Button>
          </div>
        </div>
      )}
      <div className="palm-frame palm-frame--preview">
        {noPreview ? (
          <p className="palm-frame__empty">
            This browser can&apos;t show {photo.name || 'this photo'}, but we can still read it.
          </p>
        ) : (
          <img src={preview} alt="Preview of your palm photo" onError={onNoPreview} />
        )}
      </div>
      {/* A refused photo is not offered to be read again: the notice above says what to do instead. */}
      {!refusal && (
        <div className="preview__actions action-bar">
          <Button variant="ghost" onClick={onRemove}>
            Remove
          </Button>
          <Button size="lg" onClick={onReveal}>
            {revealLabel}
          </Button>
        </div>
      )}
    </section>
  );
}
