import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { PREMIUM_PRICE_IDR } from '@telisik/contract/constants';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { rememberAfterSignIn } from '@/lib/after-sign-in';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';

const t = messages.landing.pricing;

type PlanProps = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  cta: string;
  badge?: string;
  highlighted?: boolean;
  /** Continue into the upgrade dialog once signed in (the Premium plan's button). */
  upgradeAfterSignIn?: boolean;
};

function Plan({ name, price, period, description, features, cta, badge, highlighted, upgradeAfterSignIn }: PlanProps) {
  const titleId = `plan-${name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-white p-6 sm:p-8',
        highlighted
          ? 'border-primary shadow-xl shadow-teal-900/10 ring-1 ring-primary'
          : 'border-slate-200 shadow-sm',
      )}
    >
      {badge ? (
        <Badge tone="brand" className="absolute -top-3 left-6 border-primary bg-primary px-3 py-1 text-white">
          {badge}
        </Badge>
      ) : null}
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-xl font-semibold text-slate-900">
          {name}
        </h3>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{price}</span>
        {period ? <span className="text-base text-slate-600">{period}</span> : null}
      </p>
      <ul className="flex flex-1 flex-col gap-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={paths.login.getHref()}
        onClick={upgradeAfterSignIn ? () => rememberAfterSignIn(paths.upgrade.hash) : undefined}
        className={buttonVariants({
          variant: highlighted ? 'primary' : 'outline',
          size: 'lg',
          className: 'w-full',
        })}
      >
        {cta}
      </a>
    </article>
  );
}

export function PricingSection() {
  return (
    <section id="harga" aria-labelledby="harga-title" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="harga-title" className="text-2xl font-bold tracking-tight sm:text-3xl text-slate-900">
            {t.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t.description}</p>
        </div>
        <div className="mx-auto mt-12 grid max-w-4xl grid-cols-1 gap-8 md:grid-cols-2 md:gap-6">
          <Plan {...t.free} />
          <Plan
            {...t.premium}
            price={interpolate(t.premium.price, { price: formatInteger(PREMIUM_PRICE_IDR) })}
            highlighted
            upgradeAfterSignIn
          />
        </div>
      </div>
    </section>
  );
}
