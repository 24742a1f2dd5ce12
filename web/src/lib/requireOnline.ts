import { toast } from '../ui/toastStore';
import { connectivity } from './connectivity';

/** Actions that need the network say so when there is none, instead of failing quietly. */
export function requireOnline(action: string, { carriesOver = false } = {}): boolean {
  if (connectivity.isOnline()) return true;
  toast({
    title: "You're offline",
    description: `${action} needs an internet connection. Your saved readings are still here.`,
    variant: 'destructive',
    carriesOver,
  });
  return false;
}
