import type { AnalysisResult, PillarKey, RuleOutcome } from '@telisik/contract';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChevronRightIcon } from '@/components/ui/icons';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatPercent, formatPoints } from '@/lib/format';
import { shareTone } from '../lib/share-tone';
import { GlossaryText } from './glossary-text';
import { PointsMeter } from './points-meter';

const t = messages.analyses.detail.breakdown.rules;
const pillarNames = messages.analyses.detail.scores;

/** A part's rules under its title; the "other" group (rules of an unlisted part) has no points. */
type RuleGroup = {
  key: string;
  label: string | null;
  points: number | null;
  max: number | null;
  rules: RuleOutcome[];
};
export type PillarView = {
  key: PillarKey;
  title: string;
  score: number;
  max: number;
  completeness: number;
  /** 'YYYY-MM-DD' of the newest input the pillar read; null on analyses stored before it was kept. */
  inputDate: string | null;
  /** The data note saying the pillar's input is past its stated age; null when current or not kept. */
  staleNote: string | null;
  parts: RuleGroup[];
  ruleCount: number;
};

const PILLARS: PillarKey[] = ['fundamental', 'technical', 'sentiment'];

/** The pillars with parts or rules to show, rules grouped under their part; older analyses yield []. */
export function pillarBreakdowns(result: AnalysisResult): PillarView[] {
  const { pillars } = result;
  if (pillars === null) return [];
  return PILLARS.flatMap((key) => {
    const pillar = pillars[key];
    const groups: RuleGroup[] = pillar.parts.map((part) => ({
      key: part.part,
      label: part.label,
      points: part.points,
      max: part.maxPoints,
      rules: pillar.rules.filter((rule) => rule.part === part.part),
    }));
    const leftover = pillar.rules.filter((rule) => !pillar.parts.some((part) => part.part === rule.part));
    if (leftover.length > 0) {
      // Rules whose part is not listed: one group, titled only when other groups have titles.
      groups.push({
        key: 'other',
        label: groups.length > 0 ? t.otherPart : null,
        points: null,
        max: null,
        rules: leftover,
      });
    }
    if (groups.length === 0) return [];
    return [
      {
        key,
        title: pillarNames[key],
        score: pillar.score,
        max: pillar.maxScore,
        completeness: pillar.dataCompleteness,
        inputDate: pillar.newestInputDate ?? null,
        staleNote: pillar.staleNote ?? null,
        parts: groups,
        ruleCount: pillar.rules.length,
      },
    ];
  });
}

const dotTone = {
  good: 'bg-green-600',
  fair: 'bg-yellow-500',
  poor: 'bg-red-600',
  none: 'bg-slate-400',
} as const;

function scoreText(points: number, max: number): string {
  return interpolate(messages.common.scoreOutOf, { score: formatPoints(points), max: formatPoints(max) });
}

function PartChip({ label, points, max }: { label: string; points: number | null; max: number | null }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-md bg-slate-50 px-2 py-1 text-xs text-slate-700 ring-1 ring-slate-200 ring-inset">
      {points !== null && max !== null ? (
        <span
          aria-hidden="true"
          className={cn('size-2 shrink-0 rounded-full', dotTone[shareTone(points, max)])}
        />
      ) : null}
      <span>{label}</span>
      {points !== null && max !== null ? (
        <span className="font-semibold text-slate-900 tabular-nums">{scoreText(points, max)}</span>
      ) : null}
    </li>
  );
}

function RuleItem({ rule }: { rule: RuleOutcome }) {
  return (
    <li className="flex flex-col gap-1 py-3" data-rule={rule.id}>
      <div className="flex items-start justify-between gap-3">
        <span className="text-sm font-medium text-slate-900">
          <GlossaryText text={rule.label} />
        </span>
        <PointsMeter points={rule.points} max={rule.maxPoints} className="mt-0.5" />
      </div>
      <p className="text-sm leading-snug text-slate-600">{rule.reason}</p>
    </li>
  );
}

/**
 * How recent the pillar's data is ("Data per 30 Desember 2025"); past its stated age it is marked in the
 * warning tone with the engine's note. Nothing for analyses stored before the date was kept.
 */
function PillarFreshness({ pillar }: { pillar: PillarView }) {
  const date = formatCalendarDate(pillar.inputDate);
  if (pillar.staleNote === null) {
    return date ? (
      <p className="text-xs text-slate-600" data-freshness="current">
        {interpolate(t.inputDate, { date })}
      </p>
    ) : null;
  }
  return (
    <div
      className="flex flex-col gap-0.5 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900 ring-1 ring-amber-200 ring-inset"
      data-freshness="stale"
    >
      <p className="font-semibold">{date ? interpolate(t.inputDateStale, { date }) : t.inputStale}</p>
      <p>{pillar.staleNote}</p>
    </div>
  );
}

function PillarRules({ pillar }: { pillar: PillarView }) {
  const headingId = useId();
  const completeness = formatPercent(pillar.completeness, 0);
  return (
    <section
      aria-labelledby={headingId}
      data-pillar={pillar.key}
      className="overflow-hidden rounded-lg border border-slate-200"
    >
      <div className="flex flex-col gap-2 p-4">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            {pillar.title}
          </h3>
          <span className="text-sm font-semibold text-slate-900 tabular-nums">
            {scoreText(pillar.score, pillar.max)}
          </span>
        </div>
        {completeness ? (
          <p className="text-xs text-slate-600">{interpolate(t.completeness, { percent: completeness })}</p>
        ) : null}
        <PillarFreshness pillar={pillar} />
        {pillar.parts.some((group) => group.label !== null) ? (
          <ul
            aria-label={interpolate(t.partsLabel, { pillar: pillar.title })}
            className="flex flex-wrap gap-1.5"
          >
            {pillar.parts.map((group) =>
              group.label === null ? null : (
                <PartChip key={group.key} label={group.label} points={group.points} max={group.max} />
              ),
            )}
          </ul>
        ) : null}
      </div>
      {pillar.ruleCount > 0 ? (
        <details className="group border-t border-slate-200">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
            <ChevronRightIcon className="size-4 shrink-0 transition-transform group-open:rotate-90" />
            <span className="group-open:hidden">{interpolate(t.showRules, { count: pillar.ruleCount })}</span>
            <span className="hidden group-open:inline">{t.hideRules}</span>
            <span className="sr-only">{` ${pillar.title}`}</span>
          </summary>
          <div className="flex flex-col gap-3 px-4 pb-2">
            {pillar.parts
              .filter((group) => group.rules.length > 0)
              .map((group) => (
                <div key={group.key} className="flex flex-col">
                  {group.label ? (
                    <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 pt-2 pb-1.5">
                      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                        {group.label}
                      </h4>
                      {group.points !== null && group.max !== null ? (
                        <span className="text-xs font-semibold text-slate-700 tabular-nums">
                          {scoreText(group.points, group.max)}
                        </span>
                      ) : null}
                    </div>
                  ) : null}
                  <ul className="divide-y divide-slate-100">
                    {group.rules.map((rule) => (
                      <RuleItem key={rule.id} rule={rule} />
                    ))}
                  </ul>
                </div>
              ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}

/** Every pillar's parts and the rules that built them, each with its points and one-line reason. */
export function RuleBreakdownCard({ result, pillars }: { result: AnalysisResult; pillars: PillarView[] }) {
  const overall = result.dataCompleteness === null ? null : formatPercent(result.dataCompleteness.overall, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
        {overall ? (
          <p className="text-sm font-medium text-slate-700">
            {interpolate(t.overallCompleteness, { percent: overall })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {pillars.map((pillar) => (
          <PillarRules key={pillar.key} pillar={pillar} />
        ))}
      </CardContent>
    </Card>
  );
}
