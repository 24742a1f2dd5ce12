import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../data/session';
import { session, SESSION_KEYS } from '../lib/browserStorage';
import { rememberRedirectTarget, takeRedirectAfterLogin } from '../lib/loginRedirect';
import { ROUTES } from '../lib/routes';
import { Loading } from '../ui/Spinner';
import { LoadFailed } from './LoadFailed';

/**
 * Sends a signed-out visitor to the home page (remembering where they were going) and, once after
 * a login, sends a signed-in user on to that remembered target.
 */
export function ProtectedRoute({
  children,
  allowCompatibilityFlow = false,
  onEnter,
  isReady,
}: {
  children: ReactNode;
  allowCompatibilityFlow?: boolean;
  /**
   * Work to start as the route is entered, in parallel with the session check: the page's code,
   * its data. The page renders once it is done (failures are the page's to show), so it never
   * suspends half-drawn.
   */
  onEnter?: () => Promise<unknown>;
  /**
   * Whether what `onEnter` waits for is already here (a page the server drew: its code was loaded
   * before React took it over), so the page renders at once, as drawn.
   */
  isReady?: () => boolean;
}) {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const entered = useRef(false);
  const [ready, setReady] = useState(() => !onEnter || Boolean(isReady?.()));

  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    if (!onEnter) return;
    const done = () => setReady(true);
    onEnter().then(done, done);
  }, [onEnter]);

  useEffect(() => {
    if (!user) return;
    const target = takeRedirectAfterLogin(location.pathname);
    if (target) navigate(target, { replace: true });
  }, [user, location.pathname, navigate]);

  if (isPending || (user && !ready)) return <Loading />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (!user) {
    if (allowCompatibilityFlow && session.flag(SESSION_KEYS.compatibilityFlow)) return <>{children}</>;
    rememberRedirectTarget(location.pathname + location.search);
    return <Navigate to={ROUTES.home} replace />;
  }
  return <>{children}</>;
}
