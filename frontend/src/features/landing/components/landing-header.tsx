import { useId, useState } from 'react';
import { InstallButton } from '@/components/install-button';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';

const t = messages.landing.nav;

/** The sections of the landing page, as addresses that work from any page (/rekam-jejak, the legal pages). */
const SECTIONS = [
  { label: t.features, href: paths.landingSection.getHref('fitur') },
  { label: t.howItWorks, href: paths.landingSection.getHref('cara-kerja') },
  { label: t.pricing, href: paths.landingSection.getHref('harga') },
  { label: t.trackRecord, href: paths.trackRecord.getHref() },
] as const;

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const linkClass =
    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <a
          href={paths.home.getHref()}
          aria-label={messages.app.homeLinkLabel}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        >
          <Logo />
        </a>
        <nav aria-label={t.label} className="hidden items-center gap-1 md:flex">
          {SECTIONS.map((section) => (
            <a key={section.href} href={section.href} className={linkClass}>
              {section.label}
            </a>
          ))}
        </nav>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <InstallButton />
          <a href={paths.login.getHref()} className={buttonVariants({ size: 'sm' })}>
            {t.start}
          </a>
          {/* A phone has no room for the sections: they sit behind this button. */}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t.label}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 py-2 md:hidden"
      >
        <ul className="flex flex-col">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <a
                href={section.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
