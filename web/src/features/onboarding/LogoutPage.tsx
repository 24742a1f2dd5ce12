import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { LoadingPage } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { useLogout } from './api';

/** Ends the session, forgets everything of the account on this device, and returns home. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const { mutateAsync: logout } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!requireOnline('Signing out', { carriesOver: true })) {
      navigate(ROUTES.dashboard, { replace: true });
      return;
    }
    logout()
      .then(() => navigate(ROUTES.home, { replace: true }))
      .catch(() => {
        toast({
          title: 'Logout failed',
          description: 'Please check your connection and try again.',
          variant: 'destructive',
          carriesOver: true,
        });
        navigate(ROUTES.dashboard, { replace: true });
      });
  }, [logout, navigate]);

  return <LoadingPage text="Signing you out..." />;
}
