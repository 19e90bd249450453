import { MARKETING_STATS } from '@/config/constants';
import { messages } from '@/i18n';
import { formatInteger, formatNumber } from '@/lib/format';

const t = messages.landing.stats;

/** The marketing figures, written the Indonesian way: 1.000+, 99,9%, 4,9/5. */
export function marketingStats(): { value: string; label: string }[] {
  return [
    { value: `${formatInteger(MARKETING_STATS.activeUsers)}+`, label: t.activeUsers },
    { value: `${formatInteger(MARKETING_STATS.analyses)}+`, label: t.analyses },
    { value: `${formatNumber(MARKETING_STATS.uptimePercent, 1)}%`, label: t.uptime },
    {
      value: `${formatNumber(MARKETING_STATS.rating, 1)}/${formatInteger(MARKETING_STATS.ratingMax)}`,
      label: t.rating,
    },
  ];
}

export function StatsSection() {
  return (
    <section aria-label={t.label} className="bg-primary py-12">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 sm:px-6 md:grid-cols-4">
        {marketingStats().map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm text-teal-50">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-white tabular-nums sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
