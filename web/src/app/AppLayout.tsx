import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ROUTES } from '../lib/routes';
import { IdleMount } from './IdleMount';
import { InstallButton } from './InstallButton';
import { useNavigation } from '../lib/navigation';
import { OfflineBanner } from './OfflineBanner';
import { ThemeToggle } from './ThemeToggle';

// The service worker registers after the first screen, from its own small chunk.
const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden>
      <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.5" />
      <path
        d="M32 14c-2.2 0-3.8 1.6-3.8 3.8v11.4l-1.6-7.6c-.5-2.1-2.1-3.3-3.9-2.9-1.8.4-2.8 2.1-2.3 4.2l2.5 11.7-1.9-2.8c-1.2-1.7-3.2-2.2-4.7-1.1-1.4 1.1-1.6 3.1-.4 4.8l7 10C25.2 49.6 28.4 52 32.4 52h1.5c6.3 0 11.3-5 11.3-11.3V26.4c0-2.1-1.5-3.8-3.5-3.8s-3.4 1.7-3.4 3.8v4.5V17.8c0-2.3-1.7-3.8-3.8-3.8-.8 0-1.6.2-2.3.7z"
        fill="currentColor"
      />
    </svg>
  );
}

/** From the first move to another page on, pages glide in (theme.css); the first one just appears. */
function useNavigatedClass(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) document.documentElement.classList.add('navigated');
  }, [pathname]);
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname, Link } = useNavigation();
  useNavigatedClass(pathname);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <Link to={ROUTES.home} className="brand" aria-label="Palme home">
          <Logo />
          <span className="brand__name">Palme</span>
        </Link>
        <div className="topbar__actions">
          <InstallButton />
          <ThemeToggle />
        </div>
      </header>
      <OfflineBanner />
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <IdleMount>
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </IdleMount>
    </div>
  );
}
