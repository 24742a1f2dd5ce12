import { useEffect, useState } from 'react';
import { healthResponseSchema, type HealthResponse } from '@contract/health';
import { API_PATHS } from '@contract/paths';
import { apiGet } from '../../lib/apiClient';

export function HomePage() {
  const [health, setHealth] = useState<HealthResponse | 'error' | undefined>();
  useEffect(() => {
    apiGet(API_PATHS.health, (d) => healthResponseSchema.parse(d)).then(setHealth, () => setHealth('error'));
  }, []);
  return (
    <main className="page page--center">
      <section className="card" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Welcome to Palme</h1>
        <p>Let&apos;s begin with your name, seeker of secrets...</p>
      </section>
      <p role="status" className="status-line">
        {health === undefined
          ? 'Connecting...'
          : health === 'error'
            ? 'API unreachable'
            : `API ${health.status} · database ${health.checks.database}`}
      </p>
    </main>
  );
}
