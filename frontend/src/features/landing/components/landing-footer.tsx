import { Disclaimer } from '@/components/disclaimer';
import { LogoMark } from '@/components/logo';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';

const t = messages.landing.footer;

const linkClass =
  'rounded-sm text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300';

/** A titled column of real links (plain anchors: some leave the client router, e.g. to a landing section). */
function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}) {
  const headingId = `footer-${id}`;
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LandingFooter() {
  return (
    <footer className="bg-slate-900 py-12 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <div className="grid grid-cols-2 gap-10 lg:grid-cols-5">
          <div className="col-span-2 flex flex-col gap-3">
            <span className="inline-flex items-center gap-2 text-lg font-bold text-white">
              <LogoMark />
              {messages.app.name}
            </span>
            <p className="max-w-sm text-sm">{messages.app.tagline}</p>
          </div>
          <LinkList
            id="product"
            title={t.productTitle}
            links={[
              { label: t.features, href: paths.landingSection.getHref('fitur') },
              { label: t.howItWorks, href: paths.landingSection.getHref('cara-kerja') },
              { label: t.pricing, href: paths.landingSection.getHref('harga') },
              { label: t.demo, href: paths.demo.getHref() },
            ]}
          />
          <LinkList
            id="legal"
            title={t.legalTitle}
            links={[
              { label: t.privacy, href: paths.privacy.getHref() },
              { label: t.terms, href: paths.terms.getHref() },
              { label: t.help, href: paths.help.getHref() },
            ]}
          />
          <LinkList
            id="evidence"
            title={t.trackRecordTitle}
            links={[{ label: t.trackRecordLink, href: paths.trackRecord.getHref() }]}
          />
        </div>
        <Disclaimer tone="dark" />
        <p className="border-t border-slate-800 pt-6 text-sm text-slate-400">
          {interpolate(t.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
