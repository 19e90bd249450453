import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SparklesIcon } from '@/components/ui/icons';
import { Progress } from '@/components/ui/progress';
import { SCORE_MAX } from '@telisik/contract/constants';
import { interpolate, messages } from '@/i18n';

const t = messages.landing.sample;

/** A static example of what a report looks like (BBCA, 38/50, BUY, High), not live data. */
export function SampleAnalysisCard() {
  const total = interpolate(messages.common.scoreOutOf, { score: t.totalScore, max: SCORE_MAX.total });
  return (
    <figure className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-br from-teal-200/60 via-teal-100/40 to-transparent blur-2xl"
      />
      <Card className="flex flex-col gap-5 p-5 shadow-xl shadow-teal-900/10 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
            <SparklesIcon className="size-4" />
            {t.label}
          </span>
          <Badge tone="success" className="px-3 py-1 text-sm">
            {t.recommendation}
          </Badge>
        </div>
        <div className="flex items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-2xl font-bold text-slate-900">{t.ticker}</p>
            <p className="text-sm text-slate-600">
              {t.companyName} · {t.sector}
            </p>
          </div>
          <div className="text-right">
            <p className="text-xs font-medium text-slate-600">{t.totalScoreLabel}</p>
            <p className="text-3xl font-bold text-primary-strong tabular-nums">{total}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3">
          {t.pillars.map((pillar) => {
            const text = interpolate(messages.common.scoreOutOf, { score: pillar.score, max: pillar.max });
            return (
              <div key={pillar.name} className="flex flex-col gap-1">
                <div className="flex justify-between text-sm">
                  <span className="text-slate-700">{pillar.name}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">{text}</span>
                </div>
                <Progress label={pillar.name} value={pillar.score} max={pillar.max} valueText={text} />
              </div>
            );
          })}
        </div>
        <div className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <span className="text-slate-600">{t.confidenceLabel}</span>
          <span className="font-semibold text-slate-900">{t.confidence}</span>
        </div>
      </Card>
      <figcaption className="mt-3 text-center text-xs text-slate-600">{t.caption}</figcaption>
    </figure>
  );
}
