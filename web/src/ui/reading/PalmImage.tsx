/** The palm photo in a fixed frame, so nothing moves when it arrives. */
export function PalmImage({ url, alt }: { url: string | null; alt: string }) {
  return (
    <div className="palm-frame">
      {url ? (
        <img src={url} alt={alt} loading="lazy" decoding="async" width={480} height={640} />
      ) : (
        <span className="palm-frame__empty">No photo</span>
      )}
    </div>
  );
}
