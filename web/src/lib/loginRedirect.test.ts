import { beforeEach, describe, expect, it } from 'vitest';
import { markJustLoggedIn, rememberRedirectTarget, takeRedirectAfterLogin } from './loginRedirect';

beforeEach(() => sessionStorage.clear());

describe('the one-time redirect after login', () => {
  it('sends a just-logged-in user on to the remembered target once', () => {
    rememberRedirectTarget('/subscription');
    markJustLoggedIn();
    expect(sessionStorage.getItem('justLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/subscription');
    expect(takeRedirectAfterLogin('/dashboard')).toBe('/subscription');
    expect(takeRedirectAfterLogin('/dashboard')).toBeNull();
    expect(sessionStorage.getItem('justLoggedIn')).toBeNull();
  });

  it('does nothing without a login, or when already there, or for another site', () => {
    rememberRedirectTarget('/subscription');
    expect(takeRedirectAfterLogin('/dashboard')).toBeNull();
    markJustLoggedIn();
    expect(takeRedirectAfterLogin('/subscription')).toBeNull();
    rememberRedirectTarget('//evil.example');
    markJustLoggedIn();
    expect(takeRedirectAfterLogin('/dashboard')).toBeNull();
  });
});
