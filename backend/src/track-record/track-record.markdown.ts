/** docs/track-record.md from the track record: the same figures the app serves, for readers of the repository. */
import type {
  TrackRecord,
  TrackRecordGroup,
  TrackRecordPeriod,
  TrackRecordSeriesSummary,
} from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';

const pct = (v: number | null): string => (v === null ? '–' : `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)}%`);
const num = (v: number | null, digits = 3): string => (v === null ? '–' : v.toFixed(digits));
const ic = (s: TrackRecordSeriesSummary): string => `${num(s.mean)} (t ${num(s.t, 2)}, ${s.positive}/${s.n})`;
const PERIODS: TrackRecordPeriod[] = ['2016-2020', '2021-2025', 'all'];

function groupTable(rows: readonly TrackRecordGroup[]): string[] {
  return [
    '| group | mean | median | beat IHSG | n | mean of date means (t) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (g) =>
        `| ${g.group} | ${pct(g.mean)} | ${pct(g.median)} | ${g.hitRate === null ? '–' : `${(g.hitRate * 100).toFixed(0)}%`} | ${g.n} | ${pct(g.perDateMean.mean)} (${num(g.perDateMean.t, 2)}) |`,
    ),
  ];
}

export function trackRecordMarkdown(record: TrackRecord): string {
  const lines: string[] = [
    '# Track record',
    '',
    `Written by \`npm run backtest\` (backend/src/track-record/); do not edit by hand. Engine \`${record.engineVersion}\`,`,
    `generated ${record.generatedAt}, whole run ${record.runSeconds.toFixed(0)} s.`,
    '',
    `Every stock with a median daily traded value of at least Rp${(record.minTradedValue / 1e9).toFixed(0)} bn (60 days), a year of`,
    `trading and a close in the month, scored as of each of ${record.dateCount} month ends ${record.firstDate} … ${record.lastDate}`,
    `with only the data known then (the app's own point-in-time input builder), ${record.observations} stock-dates.`,
    "Excess return = the stock's return over the next 1, 3 or 12 months, cash dividends added where the bundle",
    "lists them, minus IHSG's price return over the same days. Costs and taxes are not deducted. A stock with no",
    `close in the last month of its 3-month window (suspended or delisted) is left out: ${record.droppedNoForwardPrice} stock-dates,`,
    'so failures are under-represented (survivorship). t-statistics are Newey–West with lag h−1 (monthly dates,',
    'overlapping windows). "2016-2020" and "2021-2025" split the as-of dates; rules were chosen on the first only.',
    '',
    `Top-quintile turnover (share replaced month to month): ${pct(record.topQuintileTurnover)}.`,
    '',
  ];
  if (record.classMix) {
    lines.push(
      '## Label mix on a typical date',
      '',
      'Median share of the liquid stocks per label over the as-of dates:',
      '',
      `| ${RECOMMENDATIONS.join(' | ')} |`,
      `| ${RECOMMENDATIONS.map(() => '---').join(' | ')} |`,
      `| ${RECOMMENDATIONS.map((c) => pct(record.classMix![c] ?? 0)).join(' | ')} |`,
      '',
    );
  }
  const q = record.callScoreQuantiles2016to2020;
  if (q) {
    lines.push(
      `Call score (total + 10 × ln(1 + upside)) quantiles over 2016–2020, where the bands come from: 10% ${num(q.q10, 2)}, 30% ${num(q.q30, 2)}, 84% ${num(q.q84, 2)}, 96% ${num(q.q96, 2)}.`,
      '',
    );
  }
  const t = record.targets;
  if (t) {
    lines.push(
      '## Targets',
      '',
      `A target was set for ${pct(t.coverage)} of stock-dates; ${pct(t.beyond50)} of targets sat more than 50% from the price.`,
      `Upside to the target: 10th percentile ${pct(t.upside.p10)}, 25th ${pct(t.upside.p25)}, median ${pct(t.upside.p50)}, 75th ${pct(t.upside.p75)}, 90th ${pct(t.upside.p90)}.`,
      '',
      ...PERIODS.flatMap((p) => [
        `12-month excess return by upside quintile, ${p} (U5 = largest upside):`,
        '',
        ...groupTable(t.byUpsideQuintile[p]),
        '',
      ]),
      'Targets reached (a daily close at or beyond the target) within 12 months, by label:',
      '',
      '| label | reached | of |',
      '| --- | --- | --- |',
      ...t.reachedWithin12m.map(
        (r) => `| ${r.recommendation} | ${pct(r.n === 0 ? null : r.reached / r.n)} | ${r.n} |`,
      ),
      '',
    );
  }
  for (const h of record.horizons) {
    lines.push(`## ${h.horizon} month${h.horizon === 1 ? '' : 's'}`, '');
    lines.push('Rank IC (Spearman, per date, averaged): mean (t, dates positive / dates).', '');
    lines.push(`| signal | ${PERIODS.join(' | ')} |`, `| --- | ${PERIODS.map(() => '---').join(' | ')} |`);
    const names = ['total', 'fundamental', 'technical', 'sentiment'] as const;
    for (const name of names)
      lines.push(`| **${name}** | ${PERIODS.map((p) => ic(h.ic[p][name])).join(' | ')} |`);
    for (const part of Object.keys(h.ic.all.parts))
      lines.push(
        `| ${part} | ${PERIODS.map((p) => (h.ic[p].parts[part] ? ic(h.ic[p].parts[part]) : '–')).join(' | ')} |`,
      );
    lines.push('');
    if (h.icByMarket) {
      lines.push(
        'The same by market regime (dates when IHSG rose over the window / fell):',
        '',
        '| signal | IHSG rising | IHSG falling |',
        '| --- | --- | --- |',
        ...(['total', 'fundamental', 'technical', 'sentiment'] as const).map(
          (name) =>
            `| **${name}** | ${ic(h.icByMarket!.rising[name])} | ${ic(h.icByMarket!.falling[name])} |`,
        ),
        ...Object.keys(h.icByMarket.rising.parts).map(
          (part) =>
            `| ${part} | ${h.icByMarket!.rising.parts[part] ? ic(h.icByMarket!.rising.parts[part]) : '–'} | ${h.icByMarket!.falling.parts[part] ? ic(h.icByMarket!.falling.parts[part]) : '–'} |`,
        ),
        '',
      );
    }
    for (const p of PERIODS) {
      lines.push(`Total-score quintiles, ${p} (Q5 = highest scores):`, '', ...groupTable(h.quintiles[p]), '');
      lines.push(`Recommendation shown, ${p}:`, '', ...groupTable(h.classes[p]), '');
    }
    lines.push(
      `Score bands (before the target guards), all dates:`,
      '',
      ...groupTable(h.classesFromScore.all),
      '',
      `A higher label beat the label below (median excess return) at ${h.classOrder.held} of ${h.classOrder.of} date-pairs (labels with ≥ 3 stocks):`,
      ...h.classOrder.pairs.map((p) => `- ${p.upper} over ${p.lower}: ${p.held} of ${p.of}`),
      '',
    );
  }
  const dated = record.dates.filter((d) => d.quintiles3m !== null);
  const spread = (d: (typeof dated)[number]): number => (d.quintiles3m![4] ?? 0) - (d.quintiles3m![0] ?? 0);
  const worst = [...dated].sort((a, b) => spread(a) - spread(b)).slice(0, 5);
  const best = [...dated].sort((a, b) => spread(b) - spread(a)).slice(0, 5);
  lines.push(
    '## Best and worst dates (3 months, Q5 minus Q1)',
    '',
    '| as of | Q5 − Q1 | Q5 vs IHSG | IHSG | IC |',
    '| --- | --- | --- | --- | --- |',
    ...[...worst, ...best].map(
      (d) =>
        `| ${d.asOf} | ${pct(spread(d))} | ${pct(d.quintiles3m![4] ?? null)} | ${pct(d.ihsg3m)} | ${num(d.ic3m)} |`,
    ),
    '',
  );
  if (record.redFlags) lines.push(...redFlagLines(record.redFlags));
  return lines.join('\n');
}

/** Issue 21's evidence: each red flag's stock-dates against the rest of the same dates. */
function redFlagLines(flags: NonNullable<TrackRecord['redFlags']>): string[] {
  const counts = Object.entries(flags.lastDateCounts)
    .map(([flag, n]) => `${flag} ${n}`)
    .join(', ');
  const levels = Object.entries(flags.lastDateGorengan)
    .map(([level, n]) => `${level} ${n}`)
    .join(', ');
  const lines: string[] = [
    '## Red flags',
    '',
    `As of ${flags.lastDate}, of the ${flags.lastDateStocks} stocks counted: ${counts}. Risiko gorengan: ${levels}.`,
    '',
    "Each flag's stock-dates against every other counted stock-date (excess return over IHSG). \"flagged − rest\"",
    'is the mean over dates of the difference of the two groups\' means (t, dates positive / dates). The board',
    "(special_monitoring) is the bundle's 2025 board read back in time, so its history is look-ahead.",
    '',
  ];
  for (const h of flags.horizons) {
    lines.push(
      `### ${h.horizon} month${h.horizon === 1 ? '' : 's'}`,
      '',
      '| flag | flagged median | flagged mean | beat IHSG | n | rest median | rest mean | flagged − rest (t, +/dates) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...h.flags.map(
        (f) =>
          `| ${f.flag} | ${pct(f.flagged.median)} | ${pct(f.flagged.mean)} | ${f.flagged.hitRate === null ? '–' : `${(f.flagged.hitRate * 100).toFixed(0)}%`} | ${f.flagged.n} | ${pct(f.rest.median)} | ${pct(f.rest.mean)} | ${pct(f.difference.mean)} (${num(f.difference.t, 2)}, ${f.difference.positive}/${f.difference.n}) |`,
      ),
      '',
      'By Risiko gorengan, and score-band BUY or better with and without a flag that caps the call:',
      '',
      ...groupTable([...h.gorengan, h.buyCapped, h.buyUncapped]),
      '',
    );
  }
  return lines;
}
