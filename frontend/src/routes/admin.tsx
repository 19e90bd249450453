import { AppLayout } from '@/components/layouts/app-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminMe } from '@/features/admin/api/get-admin-me';
import { AdminPage } from '@/features/admin/components/admin-page';
import { useAuth } from '@/features/auth/api/get-user';
import { UserNav } from '@/features/auth/components/user-nav';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { NotFoundRoute } from './not-found';

/**
 * '/admin': the operator view for ADMIN_EMAILS. Everyone else, signed in or not, sees the ordinary
 * 404 page, so the address gives nothing away.
 */
export function AdminRoute() {
  const auth = useAuth();
  const me = useAdminMe({ enabled: auth.status === 'signed-in' });
  const allowed = auth.status === 'signed-in' && me.data !== undefined;
  useDocumentTitle(allowed ? messages.admin.pageTitle : messages.notFound.title);

  if (auth.status === 'signed-out' || me.isError) return <NotFoundRoute />;
  if (auth.status === 'signed-in' && me.data) {
    return (
      <AppLayout actions={<UserNav user={auth.user} />}>
        <AdminPage email={me.data.email} />
      </AppLayout>
    );
  }
  return (
    <AppLayout>
      <Skeleton className="h-40 w-full" aria-busy="true" />
    </AppLayout>
  );
}
