import { Link } from 'react-router-dom';
import { ROUTES } from '../lib/routes';

export function NotFoundPage() {
  return (
    <main className="page page--center">
      <section className="card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <Link className="button button--ghost" to={ROUTES.home}>
          Back to Home
        </Link>
      </section>
    </main>
  );
}
