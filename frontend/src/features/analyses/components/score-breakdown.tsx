import type { Analysis } from '@telisik/contract';
import { memo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { SCORE_MAX } from '@telisik/contract/constants';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';

const t = messages.analyses.detail.scores;

type ScoreRowProps = { label: string; value: number; max: number; emphasis?: boolean };

function ScoreRow({ label, value, max, emphasis }: ScoreRowProps) {
  const text = interpolate(messages.common.scoreOutOf, { score: value, max });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span className={cn('text-sm text-slate-700', emphasis && 'font-semibold text-slate-900')}>
          {label}
        </span>
        <span className={cn('text-sm font-semibold text-slate-900 tabular-nums', emphasis && 'text-lg')}>
          {text}
        </span>
      </div>
      <Progress
        label={label}
        value={value}
        max={max}
        valueText={text}
        className={emphasis ? 'h-3' : undefined}
        barClassName={emphasis ? 'bg-primary-strong' : undefined}
      />
    </div>
  );
}

/** Total /50 and the three pillars, each as a bar filled to its share of the maximum. */
export const ScoreBreakdown = memo(function ScoreBreakdown({ analysis }: { analysis: Analysis }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ScoreRow label={t.total} value={analysis.totalScore} max={SCORE_MAX.total} emphasis />
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
          <ScoreRow label={t.fundamental} value={analysis.fundamentalScore} max={SCORE_MAX.fundamental} />
          <ScoreRow label={t.technical} value={analysis.technicalScore} max={SCORE_MAX.technical} />
          <ScoreRow label={t.sentiment} value={analysis.sentimentScore} max={SCORE_MAX.sentiment} />
        </div>
      </CardContent>
    </Card>
  );
});
