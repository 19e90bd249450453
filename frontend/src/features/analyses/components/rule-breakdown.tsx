import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChevronRightIcon } from '@/components/ui/icons';
import { SCORE_MAX } from '@/config/constants';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { toNumber } from '@/lib/format';
import { formatPct, formatPoints, shareTone, text } from '../lib/figures';
import type { Analysis, PillarKey } from '../types';
import { PointsMeter } from './points-meter';

const t = messages.analyses.detail.breakdown.rules;
const pillarNames = messages.analyses.detail.scores;

type Rule = { key: string; label: string; points: number; max: number; reason: string | null };
type RuleGroup = {
  key: string;
  label: string | null;
  points: number | null;
  max: number | null;
  rules: Rule[];
};
export type PillarView = {
  key: PillarKey;
  title: string;
  score: number;
  max: number;
  completeness: number | null;
  parts: RuleGroup[];
  ruleCount: number;
};

const PILLARS: Array<{
  key: PillarKey;
  scoreField: 'fundamentalScore' | 'technicalScore' | 'sentimentScore';
}> = [
  { key: 'fundamental', scoreField: 'fundamentalScore' },
  { key: 'technical', scoreField: 'technicalScore' },
  { key: 'sentiment', scoreField: 'sentimentScore' },
];

const OTHER = '__other';

/** The pillars that carry a rule breakdown, normalised; older analyses have none and yield []. */
export function pillarBreakdowns(analysis: Analysis): PillarView[] {
  const result = analysis.analysisResult;
  const pillars: PillarView[] = [];
  for (const { key, scoreField } of PILLARS) {
    const source = result?.pillars?.[key];
    if (!source) continue;
    const rules: Array<Rule & { part: string }> = (Array.isArray(source.rules) ? source.rules : []).flatMap(
      (rule, index) => {
        if (!rule) return [];
        const label = text(rule.label);
        const reason = text(rule.reason);
        if (!label && !reason) return [];
        return [
          {
            key: text(rule.id) ?? `rule-${index}`,
            part: text(rule.part) ?? OTHER,
            label: label ?? '',
            points: toNumber(rule.points) ?? 0,
            max: toNumber(rule.maxPoints) ?? 0,
            reason,
          },
        ];
      },
    );
    const groups: RuleGroup[] = (Array.isArray(source.parts) ? source.parts : []).flatMap((part, index) => {
      const label = text(part?.label);
      if (!part || !label) return [];
      const partKey = text(part.part) ?? `part-${index}`;
      return [
        {
          key: partKey,
          label,
          points: toNumber(part.points),
          max: toNumber(part.maxPoints),
          rules: rules.filter((rule) => rule.part === partKey),
        },
      ];
    });
    const grouped = new Set(groups.flatMap((group) => group.rules));
    const leftover = rules.filter((rule) => !grouped.has(rule));
    if (leftover.length > 0) {
      // Rules whose part is not listed: one group, titled only when other groups have titles.
      groups.push({
        key: OTHER,
        label: groups.length > 0 ? t.otherPart : null,
        points: null,
        max: null,
        rules: leftover,
      });
    }
    if (groups.length === 0) continue;
    pillars.push({
      key,
      title: pillarNames[key],
      score: toNumber(source.score) ?? toNumber(analysis[scoreField]) ?? 0,
      max: toNumber(source.maxScore) ?? SCORE_MAX[key],
      completeness: toNumber(source.dataCompleteness) ?? toNumber(result?.dataCompleteness?.[key]),
      parts: groups,
      ruleCount: rules.length,
    });
  }
  return pillars;
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

function PartChip({ group }: { group: RuleGroup }) {
  const hasPoints = group.points !== null && group.max !== null;
  return (
    <li className="inline-flex items-center gap-1.5 rounded-md bg-slate-50 px-2 py-1 text-xs text-slate-700 ring-1 ring-slate-200 ring-inset">
      {hasPoints ? (
        <span
          aria-hidden="true"
          className={cn(
            'size-2 shrink-0 rounded-full',
            dotTone[shareTone(group.points ?? 0, group.max ?? 0)],
          )}
        />
      ) : null}
      <span>{group.label}</span>
      {hasPoints ? (
        <span className="font-semibold text-slate-900 tabular-nums">
          {scoreText(group.points ?? 0, group.max ?? 0)}
        </span>
      ) : null}
    </li>
  );
}

function RuleItem({ rule }: { rule: Rule }) {
  return (
    <li className="flex flex-col gap-1 py-3" data-rule={rule.key}>
      <div className="flex items-start justify-between gap-3">
        <span className="text-sm font-medium text-slate-900">{rule.label}</span>
        <PointsMeter points={rule.points} max={rule.max} className="mt-0.5" />
      </div>
      {rule.reason ? <p className="text-sm leading-snug text-slate-600">{rule.reason}</p> : null}
    </li>
  );
}

function PillarRules({ pillar }: { pillar: PillarView }) {
  const headingId = useId();
  const titled = pillar.parts.filter((group) => group.label !== null);
  const completeness = formatPct(pillar.completeness, 0);
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
        {titled.length > 0 ? (
          <ul
            aria-label={interpolate(t.partsLabel, { pillar: pillar.title })}
            className="flex flex-wrap gap-1.5"
          >
            {titled.map((group) => (
              <PartChip key={group.key} group={group} />
            ))}
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
                      <RuleItem key={rule.key} rule={rule} />
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
export function RuleBreakdownCard({ analysis, pillars }: { analysis: Analysis; pillars: PillarView[] }) {
  const overall = formatPct(toNumber(analysis.analysisResult?.dataCompleteness?.overall), 0);
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
