/**
 * What an IDX investor checks before buying (issue 21): the red flags and "Risiko gorengan" at the
 * top of the analysis, the statements over five years with small charts, the dividend record and the
 * sharia screen estimate. Analyses stored before the engine had them carry null: nothing is shown.
 */
import type {
  AnalysisResult,
  DividendHistory,
  GorenganRisk,
  RedFlagReport,
  ShariaCheck,
  ShariaScreen,
  StatementHistory,
  StatementLineId,
  StatementPeriod,
} from '@telisik/contract';
import { memo, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatDecimal, formatInteger, formatNumber, formatPercent } from '@/lib/format';

const t = messages.investorChecks;
/** What a figure that is not reported shows: never 0. */
export const MISSING = '–';

const GORENGAN_TONE: Record<GorenganRisk, string> = {
  rendah: 'border-green-200 bg-green-50 text-green-800',
  sedang: 'border-amber-200 bg-amber-50 text-amber-900',
  tinggi: 'border-red-200 bg-red-50 text-red-800',
};

/** The level in the header, so it is seen before the chart on a phone; the card below has the reasons. */
export function GorenganChip({ report }: { report: RedFlagReport }) {
  return (
    <span
      data-testid="gorengan-chip"
      className={cn('rounded-md border px-2 py-0.5 text-xs font-semibold', GORENGAN_TONE[report.gorenganRisk])}
    >
      {t.redFlags.gorengan}: {t.redFlags.levels[report.gorenganRisk]}
    </span>
  );
}

export const RedFlagsCard = memo(function RedFlagsCard({ report }: { report: RedFlagReport }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="red-flags"
      className={cn('flex flex-col gap-3 rounded-xl border p-4 sm:p-5', GORENGAN_TONE[report.gorenganRisk])}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {t.redFlags.title}
        </h2>
        <p className="text-sm font-semibold">
          {t.redFlags.gorengan}:{' '}
          <span data-testid="gorengan-level" className="rounded-md bg-white/70 px-2 py-0.5">
            {t.redFlags.levels[report.gorenganRisk]}
          </span>
        </p>
      </div>
      {report.flags.length === 0 ? (
        <p className="text-sm">{t.redFlags.none}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {report.flags.map((flag) => (
            <li key={flag.id} className="flex flex-col gap-0.5">
              <strong className="font-semibold">{flag.label}</strong>
              <span className="text-slate-800">{flag.reason}</span>
            </li>
          ))}
        </ul>
      )}
      {report.flags.length > 0 ? <p className="text-xs text-slate-700">{t.redFlags.capNote}</p> : null}
    </section>
  );
});

// ---- Laporan Keuangan -------------------------------------------------------------------------

type Scale = { divisor: number; caption: string };

/** One unit for the whole table, so columns compare at a glance: Rp miliar or triliun, US$ juta. */
export function statementScale(history: StatementHistory): Scale {
  if (history.currency === 'USD') {
    return {
      divisor: 1e6,
      caption: interpolate(t.statements.unitUsdMillion, {
        rate: history.usdIdr === null ? MISSING : formatInteger(Math.round(history.usdIdr)),
      }),
    };
  }
  const largest = Math.max(
    0,
    ...[...history.annual, ...history.quarters].flatMap((p) =>
      history.lines.filter((l) => l !== 'eps').map((l) => Math.abs(p.values[l] ?? 0)),
    ),
  );
  return largest >= 10e12
    ? { divisor: 1e12, caption: t.statements.unitIdrTrillion }
    : { divisor: 1e9, caption: t.statements.unitIdrBillion };
}

/** A table cell: the scaled amount (EPS as it is), or "–" when not reported. */
export function statementCell(value: number | null, line: StatementLineId, scale: Scale): string {
  if (value === null) return MISSING;
  if (line === 'eps') return formatDecimal(value, Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : 2);
  const scaled = value / scale.divisor;
  return formatNumber(scaled, Math.abs(scaled) >= 100 ? 0 : Math.abs(scaled) >= 10 ? 1 : 2);
}

function MiniBars({
  line,
  periods,
  scale,
}: {
  line: StatementLineId;
  periods: StatementPeriod[];
  scale: Scale;
}) {
  const values = periods.map((p) => p.values[line]);
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2) return null;
  const max = Math.max(...known.map(Math.abs), 1);
  const hasNegative = known.some((v) => v < 0);
  const width = 120;
  const height = 48;
  const base = hasNegative ? height / 2 : height - 2;
  const span = hasNegative ? height / 2 - 2 : height - 4;
  const barWidth = width / periods.length - 4;
  const label = interpolate(t.statements.chartLabel, {
    line: t.statements.lines[line],
    first: periods[0]!.period,
    last: periods.at(-1)!.period,
    values: periods.map((p, i) => `${p.period} ${statementCell(values[i] ?? null, line, scale)}`).join(', '),
  });
  return (
    <figure className="flex flex-col gap-1">
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} className="h-12 w-full max-w-40">
        <line x1={0} x2={width} y1={base} y2={base} className="stroke-slate-300" strokeWidth={0.5} />
        {values.map((v, i) => {
          if (v === null) return null;
          const h = (Math.abs(v) / max) * span;
          return (
            <rect
              key={periods[i]!.period}
              x={i * (barWidth + 4) + 2}
              y={v >= 0 ? base - h : base}
              width={barWidth}
              height={Math.max(h, 0.5)}
              className={v >= 0 ? 'fill-teal-600' : 'fill-red-500'}
            />
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-600">{t.statements.lines[line]}</figcaption>
    </figure>
  );
}

export function StatementsCard({ history }: { history: StatementHistory }) {
  const periods = [...history.annual, ...history.quarters];
  const scale = statementScale(history);
  const captionId = useId();
  const missingYears = history.annual.filter((p) => !p.reported);
  return (
    <Card data-testid="statements">
      <CardHeader>
        <CardTitle>{t.statements.title}</CardTitle>
        <p className="text-sm text-slate-600">{t.statements.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {periods.length === 0 ? (
          <p className="text-sm text-slate-700">{t.statements.empty}</p>
        ) : (
          <>
            <div className="grid grid-cols-3 gap-3">
              {(['revenue', 'netIncome', 'freeCf'] as const).map((line) => (
                <MiniBars key={line} line={line} periods={history.annual} scale={scale} />
              ))}
            </div>
            <p id={captionId} className="text-xs text-slate-600">
              {scale.caption}
            </p>
            <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
              <table
                aria-describedby={captionId}
                className="w-full min-w-max border-collapse text-sm tabular-nums"
              >
                <thead>
                  <tr className="border-b border-slate-200 text-xs text-slate-600">
                    <th scope="col" className="sticky left-0 bg-white py-2 pr-3 text-left font-medium">
                      {t.statements.line}
                    </th>
                    {periods.map((p) => (
                      <th key={p.period} scope="col" className="px-2 py-2 text-right font-medium">
                        {p.period}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {history.lines.map((line) => (
                    <tr key={line} className="border-b border-slate-100">
                      <th
                        scope="row"
                        className="sticky left-0 bg-white py-1.5 pr-3 text-left font-medium text-slate-800"
                      >
                        {t.statements.lines[line]}
                      </th>
                      {periods.map((p) => {
                        const growth = p.growth[line];
                        return (
                          <td key={p.period} className="px-2 py-1.5 text-right align-top text-slate-900">
                            <span>{statementCell(p.values[line], line, scale)}</span>
                            {growth !== null ? (
                              <span
                                className={cn(
                                  'block text-xs',
                                  growth >= 0 ? 'text-green-700' : 'text-red-700',
                                )}
                                title={interpolate(t.statements.growth, {
                                  value: formatPercent(growth, 1, true),
                                })}
                              >
                                {formatPercent(growth, 1, true)}
                              </span>
                            ) : null}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-xs text-slate-600">
              <li>{t.statements.missing}</li>
              {history.quarters.length > 0 ? <li>{t.statements.quarterNote}</li> : null}
              {missingYears.map((p) => (
                <li key={p.period}>{interpolate(t.statements.missingYear, { period: p.period })}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

// ---- Dividen -------------------------------------------------------------------------------------

export function DividendsCard({ dividends }: { dividends: DividendHistory }) {
  return (
    <Card data-testid="dividends">
      <CardHeader>
        <CardTitle>{t.dividends.title}</CardTitle>
        <p className="text-sm text-slate-600">{t.dividends.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {dividends.years.length === 0 ? (
          <p className="text-sm text-slate-700">{t.dividends.none}</p>
        ) : (
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <table className="w-full border-collapse text-sm tabular-nums">
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="py-2 pr-3 text-left font-medium">
                    {t.dividends.year}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t.dividends.perShare}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t.dividends.yield}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t.dividends.payout}
                  </th>
                </tr>
              </thead>
              <tbody>
                {dividends.years.map((y) => (
                  <tr key={y.year} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-800">
                      {y.year}
                      {y.includesSpecial ? (
                        <span className="block text-xs font-normal text-slate-600">
                          {t.dividends.special}
                        </span>
                      ) : null}
                    </th>
                    <td className="px-2 py-1.5 text-right">
                      Rp {formatDecimal(y.perShare, y.perShare >= 100 ? 0 : 2)}
                    </td>
                    <td className="px-2 py-1.5 text-right">{formatPercent(y.yieldOnPrice, 1) ?? MISSING}</td>
                    <td className="px-2 py-1.5 text-right">{formatPercent(y.payoutRatio, 0) ?? MISSING}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex flex-col gap-1 text-sm text-slate-700">
          {dividends.lastExDate !== null && dividends.lastPerShare !== null ? (
            <p>
              {interpolate(t.dividends.lastExDate, {
                date: formatCalendarDate(dividends.lastExDate) ?? dividends.lastExDate,
                value: formatDecimal(dividends.lastPerShare, dividends.lastPerShare >= 100 ? 0 : 2),
              })}
            </p>
          ) : null}
          {dividends.splits.length > 0 ? (
            <p>
              {interpolate(t.dividends.splits, {
                list: dividends.splits
                  .map((s) =>
                    interpolate(t.dividends.split, {
                      date: formatCalendarDate(s.exDate) ?? s.exDate,
                      ratio: formatDecimal(s.ratio, Number.isInteger(s.ratio) ? 0 : 3),
                    }),
                  )
                  .join(', '),
              })}
            </p>
          ) : null}
          {dividends.years.length > 0 ? <p className="text-xs text-slate-600">{t.dividends.notes}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}

// ---- Syariah --------------------------------------------------------------------------------------

const CHECK_TONE: Record<ShariaCheck, string> = {
  lolos: 'text-green-700',
  'tidak lolos': 'text-red-700',
  'tidak dapat dinilai': 'text-slate-600',
};

export function ShariaCard({ screen }: { screen: ShariaScreen }) {
  return (
    <Card data-testid="sharia">
      <CardHeader>
        <CardTitle>{t.sharia.title}</CardTitle>
        <p className={cn('text-base font-semibold', CHECK_TONE[screen.overall])}>
          {t.sharia.overall[screen.overall]}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{t.sharia.debt}</dt>
            <dd className={cn('text-sm font-semibold', CHECK_TONE[screen.debtCheck])}>
              {t.sharia.checks[screen.debtCheck]}
              {screen.debtToAssets !== null ? ` (${formatPercent(screen.debtToAssets, 1)})` : ''}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{t.sharia.nonHalal}</dt>
            <dd className={cn('text-sm font-semibold', CHECK_TONE[screen.nonHalalIncomeCheck])}>
              {t.sharia.checks[screen.nonHalalIncomeCheck]}
            </dd>
          </div>
        </dl>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
          {screen.reasons.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The issue-21 cards an analysis has, in reading order (after the pillar cards). */
export function investorCheckSections(result: AnalysisResult) {
  return [
    result.statements ? <StatementsCard key="statements" history={result.statements} /> : null,
    result.dividends ? <DividendsCard key="dividends" dividends={result.dividends} /> : null,
    result.sharia ? <ShariaCard key="sharia" screen={result.sharia} /> : null,
  ];
}
