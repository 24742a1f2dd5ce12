import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOnlineStatus } from '../lib/useOnlineStatus';
import { Glyph } from '../ui/Glyph';

/** A calm note while offline; when the network returns, everything on screen refreshes quietly. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (wasOffline.current) {
      wasOffline.current = false;
      void queryClient.invalidateQueries();
    }
  }, [online, queryClient]);

  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <Glyph name="moon" /> You&apos;re offline — showing saved readings
    </div>
  );
}
