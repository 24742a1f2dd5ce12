import { useEffect, useState } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Offers installation where the browser does (Chromium's beforeinstallprompt). */
export function InstallButton() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const installed = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!offer) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      title="Add Palme to your home screen; your readings open even offline"
      onClick={async () => {
        await offer.prompt();
        await offer.userChoice;
        setOffer(null);
      }}
    >
      Install app
    </button>
  );
}
