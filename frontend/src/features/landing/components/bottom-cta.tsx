import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';

const t = messages.landing.bottomCta;

export function BottomCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="flex flex-col items-center gap-5 rounded-2xl bg-linear-to-br from-teal-800 to-primary px-6 py-12 text-center shadow-xl shadow-teal-900/20 sm:px-12">
          <h2
            id="cta-title"
            className="text-2xl font-bold tracking-tight sm:text-3xl text-balance text-white"
          >
            {t.title}
          </h2>
          <p className="max-w-xl text-lg text-teal-50">{t.description}</p>
          <a href={paths.login.getHref()} className={buttonVariants({ variant: 'inverted', size: 'lg' })}>
            {t.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
