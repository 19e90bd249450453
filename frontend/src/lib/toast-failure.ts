import { toast } from '@/components/ui/use-toast';
import { failureMessage } from './api-client';

/** The notice of a failed call: its title, and what went wrong in the user's words. */
export function toastFailure(title: string, error: Error): void {
  toast({ title, description: failureMessage(error), variant: 'destructive' });
}
