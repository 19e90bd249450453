import type { User } from '@telisik/contract';
import { useEffect, type ReactNode } from 'react';
import { AppLayout } from '@/components/layouts/app-layout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/api/get-user';
import { AlertsBell } from '@/features/alerts/components/alerts-bell';
import { UserNav } from '@/features/auth/components/user-nav';
import { messages } from '@/i18n';
import { notifyUnauthorizedAndRedirect } from '@/lib/auth-redirect';

/**
 * A screen for signed-in users in the app's frame. Signed out: the spec's 'Unauthorized' notice and
 * the trip to sign in; a failed check (offline) can be retried. While the session is checked (and
 * on the way to sign in) `loading` shows, a generic skeleton unless the screen has its own.
 */
export function SignedInPage({
  children,
  loading = <PageSkeleton />,
}: {
  children: (user: User) => ReactNode;
  loading?: ReactNode;
}) {
  const auth = useAuth();
  const signedOut = auth.status === 'signed-out';

  useEffect(() => {
    if (!signedOut) return;
    return notifyUnauthorizedAndRedirect();
  }, [signedOut]);

  switch (auth.status) {
    case 'signed-in':
      return (
        <AppLayout
          actions={
            <>
              <AlertsBell />
              <UserNav user={auth.user} />
            </>
          }
        >
          {children(auth.user)}
        </AppLayout>
      );
    case 'unknown':
      return (
        <AppLayout>
          <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
            <h1 className="text-xl font-semibold text-slate-900">{messages.auth.checkFailedTitle}</h1>
            <p className="text-sm text-slate-600">{messages.auth.checkFailedDescription}</p>
            <Button onClick={auth.retry}>{messages.common.retry}</Button>
          </Card>
        </AppLayout>
      );
    case 'loading':
    case 'signed-out':
      return <AppLayout>{loading}</AppLayout>;
  }
}

function PageSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
