import { toast } from '@/components/ui/use-toast';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';
import { navigateAway } from './navigation';

/**
 * Tells a signed-out user why they are leaving, then sends them to sign in after a short pause
 * (SPEC §4). Returns a function that cancels the pending redirect.
 */
export function notifyUnauthorizedAndRedirect(): () => void {
  toast({
    title: messages.toast.unauthorizedTitle,
    description: messages.toast.unauthorizedDescription,
    variant: 'destructive',
  });
  const timer = window.setTimeout(() => navigateAway(paths.login.getHref()), UNAUTHORIZED_REDIRECT_DELAY_MS);
  return () => window.clearTimeout(timer);
}
