import { local, LOCAL_KEYS } from './browserStorage';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_PREFERENCES: ThemePreference[] = ['dark', 'light', 'system'];

export function themePreference(): ThemePreference {
  const stored = local.get(LOCAL_KEYS.theme);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'dark';
}

export function resolvedTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference !== 'system') return preference;
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/** Stores the preference under 'theme' and applies it to the document. */
export function applyTheme(preference: ThemePreference): void {
  local.set(LOCAL_KEYS.theme, preference);
  document.documentElement.dataset.theme = resolvedTheme(preference);
}
