import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { InstallButton } from '@/components/install-button';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';

/** The signed-in header: the brand (linking home) and `actions`. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          href={paths.home.getHref()}
          aria-label={messages.app.homeLinkLabel}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        >
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <InstallButton />
          {actions}
        </div>
      </div>
    </header>
  );
}

/** Signed-in screens: the header, then the page. */
export function AppLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <AppHeader actions={actions} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
