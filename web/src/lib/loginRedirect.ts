import { session, SESSION_KEYS } from './browserStorage';

/** A protected route visited while signed out remembers where the user was going. */
export function rememberRedirectTarget(path: string): void {
  session.set(SESSION_KEYS.redirectAfterLogin, path);
}

export function markJustLoggedIn(): void {
  session.set(SESSION_KEYS.justLoggedIn, 'true');
}

/**
 * After a login, the first protected route asks once where to go: the remembered target, if it is
 * not where we already are. Both flags are cleared, so it happens once.
 */
export function takeRedirectAfterLogin(currentPath: string): string | null {
  if (!session.flag(SESSION_KEYS.justLoggedIn)) return null;
  const target = session.get(SESSION_KEYS.redirectAfterLogin);
  session.remove(SESSION_KEYS.justLoggedIn);
  session.remove(SESSION_KEYS.redirectAfterLogin);
  return target && target !== currentPath && target.startsWith('/') && !target.startsWith('//') ? target : null;
}
