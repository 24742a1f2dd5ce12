import { useNavigate } from 'react-router-dom';
import { describeError } from '../../lib/apiErrors';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { toast } from '../../ui/toastStore';
import type { useSignOutEverywhere } from './api';

export function failed(title: string, err: unknown) {
  toast({ title, description: describeError(err), variant: 'destructive' });
}

/** Ends the account's presence here (signed out or deleted), then home with what happened. */
export function useEndThenGoHome() {
  const navigate = useNavigate();
  return (
    action: ReturnType<typeof useSignOutEverywhere>,
    offlineWhat: string,
    done: { title: string; description: string },
    failure: string,
  ) => {
    if (!requireOnline(offlineWhat)) return;
    action.mutate(undefined, {
      onSuccess: () => {
        navigate(ROUTES.home, { replace: true });
        toast({ ...done, carriesOver: true });
      },
      onError: (err) => failed(failure, err),
    });
  };
}
