import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPhoneSignIn, type PhoneSignIn } from '../../lib/firebasePhoneAuth';
import { toast } from '../../ui/toastStore';

/** Delay before the invisible bot check starts. */
const BOT_CHECK_DELAY_MS = 100;

/**
 * The invisible bot check (reCAPTCHA) phone sign-in needs, prepared once per visit of the page: a
 * moment after the page appears, or at the first tap if that comes sooner. It lives in the element
 * `container` holds; the returned `prepare()` answers null while there is no such element.
 */
export function useBotCheck(container: RefObject<HTMLElement | null>, enabled: boolean): () => PhoneSignIn | null {
  const signIn = useRef<PhoneSignIn | null>(null);

  const prepare = useCallback((): PhoneSignIn | null => {
    if (!signIn.current && container.current) {
      signIn.current = createPhoneSignIn(container.current, () =>
        toast({ title: 'reCAPTCHA expired', description: 'Please try again', variant: 'destructive' }),
      );
    }
    return signIn.current;
  }, [container]);

  // A layout effect: its clean-up runs in the same commit that removes the page's elements. (A passive
  // effect's ran a moment later, and a timer falling in between found no element for the bot check:
  // Firebase's auth/argument-error, for a visitor leaving the page at once.)
  useLayoutEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(prepare, BOT_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      signIn.current?.dispose();
      signIn.current = null;
    };
  }, [enabled, prepare]);

  return prepare;
}
