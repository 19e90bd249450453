import type { TrackRecord, TrackRecordGroup } from '@telisik/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, SectionCard } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatDate, formatInteger, formatPercent } from '@/lib/format';
import { useTrackRecord } from '@/hooks/use-track-record';
import { CLASSES, extremes, spread, yearlyRows, type YearRow } from '../lib/yearly';
import { LiveRecord } from './live-record';
import { LabelsAndTargetsRecord } from './targets-record';

const t = messages.trackRecord;

/** A fraction as a signed percent: 0.021 → "+2,1%"; missing → "–". */
export function pct(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? '–' : formatPercent(value * 100, digits, true);
}

function tone(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'text-slate-400';
  return value >= 0 ? 'text-emerald-700' : 'text-red-700';
}

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-3 py-2 text-sm tabular-nums whitespace-nowrap';

function ClassTable({ record }: { record: TrackRecord }) {
  const three = record.horizons.find((h) => h.horizon === 3);
  const twelve = record.horizons.find((h) => h.horizon === 12);
  const find = (groups: TrackRecordGroup[] | undefined, c: string) => groups?.find((g) => g.group === c);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem]">
        <caption className="sr-only">
          {interpolate(t.summaryCaption, { first: record.firstDate, last: record.lastDate })}
        </caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              {t.columns.class}
            </th>
            <th scope="col" className={th}>
              {t.columns.mean3}
            </th>
            <th scope="col" className={th}>
              {t.columns.median3}
            </th>
            <th scope="col" className={th}>
              {t.columns.hit3}
            </th>
            <th scope="col" className={th}>
              {t.columns.mean12}
            </th>
            <th scope="col" className={th}>
              {t.columns.hit12}
            </th>
            <th scope="col" className={th}>
              {t.columns.count}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {CLASSES.map((c) => {
            const g3 = find(three?.classes.all, c);
            const g12 = find(twelve?.classes.all, c);
            if (!g3) return null;
            return (
              <tr key={c}>
                <th scope="row" className={cn(td, 'font-semibold text-slate-900')}>
                  {c}
                </th>
                <td className={cn(td, tone(g3.mean))}>{pct(g3.mean)}</td>
                <td className={cn(td, tone(g3.median))}>{pct(g3.median)}</td>
                <td className={td}>{g3.hitRate === null ? '–' : formatPercent(g3.hitRate * 100, 0)}</td>
                <td className={cn(td, tone(g12?.mean))}>{pct(g12?.mean)}</td>
                <td className={td}>
                  {typeof g12?.hitRate === 'number' ? formatPercent(g12.hitRate * 100, 0) : '–'}
                </td>
                <td className={td}>{formatInteger(g3.n)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Grouped bars per year, Q5 and Q1, around a zero line; dependency-free SVG like the price chart. */
function QuintileChart({ rows }: { rows: YearRow[] }) {
  const values = rows.flatMap((r) => [r.quintiles[4] ?? 0, r.quintiles[0] ?? 0]);
  const max = Math.max(0.02, ...values.map((v) => Math.abs(v)));
  const width = 100;
  const height = 60;
  const mid = height / 2;
  const slot = width / Math.max(1, rows.length);
  const bar = slot * 0.32;
  const y = (v: number) => mid - (v / max) * (mid - 4);
  const summary = rows
    .map((r) =>
      interpolate(t.chartSummary, { year: r.year, q5: pct(r.quintiles[4]), q1: pct(r.quintiles[0]) }),
    )
    .join(' ');
  return (
    <figure className="flex flex-col gap-2" data-testid="track-record-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-56 w-full"
        role="img"
        aria-label={interpolate(t.chartLabel, { summary })}
      >
        <line x1={0} x2={width} y1={mid} y2={mid} stroke="#94a3b8" strokeWidth={0.3} />
        {rows.map((r, i) => {
          const top = r.quintiles[4] ?? 0;
          const bottom = r.quintiles[0] ?? 0;
          const x = i * slot + slot * 0.15;
          return (
            <g key={r.year}>
              <rect
                x={x}
                width={bar}
                y={Math.min(y(top), mid)}
                height={Math.abs(y(top) - mid)}
                fill="#0f766e"
              />
              <rect
                x={x + bar + slot * 0.06}
                width={bar}
                y={Math.min(y(bottom), mid)}
                height={Math.abs(y(bottom) - mid)}
                fill="#dc2626"
              />
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        {rows.map((r) => (
          <span key={r.year} className="flex-1 text-center">
            {r.year.slice(2)}
          </span>
        ))}
      </div>
      <figcaption className="flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-teal-700" aria-hidden="true" />
          {t.legendTop}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-red-600" aria-hidden="true" />
          {t.legendBottom}
        </span>
      </figcaption>
    </figure>
  );
}

function YearTable({ rows }: { rows: YearRow[] }) {
  return (
    <div className="flex flex-col gap-2">
      {/* Outside the scrolling table, so a phone reads it whole instead of clipped at the screen's edge. */}
      <p aria-hidden="true" className="px-3 text-xs text-slate-500">
        {t.tableCaption}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[52rem]" data-testid="track-record-table">
          <caption className="sr-only">{t.tableCaption}</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={th}>
                {t.columns.year}
              </th>
              <th scope="col" className={th}>
                {t.columns.ihsg}
              </th>
              {['Q1', 'Q2', 'Q3', 'Q4', 'Q5'].map((q) => (
                <th key={q} scope="col" className={th}>
                  {q}
                </th>
              ))}
              {CLASSES.map((c) => (
                <th key={c} scope="col" className={th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.year}>
                <th scope="row" className={cn(td, 'font-semibold text-slate-900')}>
                  {r.year}
                </th>
                <td className={cn(td, tone(r.ihsg))}>{pct(r.ihsg)}</td>
                {r.quintiles.map((v, i) => (
                  <td key={i} className={cn(td, tone(v))}>
                    {pct(v)}
                  </td>
                ))}
                {CLASSES.map((c) => (
                  <td key={c} className={cn(td, tone(r.classes[c]))}>
                    {pct(r.classes[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Extremes({ record }: { record: TrackRecord }) {
  const { worst, best } = extremes(record);
  const list = (title: string, dates: typeof worst) => (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {/* On the narrowest phones (320–360 px) the four columns scroll inside the card, not the page. */}
      <div className="overflow-x-auto">
        <table className="w-full">
          <thead>
            <tr>
              <th scope="col" className={th}>
                {t.columns.asOf}
              </th>
              <th scope="col" className={th}>
                {t.columns.spread}
              </th>
              <th scope="col" className={th}>
                Q5
              </th>
              <th scope="col" className={th}>
                {t.columns.ihsg}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {dates.map((d) => (
              <tr key={d.asOf}>
                <td className={td}>{formatDate(d.asOf)}</td>
                <td className={cn(td, tone(spread(d)))}>{pct(spread(d))}</td>
                <td className={cn(td, tone(d.quintiles3m?.[4]))}>{pct(d.quintiles3m?.[4])}</td>
                <td className={cn(td, tone(d.ihsg3m))}>{pct(d.ihsg3m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {list(t.worstTitle, worst)}
      {list(t.bestTitle, best)}
    </div>
  );
}

function TrackRecordBody({ record }: { record: TrackRecord }) {
  const rows = yearlyRows(record);
  const three = record.horizons.find((h) => h.horizon === 3);
  const icText = (v: number | null | undefined) =>
    typeof v === 'number' ? v.toFixed(2).replace('.', ',') : '–';
  return (
    <>
      <p className="max-w-3xl text-slate-600">
        {interpolate(t.intro, {
          first: record.firstDate.slice(0, 4),
          dates: formatInteger(record.dateCount),
          observations: formatInteger(record.observations),
        })}
      </p>
      <SectionCard title={t.summaryTitle}>
        <ClassTable record={record} />
      </SectionCard>
      <LabelsAndTargetsRecord record={record} />
      <SectionCard title={t.chartTitle} description={t.chartDescription}>
        <QuintileChart rows={rows} />
      </SectionCard>
      <SectionCard title={t.tableTitle}>
        <YearTable rows={rows} />
      </SectionCard>
      <Card>
        <CardHeader>
          <CardTitle>{t.periodsTitle}</CardTitle>
          <CardDescription>
            {interpolate(t.periodsBody, {
              a: icText(three?.ic['2016-2020'].total.mean),
              b: icText(three?.ic['2021-2025'].total.mean),
            })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Extremes record={record} />
        </CardContent>
      </Card>
      <LiveRecord />
      <SectionCard title={t.methodTitle}>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">
          {t.method.map((line) => (
            <li key={line.slice(0, 24)}>
              {interpolate(line, { dropped: formatInteger(record.droppedNoForwardPrice) })}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-500">
          {interpolate(t.generated, {
            date: formatDate(record.generatedAt) ?? '',
            engine: record.engineVersion,
          })}
        </p>
      </SectionCard>
    </>
  );
}

/**
 * `/rekam-jejak`'s content: public, for visitors and users alike. The route adds the header and the
 * landing footer, whose not-investment-advice notice serves this page too.
 */
export function TrackRecordPage() {
  useDocumentTitle(t.pageTitle);
  const query = useTrackRecord();
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      {query.data ? (
        <TrackRecordBody record={query.data} />
      ) : (
        <p className="text-slate-600" role="status">
          {query.isError ? t.unavailable : t.loading}
        </p>
      )}
    </main>
  );
}
