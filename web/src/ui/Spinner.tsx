/** A calm loading state: a slow-turning ring and the text, announced politely. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span>{text}</span>
    </div>
  );
}

/** A whole page that is loading. */
export function LoadingPage({ text }: { text?: string }) {
  return (
    <div className="page page--center">
      <Loading text={text} />
    </div>
  );
}
