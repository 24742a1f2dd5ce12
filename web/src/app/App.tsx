import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { HomePage } from '../features/onboarding/HomePage';
import { createQueryClient } from '../lib/queryClient';
import { ROUTE_PATTERNS, ROUTES } from '../lib/routes';
import { Loading } from '../ui/Spinner';
import { AppFrame } from './AppFrame';
import type { Navigation } from '../lib/navigation';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';

// Every screen but the first loads on demand, so the home page stays small.
/**
 * A lazily loaded page whose code can also be fetched ahead of rendering it. It never suspends: until
 * its code is here it shows the loading screen itself, then renders straight from the module. (A
 * suspended route shows the Suspense fallback, and React then holds the content back for at least
 * 300 ms after that fallback, its reveal throttle: a page whose code and data were already here
 * would wait for nothing.) If the code cannot load, the page is left to React.lazy, whose error
 * reaches the nearest error boundary as before.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Page() {
    const [state, setState] = useState<{ page: ComponentType | null; failed: boolean }>(() => ({
      page: loaded,
      failed: false,
    }));
    useEffect(() => {
      if (state.page || state.failed) return;
      let live = true;
      preload().then(
        (module) => live && setState({ page: module.default, failed: false }),
        () => live && setState({ page: null, failed: true }),
      );
      return () => {
        live = false;
      };
    }, [state.page, state.failed]);
    if (state.failed) return <Lazy />;
    const Loaded = state.page;
    return Loaded ? <Loaded /> : <Loading />;
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== null });
}

const PhoneVerificationPage = lazyPage(() => import('../features/onboarding/PhoneVerificationPage'));
const LogoutPage = lazyPage(() => import('../features/onboarding/LogoutPage'));
const PalmUploadPage = lazyPage(() => import('../features/readings/PalmUploadPage'));
const DashboardPage = lazyPage(() => import('../features/readings/DashboardPage'));
const SubscriptionPage = lazyPage(() => import('../features/subscription/SubscriptionPage'));
const PrivacyPage = lazyPage(() => import('../features/privacy/PrivacyPage'));
const TermsPage = lazyPage(() => import('../features/legal/TermsPage'));
const PrivacyPolicyPage = lazyPage(() => import('../features/legal/PrivacyPolicyPage'));
const SharedReadingPage = lazyPage(() => import('../features/sharing/SharedReadingPage'));
const CompatibilityInvitePage = lazyPage(() => import('../features/compatibility/CompatibilityInvitePage'));
const CompatibilityAccountCreationPage = lazyPage(
  () => import('../features/compatibility/CompatibilityAccountCreationPage'),
);
const CompatibilityResultPage = lazyPage(() => import('../features/compatibility/CompatibilityResultPage'));

/**
 * The code of the page at `pathname`, fetched before React takes over markup drawn on the server
 * (boot.tsx) or before the server draws it (src/prerender.tsx): that page must then render at once,
 * exactly as drawn, not show its loading screen first.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  if (matchPath(ROUTE_PATTERNS.shared, pathname)) await SharedReadingPage.preload();
  if (matchPath(ROUTES.dashboard, pathname)) await DashboardPage.preload();
}

/** Starts a shared reading's request as its route is entered, in parallel with loading the page's code. */
function PrefetchShared({ children }: { children: ReactNode }) {
  const { shareId } = useParams();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !shareId) return;
    started.current = true;
    void import('../data/readings').then(({ sharedReadingQuery }) =>
      queryClient.prefetchQuery(sharedReadingQuery(shareId)),
    );
  }, [shareId, queryClient]);
  return <>{children}</>;
}

/** The app frame, moving between pages with the router. */
function RoutedFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useMemo<Navigation>(
    () => ({ pathname, navigate: (to, options) => void navigate(to, options), Link }),
    [pathname, navigate],
  );
  return (
    <AppFrame queryClient={queryClient} navigation={navigation}>
      {children}
    </AppFrame>
  );
}

/**
 * The app, in the browser's router; server rendering (src/prerender.tsx) passes a router fixed to
 * one address instead (kept out of the browser's code). A page drawn on the server is drawn with its
 * data in `queryClient`, as the browser is before it takes the page over (app/drawnPageData.ts).
 */
export function App({
  Router = BrowserRouter,
  queryClient: given,
  children,
}: {
  Router?: ComponentType<{ children?: ReactNode }>;
  queryClient?: QueryClient;
  /** Rendered with the page, in its Suspense boundary: it mounts once the page itself has. */
  children?: ReactNode;
} = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <Router>
      <RoutedFrame queryClient={queryClient}>
        <Routes>
          <Route path={ROUTES.home} element={<HomePage />} />
          <Route path={ROUTES.phoneVerification} element={<PhoneVerificationPage />} />
          <Route path={ROUTES.logout} element={<LogoutPage />} />
          <Route path={ROUTES.terms} element={<TermsPage />} />
          <Route path={ROUTES.privacyPolicy} element={<PrivacyPolicyPage />} />
          <Route path={ROUTES.auth} element={<Navigate to={ROUTES.home} replace />} />
          <Route
            path={ROUTES.palmUpload}
            element={
              <ProtectedRoute allowCompatibilityFlow onEnter={PalmUploadPage.preload}>
                <PalmUploadPage />
              </ProtectedRoute>
            }
          />
          <Route
            path={ROUTES.dashboard}
            element={
              <ProtectedRoute
                onEnter={() => {
                  // The page's code and the readings load alongside the session check, not after it;
                  // what the device kept paints first, while both are on their way.
                  void import('../data/readings').then(({ paintFromDevice, readingsQuery }) => {
                    void paintFromDevice(queryClient);
                    return queryClient.prefetchQuery(readingsQuery);
                  });
                  return DashboardPage.preload();
                }}
                isReady={DashboardPage.isLoaded}
              >
                <DashboardPage />
              </ProtectedRoute>
            }
          />
          <Route
            path={ROUTES.subscription}
            element={
              <ProtectedRoute onEnter={SubscriptionPage.preload}>
                <SubscriptionPage />
              </ProtectedRoute>
            }
          />
          <Route
            path={ROUTES.privacy}
            element={
              <ProtectedRoute onEnter={PrivacyPage.preload}>
                <PrivacyPage />
              </ProtectedRoute>
            }
          />
          <Route
            path={ROUTE_PATTERNS.shared}
            element={
              <PrefetchShared>
                <SharedReadingPage />
              </PrefetchShared>
            }
          />
          <Route
            path={ROUTE_PATTERNS.compatibility}
            element={
              <PrefetchShared>
                <CompatibilityInvitePage />
              </PrefetchShared>
            }
          />
          <Route path={ROUTES.compatibilityAccountCreation} element={<CompatibilityAccountCreationPage />} />
          <Route
            path={ROUTE_PATTERNS.compatibilityResult}
            element={
              <ProtectedRoute onEnter={CompatibilityResultPage.preload}>
                <CompatibilityResultPage />
              </ProtectedRoute>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        {children}
      </RoutedFrame>
    </Router>
  );
}
