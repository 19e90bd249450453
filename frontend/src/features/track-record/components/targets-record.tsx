import type { Recommendation, TrackRecord, TrackRecordGroup, TrackRecordTargets } from '@telisik/contract';
import { SectionCard } from '@/components/ui/card';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatInteger, formatPercent } from '@/lib/format';
import { CLASSES } from '../lib/yearly';

const t = messages.trackRecord;
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-3 py-2 text-sm tabular-nums whitespace-nowrap';

/** A fraction as a signed percent: 0.021 → "+2,1%"; missing → "–". */
const signed = (value: number | null | undefined): string =>
  value === null || value === undefined ? '–' : formatPercent(value * 100, 1, true);
/** A share, 0–1, as a whole percent: 0.78 → "78%". */
const share = (value: number | null | undefined): string =>
  value === null || value === undefined ? '–' : formatPercent(value * 100, 0);
const tone = (value: number | null | undefined): string =>
  value === null || value === undefined ? 'text-slate-400' : value >= 0 ? 'text-emerald-700' : 'text-red-700';

const QUINTILES = ['U1', 'U2', 'U3', 'U4', 'U5'] as const;

/** The label mix on a typical month end (the median share of each class), as bars and a sentence. */
export function ClassMix({ mix }: { mix: Partial<Record<Recommendation, number>> }) {
  const of = (c: Recommendation) => mix[c] ?? 0;
  return (
    <SectionCard title={t.classMix.title} description={t.classMix.description} data-testid="class-mix">
      <dl aria-label={t.classMix.label} className="flex flex-col gap-2">
        {CLASSES.map((c) => (
          <div key={c} className="grid grid-cols-[7rem_1fr_3.5rem] items-center gap-3 text-sm">
            <dt className="font-semibold text-slate-900">{c}</dt>
            <div aria-hidden="true" className="h-2.5 rounded-full bg-slate-100">
              <div
                className="h-2.5 rounded-full bg-teal-700"
                style={{ width: `${Math.min(100, of(c) * 100)}%` }}
              />
            </div>
            <dd className="text-right tabular-nums text-slate-800">{share(of(c))}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {interpolate(t.classMix.summary, {
          buy: share(of('STRONG BUY') + of('BUY')),
          sell: share(of('REDUCE') + of('SELL')),
        })}
      </p>
    </SectionCard>
  );
}

function QuintileTable({ targets }: { targets: TrackRecordTargets }) {
  const find = (groups: TrackRecordGroup[], name: string) => groups.find((g) => g.group === name);
  const c = t.targets.columns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem]" data-testid="upside-quintiles">
        <caption className="sr-only">{t.targets.quintilesCaption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            {[c.group, c.median, c.hit, c.firstHalf, c.secondHalf, c.count].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {QUINTILES.map((q) => {
            const all = find(targets.byUpsideQuintile.all, q);
            if (!all) return null;
            const first = find(targets.byUpsideQuintile['2016-2020'], q);
            const second = find(targets.byUpsideQuintile['2021-2025'], q);
            return (
              <tr key={q}>
                <th scope="row" className={cn(td, 'text-left font-semibold text-slate-900')}>
                  {t.targets.quintileNames[q]}
                </th>
                <td className={cn(td, tone(all.median))}>{signed(all.median)}</td>
                <td className={td}>{share(all.hitRate)}</td>
                <td className={cn(td, tone(first?.median))}>{signed(first?.median)}</td>
                <td className={cn(td, tone(second?.median))}>{signed(second?.median)}</td>
                <td className={td}>{formatInteger(all.n)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ReachedTable({ targets }: { targets: TrackRecordTargets }) {
  const c = t.targets.columns;
  const rows = CLASSES.map((cls) => targets.reachedWithin12m.find((r) => r.recommendation === cls)).filter(
    (row): row is TrackRecordTargets['reachedWithin12m'][number] => row !== undefined && row.n > 0,
  );
  // Scrolls inside its box on the narrowest phones (320 px), as the other tables do.
  return (
    <div className="overflow-x-auto">
      <table className="w-full sm:max-w-md" data-testid="targets-reached">
        <caption className="sr-only">{t.targets.reachedCaption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            {[c.class, c.reached, c.count].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.recommendation}>
              <th scope="row" className={cn(td, 'text-left font-semibold text-slate-900')}>
                {row.recommendation}
              </th>
              {/* `reached` counts the targets reached of the `n` judged (the backtest's tally). */}
              <td className={td}>{share(row.reached / row.n)}</td>
              <td className={td}>{formatInteger(row.n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How the targets did, in plain Indonesian: how often one was set, how far from the price, whether a
 * larger upside did better over 12 months, and how many were reached. Engine 4's records only.
 */
export function TargetsRecord({ targets }: { targets: TrackRecordTargets }) {
  const { upside } = targets;
  return (
    <SectionCard title={t.targets.title} description={t.targets.description} data-testid="targets-record">
      <div className="flex flex-col gap-6">
        <p className="text-sm text-slate-700">
          {interpolate(t.targets.coverage, { coverage: share(targets.coverage) })}
        </p>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t.targets.spreadTitle}</h3>
          <p className="text-sm text-slate-700">
            {interpolate(t.targets.spread, {
              p10: signed(upside.p10),
              p50: signed(upside.p50),
              p90: signed(upside.p90),
              beyond50: share(targets.beyond50),
            })}
          </p>
          <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {(['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((p) => (
              <div key={p} className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-2">
                <dt className="text-xs text-slate-600">{t.targets.percentiles[p]}</dt>
                <dd className={cn('text-sm font-semibold tabular-nums', tone(upside[p]))}>
                  {signed(upside[p])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t.targets.quintilesTitle}</h3>
          <p className="text-sm text-slate-700">{t.targets.quintilesBody}</p>
          <QuintileTable targets={targets} />
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t.targets.reachedTitle}</h3>
          <p className="text-sm text-slate-700">{t.targets.reachedBody}</p>
          <ReachedTable targets={targets} />
        </section>
      </div>
    </SectionCard>
  );
}

/** Both sections, each only when the record carries it (records before engine 4 carry neither). */
export function LabelsAndTargetsRecord({ record }: { record: TrackRecord }) {
  return (
    <>
      {record.classMix ? <ClassMix mix={record.classMix} /> : null}
      {record.targets ? <TargetsRecord targets={record.targets} /> : null}
    </>
  );
}
