import type { ReactNode } from 'react';
import { AppHeader } from '@/components/layouts/app-layout';
import { AlertsBell } from '@/features/alerts/components/alerts-bell';
import { useAuth } from '@/features/auth/api/get-user';
import { UserNav } from '@/features/auth/components/user-nav';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';

/**
 * A page anyone may read (/rekam-jejak, the legal pages): signed in, it keeps the app's own header
 * (the way back to the dashboard, the account menu); signed out, the landing page's. The landing
 * footer either way, with its links to the rest.
 */
export function PublicPage({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      {auth.status === 'signed-in' ? (
        <AppHeader
          actions={
            <>
              <AlertsBell />
              <UserNav user={auth.user} />
            </>
          }
        />
      ) : (
        <LandingHeader />
      )}
      {children}
      <LandingFooter />
    </div>
  );
}
