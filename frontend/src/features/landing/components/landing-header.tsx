import { InstallButton } from '@/components/install-button';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';

const t = messages.landing.nav;

export function LandingHeader() {
  const linkClass =
    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href={paths.home.getHref()}
          aria-label={messages.app.homeLinkLabel}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        >
          <Logo />
        </a>
        <nav aria-label={t.label} className="hidden items-center gap-1 md:flex">
          <a href="#fitur" className={linkClass}>
            {t.features}
          </a>
          <a href="#cara-kerja" className={linkClass}>
            {t.howItWorks}
          </a>
          <a href="#harga" className={linkClass}>
            {t.pricing}
          </a>
        </nav>
        <div className="flex items-center gap-2">
          <InstallButton />
          <a href={paths.login.getHref()} className={buttonVariants({ size: 'sm' })}>
            {t.start}
          </a>
        </div>
      </div>
    </header>
  );
}
