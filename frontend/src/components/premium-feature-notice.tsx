import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** What a free user reads instead of a Premium screen: what it is and the way to upgrade. */
export function PremiumFeatureNotice({
  title,
  description,
  cta,
}: {
  title: string;
  description: string;
  cta: string;
}) {
  return (
    <Card role="region" aria-label={title} className="flex flex-col gap-3 border-teal-200 p-5 sm:p-6">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-700">{description}</p>
      <a href={paths.upgrade.getHref()} className={buttonVariants({ className: 'h-auto min-h-11 w-fit max-w-full py-2 text-center whitespace-normal' })}>
        {cta}
      </a>
    </Card>
  );
}
