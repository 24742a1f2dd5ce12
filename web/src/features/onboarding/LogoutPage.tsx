import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentUserKey } from '../../data/session';
import { offlineStore } from '../../lib/offline/offlineStore';
import { requireOnline } from '../../lib/requireOnline';
import type { User } from '@contract/user';
import { ROUTES } from '../../lib/routes';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { logout } from './api';

/** Ends the session, forgets this user's data on the device, and returns home. */
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
    const user = queryClient.getQueryData<User | null>(currentUserKey);
    logout()
      .then(async () => {
        // This device forgets the user's saved readings, images and summary.
        if (user) await offlineStore.forgetUser(user.id);
        else await offlineStore.clearAccount();
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
