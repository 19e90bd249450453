import { Disclaimer } from '@/components/disclaimer';
import { LogoMark } from '@/components/logo';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';

const t = messages.landing.footer;

/** Footer links are placeholders (their pages are not specified): they stay in place and do nothing. */
function LinkList({ title, links }: { title: string; links: readonly string[] }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {links.map((label) => (
          <li key={label}>
            <button
              type="button"
              className="rounded-sm text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
            >
              {label}
            </button>
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
          <LinkList title={t.productTitle} links={t.productLinks} />
          <LinkList title={t.companyTitle} links={t.companyLinks} />
          <nav aria-labelledby="footer-evidence" className="flex flex-col gap-3">
            <h2 id="footer-evidence" className="text-sm font-semibold text-white">
              {t.trackRecordTitle}
            </h2>
            <a
              href={paths.trackRecord.getHref()}
              className="rounded-sm text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
            >
              {t.trackRecordLink}
            </a>
          </nav>
        </div>
        <Disclaimer tone="dark" />
        <p className="border-t border-slate-800 pt-6 text-sm text-slate-400">
          {interpolate(t.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
