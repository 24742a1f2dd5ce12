import { useEffect, useState, useSyncExternalStore } from 'react';
import { applyTheme, themePreference, THEME_PREFERENCES, type ThemePreference } from '../lib/theme';
import { Glyph, type GlyphName } from '../ui/Glyph';

const LABELS: Record<ThemePreference, string> = { dark: 'Dark', light: 'Light', system: 'System' };
const ICONS: Record<ThemePreference, GlyphName> = { dark: 'moon', light: 'sun', system: 'system' };

const neverChanges = () => () => {};

/** Cycles dark → light → system; 'system' follows the device as it changes. */
export function ThemeToggle() {
  // The stored choice, read as 'dark' while React takes over the prerendered page (which was drawn
  // without it); index.html's inline script has already applied it before the first paint.
  const stored = useSyncExternalStore(neverChanges, themePreference, () => 'dark' as const);
  const [chosen, setPreference] = useState<ThemePreference | null>(null);
  const preference = chosen ?? stored;

  useEffect(() => {
    if (chosen !== null) applyTheme(chosen);
    if (preference !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: light)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [preference, chosen]);

  const next = THEME_PREFERENCES[(THEME_PREFERENCES.indexOf(preference) + 1) % THEME_PREFERENCES.length]!;
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => setPreference(next)}
      title={`Theme: ${LABELS[preference]}`}
      aria-label={`Theme: ${LABELS[preference]}. Switch to ${LABELS[next]}`}
    >
      <Glyph name={ICONS[preference]} />
    </button>
  );
}
