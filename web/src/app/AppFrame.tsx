import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Loading } from '../ui/Spinner';
import { showScreen, useToastStore } from '../ui/toastStore';
import { AppLayout } from './AppLayout';
import { IdleMount } from './IdleMount';
import { NavigationProvider, type Navigation } from '../lib/navigation';

// The toast renderer (Radix) loads right after the first screen; toasts raised before it arrive wait in the store.
const Toaster = lazy(() => import('../ui/Toaster'));

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

/**
 * What every page sits in, with the router (App.tsx) or before it has loaded (HomeApp.tsx): the
 * query cache, the layout, the page's own Suspense boundary and the toasts. Both draw the same markup
 * around a page, so either can take over a page the other drew.
 */
export function AppFrame({
  queryClient,
  navigation,
  children,
}: {
  queryClient: QueryClient;
  navigation: Navigation;
  children: ReactNode;
}) {
  // A toast ends with its screen (ui/toastStore.ts).
  useEffect(() => showScreen(navigation.pathname), [navigation.pathname]);
  return (
    <QueryClientProvider client={queryClient}>
      <NavigationProvider value={navigation}>
        <AppLayout>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </AppLayout>
        <ToasterWhenNeeded />
      </NavigationProvider>
    </QueryClientProvider>
  );
}
