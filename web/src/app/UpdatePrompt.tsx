import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../ui/Button';

/**
 * Registers the service worker. A new version waits until the user chooses to reload, so nothing
 * half-typed or half-captured is lost to a surprise reload.
 */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-title" aria-describedby="update-text">
      <p id="update-title" className="update-prompt__title">
        A new version of Palme is ready
      </p>
      <p id="update-text">Reload when you are ready; your readings stay as they are.</p>
      <div className="update-prompt__actions">
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          Reload to update
        </Button>
      </div>
    </div>
  );
}
