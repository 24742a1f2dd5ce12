import { useEffect, useState, type ReactNode } from 'react';
import { afterLoadAndIdle } from '../lib/whenIdle';

/** Mounts its children only after the page has loaded and gone idle. */
export function IdleMount({ children, when = false }: { children: ReactNode; when?: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoadAndIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready || when ? <>{children}</> : null;
}
