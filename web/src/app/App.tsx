import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { HomePage } from '../features/onboarding/HomePage';
import { createQueryClient } from '../lib/queryClient';
import { ROUTE_PATTERNS, ROUTES } from '../lib/routes';
import { Loading } from '../ui/Spinner';
import { useToastStore } from '../ui/toastStore';
import { AppLayout } from './AppLayout';
import { IdleMount } from './IdleMount';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';

// The toast renderer (Radix) loads right after the first screen; toasts raised before it arrive wait in the store.
const Toaster = lazy(() => import('../ui/Toaster'));

// Every screen but the first loads on demand, so the home page stays small.
/** A lazily loaded page whose code can also be fetched ahead of rendering it. */
function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: load });
}

const PhoneVerificationPage = lazy(() => import('../features/onboarding/PhoneVerificationPage'));
const LogoutPage = lazy(() => import('../features/onboarding/LogoutPage'));
const PalmUploadPage = lazyPage(() => import('../features/readings/PalmUploadPage'));
const DashboardPage = lazyPage(() => import('../features/readings/DashboardPage'));
const SubscriptionPage = lazyPage(() => import('../features/subscription/SubscriptionPage'));
const PrivacyPage = lazyPage(() => import('../features/privacy/PrivacyPage'));
const SharedReadingPage = lazy(() => import('../features/sharing/SharedReadingPage'));
const CompatibilityInvitePage = lazy(() => import('../features/compatibility/CompatibilityInvitePage'));
const CompatibilityAccountCreationPage = lazy(
  () => import('../features/compatibility/CompatibilityAccountCreationPage'),
);
const CompatibilityResultPage = lazyPage(() => import('../features/compatibility/CompatibilityResultPage'));

/** Starts a shared reading's request as its route is entered, in parallel with loading the page's code. */
function PrefetchShared({ children }: { children: ReactNode }) {
  const { shareId } = useParams();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !shareId) return;
    started.current = true;
    void import('../data/readings').then(({ fetchSharedReading, sharedReadingKey }) =>
      queryClient.prefetchQuery({
        queryKey: sharedReadingKey(shareId),
        queryFn: ({ signal }) => fetchSharedReading(shareId, signal),
      }),
    );
  }, [shareId, queryClient]);
  return <>{children}</>;
}

/** The toast renderer mounts when the page is idle, or at once when the first toast is raised. */
function ToasterWhenNeeded() {
  const hasToast = useToastStore((s) => s.toasts.length > 0);
  return (
    <IdleMount when={hasToast}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </IdleMount>
  );
}

function Protected({
  children,
  allowCompatibilityFlow,
  onEnter,
}: {
  children: ReactNode;
  allowCompatibilityFlow?: boolean;
  onEnter?: () => void;
}) {
  return (
    <ProtectedRoute allowCompatibilityFlow={allowCompatibilityFlow} onEnter={onEnter}>
      {children}
    </ProtectedRoute>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppLayout>
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route path={ROUTES.home} element={<HomePage />} />
              <Route path={ROUTES.phoneVerification} element={<PhoneVerificationPage />} />
              <Route path={ROUTES.logout} element={<LogoutPage />} />
              <Route path={ROUTES.auth} element={<Navigate to={ROUTES.home} replace />} />
              <Route
                path={ROUTES.palmUpload}
                element={
                  <Protected allowCompatibilityFlow onEnter={() => void PalmUploadPage.preload()}>
                    <PalmUploadPage />
                  </Protected>
                }
              />
              <Route
                path={ROUTES.dashboard}
                element={
                  <Protected
                    onEnter={() => {
                      // The page's code and the readings load alongside the session check, not after it.
                      void DashboardPage.preload();
                      void import('../data/readings').then(({ fetchReadings, readingsKey }) =>
                        queryClient.prefetchQuery({
                          queryKey: readingsKey,
                          queryFn: ({ signal }) => fetchReadings(signal),
                        }),
                      );
                    }}
                  >
                    <DashboardPage />
                  </Protected>
                }
              />
              <Route
                path={ROUTES.subscription}
                element={
                  <Protected onEnter={() => void SubscriptionPage.preload()}>
                    <SubscriptionPage />
                  </Protected>
                }
              />
              <Route
                path={ROUTES.privacy}
                element={
                  <Protected onEnter={() => void PrivacyPage.preload()}>
                    <PrivacyPage />
                  </Protected>
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
                  <Protected onEnter={() => void CompatibilityResultPage.preload()}>
                    <CompatibilityResultPage />
                  </Protected>
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </AppLayout>
      </BrowserRouter>
      <ToasterWhenNeeded />
    </QueryClientProvider>
  );
}
