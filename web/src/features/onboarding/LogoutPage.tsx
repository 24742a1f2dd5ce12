import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetAccountOnDevice } from '../../data/forgetDevice';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { logout } from './api';

/** Ends the session, forgets everything of the account on this device, and returns home. */
export default function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!requireOnline('Signing out')) {
      navigate(ROUTES.dashboard, { replace: true });
      return;
    }
    logout()
      .then(async () => {
        // A shared device keeps nothing of this account: readings, shared readings, photos, name.
        await forgetAccountOnDevice();
        queryClient.clear();
        navigate(ROUTES.home, { replace: true });
      })
      .catch(() => {
        toast({
          title: 'Logout failed',
          description: 'Please check your connection and try again.',
          variant: 'destructive',
        });
        navigate(ROUTES.dashboard, { replace: true });
      });
  }, [queryClient, navigate]);

  return <LoadingPage text="Signing you out..." />;
}
