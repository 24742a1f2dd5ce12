import type { QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { HomePage } from '../features/onboarding/HomePage';
import { ROUTES } from '../lib/routes';
import { AppFrame } from './AppFrame';
import type { Navigation } from '../lib/navigation';

/** A link on the home page before the router has loaded: the browser follows it. */
function DocumentLink({ to, ...rest }: { to: string; className?: string; 'aria-label'?: string; children: ReactNode }) {
  return <a href={to} {...rest} />;
}

/**
 * The home page as a visit that starts on it runs: in the app's frame, without the router and the
 * other pages, which it does not need to be used (the first screen's code stays small). Going to
 * another page calls `leave`, which hands the page over to the whole app (boot.tsx). The build
 * prerenders this same tree into index.html (src/prerender.tsx).
 */
export function HomeApp({
  queryClient,
  leave,
  children,
}: {
  queryClient: QueryClient;
  leave: Navigation['navigate'];
  /** Rendered with the page, in its Suspense boundary, as in App. */
  children?: ReactNode;
}) {
  const navigation = useMemo<Navigation>(
    () => ({ pathname: ROUTES.home, navigate: leave, Link: DocumentLink }),
    [leave],
  );
  return (
    <AppFrame queryClient={queryClient} navigation={navigation}>
      <HomePage />
      {children}
    </AppFrame>
  );
}
