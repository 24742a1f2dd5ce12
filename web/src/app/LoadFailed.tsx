import { Button } from '../ui/Button';

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="page page--center">
      <section className="card card--narrow" role="alert">
        <h1>We couldn&apos;t reach Palme</h1>
        <p>Check your connection and try again.</p>
        <Button onClick={onRetry}>Try again</Button>
      </section>
    </div>
  );
}
