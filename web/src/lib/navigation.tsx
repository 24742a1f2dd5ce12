import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * How the app frame and the home page move between pages, without naming the router: the app
 * provides the router's (App.tsx), while the home page that a visit starts on runs before the
 * router has loaded (HomeApp.tsx) and provides its own, which hands over to the app.
 */
export interface Navigation {
  pathname: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** A link to a page of the app. */
  Link: ComponentType<{ to: string; className?: string; 'aria-label'?: string; children: ReactNode }>;
}

const NavigationContext = createContext<Navigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider (AppFrame)');
  return navigation;
}
