import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/onboarding/HomePage';
import { createQueryClient } from '../lib/queryClient';
import { ROUTE_PATTERNS, ROUTES } from '../lib/routes';
import { Loading } from '../ui/Spinner';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';

// The toast renderer (Radix) loads right after the first screen; toasts raised before it arrive wait in the store.
const Toaster = lazy(() => import('../ui/Toaster'));

// Every screen but the first loads on demand, so the home page stays small.
const PhoneVerificationPage = lazy(() => import('../features/onboarding/PhoneVerificationPage'));
const LogoutPage = lazy(() => import('../features/onboarding/LogoutPage'));
const PalmUploadPage = lazy(() => import('../features/readings/PalmUploadPage'));
const DashboardPage = lazy(() => import('../features/readings/DashboardPage'));
const SubscriptionPage = lazy(() => import('../features/subscription/SubscriptionPage'));
const SharedReadingPage = lazy(() => import('../features/sharing/SharedReadingPage'));
const CompatibilityInvitePage = lazy(() => import('../features/compatibility/CompatibilityInvitePage'));
const CompatibilityAccountCreationPage = lazy(
  () => import('../features/compatibility/CompatibilityAccountCreationPage'),
);
const CompatibilityResultPage = lazy(() => import('../features/compatibility/CompatibilityResultPage'));

function Protected({ children, allowCompatibilityFlow }: { children: ReactNode; allowCompatibilityFlow?: boolean }) {
  return <ProtectedRoute allowCompatibilityFlow={allowCompatibilityFlow}>{children}</ProtectedRoute>;
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
                  <Protected allowCompatibilityFlow>
                    <PalmUploadPage />
                  </Protected>
                }
              />
              <Route
                path={ROUTES.dashboard}
                element={
                  <Protected>
                    <DashboardPage />
                  </Protected>
                }
              />
              <Route
                path={ROUTES.subscription}
                element={
                  <Protected>
                    <SubscriptionPage />
                  </Protected>
                }
              />
              <Route path={ROUTE_PATTERNS.shared} element={<SharedReadingPage />} />
              <Route path={ROUTE_PATTERNS.compatibility} element={<CompatibilityInvitePage />} />
              <Route path={ROUTES.compatibilityAccountCreation} element={<CompatibilityAccountCreationPage />} />
              <Route
                path={ROUTE_PATTERNS.compatibilityResult}
                element={
                  <Protected>
                    <CompatibilityResultPage />
                  </Protected>
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </AppLayout>
      </BrowserRouter>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
