import type { EntityManager } from 'typeorm';
import { LiveDataUnavailable } from '../market-data.errors';

/** One daily bar as the tables store it: decimals as text, exact for PostgreSQL's numeric. */
export interface LiveBar {
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Shares; null when the provider does not know. */
  volume: string | null;
}

/** A provider's daily series for one symbol, already cleaned: completed sessions, one bar per date, ascending. */
export interface LiveSeries {
  symbol: string;
  bars: LiveBar[];
  /** Cash dividends per share on the prices' basis. */
  dividends: { exDate: string; amount: string }[];
  /** New shares per old share (4 for a 4:1 split), as in the bundle's corporate_actions. */
  splits: { exDate: string; factor: number }[];
  /**
   * The latest completed session as the provider's quote gives it, after every bar of `bars`
   * (the chart has not caught up yet). Stored only when also after every stored bar: it never
   * overwrites a day already held.
   */
  session?: LiveBar;
}

export interface WriteOutcome {
  pricesWritten: number;
  corporateActionsWritten: number;
  previousLatest: string | null;
  latest: string | null;
  rebasedBy: number | null;
  /** The date of the series' `session` when it was stored, or null. */
  sessionStored: string | null;
}

/** Two-key advisory locks of this namespace serialise writers of one code (hashtext(code)). */
const CODE_LOCK_NAMESPACE = 740_121;

/** Stored and live closes on the same days agree within this: the same share basis. */
const SAME_BASIS_TOLERANCE = 0.005;
/** How close the measured ratio must be to the reported splits' factor to rebase by it. */
const SPLIT_MATCH_TOLERANCE = 0.01;

/**
 * Writes one stock's live series in one transaction: prices and corporate actions upserted on
 * their keys (rows already equal are not rewritten, so a re-run writes nothing), or nothing at all.
 *
 * Live prices come on today's share basis. When the provider reports a split after the newest
 * stored day, and the overlapping days confirm it (stored close / live close ≈ the split factor),
 * the stored history and dividends are divided by that factor first, so the series stays
 * continuous as the bundle's is. A ratio that no reported split explains is refused.
 */
export async function writeStockSeries(
  manager: EntityManager,
  code: string,
  series: LiveSeries,
): Promise<WriteOutcome> {
  return manager.transaction(async (tx) => {
    // Concurrent refreshes of one code (the scheduled job and an analysis) must not both rebase.
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CODE_LOCK_NAMESPACE, code]);
    const previousLatest = await latestPriceDate(tx, code);
    const rebase = await rebaseNeeded(tx, code, series, previousLatest);
    if (rebase) {
      const factor = String(rebase.factor);
      await tx.query(
        `UPDATE daily_prices
            SET open = round(open / $2::numeric, 4), high = round(high / $2::numeric, 4),
                low = round(low / $2::numeric, 4), close = round(close / $2::numeric, 4),
                volume = round(volume * $2::numeric)
          WHERE code = $1 AND date < $3`,
        [code, factor, rebase.before],
      );
      await tx.query(
        `UPDATE corporate_actions SET value = round(value / $2::numeric, 8)
          WHERE code = $1 AND action = 'dividend' AND ex_date < $3`,
        [code, factor, rebase.before],
      );
    }
    const { session } = series;
    // Read inside the transaction, under the code's lock: a session no newer than the stored
    // days (which may hold the chart's final bar for it) adds nothing.
    const newSession =
      session && (previousLatest === null || session.date > previousLatest) ? session : undefined;
    const bars = newSession ? [...series.bars, newSession] : series.bars;
    const pricesWritten = await upsertPrices(tx, code, bars);
    const corporateActionsWritten = await upsertCorporateActions(tx, code, series);
    return {
      pricesWritten,
      corporateActionsWritten,
      previousLatest,
      latest: await latestPriceDate(tx, code),
      rebasedBy: rebase?.factor ?? null,
      sessionStored: newSession?.date ?? null,
    };
  });
}

/**
 * Writes only a series' cash dividends (upserted on their key), leaving prices and splits to the IDX
 * feed: with both feeds on, the exchange's summaries are the prices' source and Yahoo the dividends'.
 */
export async function writeDividendsOnly(
  manager: EntityManager,
  code: string,
  series: LiveSeries,
): Promise<WriteOutcome> {
  return manager.transaction(async (tx) => {
    const latest = await latestPriceDate(tx, code);
    const corporateActionsWritten = await upsertCorporateActions(tx, code, { ...series, splits: [] });
    return {
      pricesWritten: 0,
      corporateActionsWritten,
      previousLatest: latest,
      latest,
      rebasedBy: null,
      sessionStored: null,
    };
  });
}

/** Writes the composite index's live levels in one transaction, upserted like the stock prices. */
export async function writeIndexSeries(
  manager: EntityManager,
  indexCode: string,
  series: LiveSeries,
): Promise<WriteOutcome> {
  return manager.transaction(async (tx) => {
    const previousLatest = await latestIndexDate(tx, indexCode);
    const bars = series.bars;
    // The bundle leaves an unknown index volume empty; Yahoo writes 0 for it.
    const written = await upsertBars(tx, 'index_prices', indexCode, bars, (b) =>
      b.volume === null || b.volume === '0' ? null : b.volume,
    );
    return {
      pricesWritten: written,
      corporateActionsWritten: 0,
      previousLatest,
      latest: await latestIndexDate(tx, indexCode),
      rebasedBy: null,
      sessionStored: null,
    };
  });
}

async function latestPriceDate(tx: EntityManager, code: string): Promise<string | null> {
  const rows = await tx.query<{ latest: string | null }[]>(
    'SELECT max(date)::text AS latest FROM daily_prices WHERE code = $1',
    [code],
  );
  return rows[0]!.latest;
}

async function latestIndexDate(tx: EntityManager, indexCode: string): Promise<string | null> {
  const rows = await tx.query<{ latest: string | null }[]>(
    'SELECT max(date)::text AS latest FROM index_prices WHERE index_code = $1',
    [indexCode],
  );
  return rows[0]!.latest;
}

/**
 * The factor to divide the stored history by before merging, and the first date it does not
 * apply to (the earliest split after the newest stored day); null when the bases already agree.
 */
async function rebaseNeeded(
  tx: EntityManager,
  code: string,
  series: LiveSeries,
  storedLatest: string | null,
): Promise<{ factor: number; before: string } | null> {
  if (storedLatest === null) return null;
  const unseenSplits = series.splits.filter((s) => s.exDate > storedLatest);
  const splitFactor = unseenSplits.reduce((product, s) => product * s.factor, 1);
  const firstUnseen = unseenSplits.map((s) => s.exDate).sort()[0];

  const ratio = await overlapRatio(tx, code, series.bars);
  if (ratio === null) {
    // No common day to compare (a long suspension): the reported splits are all there is to go by.
    return firstUnseen && splitFactor !== 1 ? { factor: splitFactor, before: firstUnseen } : null;
  }
  if (Math.abs(ratio - 1) <= SAME_BASIS_TOLERANCE) {
    if (splitFactor === 1) return null;
    // Yahoo reports the split but has not adjusted the earlier days yet: merging now would mix bases.
    throw new LiveDataUnavailable(
      series.symbol,
      'basis-mismatch',
      `a split of ${splitFactor} on ${firstUnseen} is reported but the earlier prices are not adjusted for it yet`,
    );
  }
  if (firstUnseen && splitFactor !== 1 && Math.abs(ratio / splitFactor - 1) <= SPLIT_MATCH_TOLERANCE) {
    return { factor: splitFactor, before: firstUnseen };
  }
  throw new LiveDataUnavailable(
    series.symbol,
    'basis-mismatch',
    `stored closes are ${ratio.toPrecision(4)} times the live ones on the same days and no reported split explains it`,
  );
}

/** The median of stored close / live close over the days both have, or null when none. */
async function overlapRatio(tx: EntityManager, code: string, bars: LiveBar[]): Promise<number | null> {
  if (bars.length === 0) return null;
  const stored = await tx.query<{ date: string; close: number }[]>(
    `SELECT date::text AS date, close::float8 AS close FROM daily_prices
      WHERE code = $1 AND date >= $2 AND date <= $3`,
    [code, bars[0]!.date, bars.at(-1)!.date],
  );
  const live = new Map(bars.map((b) => [b.date, Number(b.close)]));
  const ratios = stored
    .filter((row) => (live.get(row.date) ?? 0) > 0)
    .map((row) => row.close / live.get(row.date)!)
    .sort((a, b) => a - b);
  if (ratios.length === 0) return null;
  const middle = Math.floor(ratios.length / 2);
  return ratios.length % 2 === 1 ? ratios[middle]! : (ratios[middle - 1]! + ratios[middle]!) / 2;
}

async function upsertPrices(tx: EntityManager, code: string, bars: LiveBar[]): Promise<number> {
  // daily_prices.volume: 0 means unknown.
  return upsertBars(tx, 'daily_prices', code, bars, (b) => b.volume ?? '0');
}

const BAR_TABLES = {
  daily_prices: 'code',
  index_prices: 'index_code',
} as const;

/** Upserts bars of one stock or index, counting only the rows whose values changed. */
async function upsertBars(
  tx: EntityManager,
  table: keyof typeof BAR_TABLES,
  key: string,
  bars: LiveBar[],
  volume: (bar: LiveBar) => string | null,
): Promise<number> {
  if (bars.length === 0) return 0;
  const keyColumn = BAR_TABLES[table];
  const rows = await tx.query<{ written: number }[]>(
    `WITH written AS (
       INSERT INTO ${table} AS t (${keyColumn}, date, open, high, low, close, volume)
       SELECT $1::varchar, u.* FROM unnest($2::date[], $3::numeric[], $4::numeric[], $5::numeric[],
                                           $6::numeric[], $7::bigint[]) AS u
       ON CONFLICT (${keyColumn}, date) DO UPDATE
         SET open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
             volume = excluded.volume
         WHERE (t.open, t.high, t.low, t.close, t.volume)
               IS DISTINCT FROM (excluded.open, excluded.high, excluded.low, excluded.close, excluded.volume)
       RETURNING 1
     ) SELECT count(*)::int AS written FROM written`,
    [
      key,
      bars.map((b) => b.date),
      bars.map((b) => b.open),
      bars.map((b) => b.high),
      bars.map((b) => b.low),
      bars.map((b) => b.close),
      bars.map(volume),
    ],
  );
  return rows[0]!.written;
}

async function upsertCorporateActions(tx: EntityManager, code: string, series: LiveSeries): Promise<number> {
  const actions = [
    ...series.dividends.map((d) => ({ exDate: d.exDate, action: 'dividend', value: d.amount })),
    ...series.splits.map((s) => ({ exDate: s.exDate, action: 'split', value: String(s.factor) })),
  ];
  if (actions.length === 0) return 0;
  const rows = await tx.query<{ written: number }[]>(
    `WITH written AS (
       INSERT INTO corporate_actions AS t (code, ex_date, action, value)
       SELECT $1::varchar, u.* FROM unnest($2::date[], $3::varchar[], $4::numeric[]) AS u
       ON CONFLICT (code, ex_date, action) DO UPDATE SET value = excluded.value
         WHERE t.value IS DISTINCT FROM excluded.value
       RETURNING 1
     ) SELECT count(*)::int AS written FROM written`,
    [code, actions.map((a) => a.exDate), actions.map((a) => a.action), actions.map((a) => a.value)],
  );
  return rows[0]!.written;
}
