/**
 * The one point-in-time cut: from a market history to the ScoringInput of a stock as known at a
 * date. Every path that scores builds its input here: an analysis (one stock, loaded for it alone),
 * the whole market as of a date, many dates from one load (score history, alerts, the backtest),
 * in the main thread or in a scoring worker. Pure: no database, no clock; the same history and
 * date always give the same input.
 */
import { addDays, toDay, yearsBefore } from '../../common/dates';
import { MAX_STALE_DAYS, peerMultiples, SCORING_CONFIG, type CompanyProfile, type CorporateAction, type FinancialStatement, type ForeignFlowDay, type IndexBar, type MacroAsOf, type OwnershipMonth, type PeerMultiples, type PriceBar, type ScoringInput, type StaleInputs } from '../../scoring';
import { HISTORY_YEARS } from '../market-data.constants';
import { isoDay, MACRO_SERIES, upperBound, upperBoundBy, type MarketHistory } from './market-history';

/**
 * What was known at `asOf`, and how far back an input reaches. docs/scoring.md ("Point in time")
 * explains each choice.
 */
export const POINT_IN_TIME = {
  /** A statement is used from period end + 90 days (OJK's latest filing deadline); the core checks the same. */
  statementLagDays: SCORING_CONFIG.statementLagDays,
  /** Bars, IHSG and KSEI months: five years for the stock's own valuation range, one more for warm-up. */
  historyYears: HISTORY_YEARS,
  /** Foreign flow: the engine reads at most the last 60 trading days; a year leaves room. */
  foreignFlowYears: 1,
  /**
   * A sector peer counts while it trades: its last close is at most this many days before asOf,
   * the same limit under which a stock is analysed at all (`hasEnoughData`), so a suspended or
   * delisted stock never sets its sector's median.
   */
  peerMaxCloseAgeDays: MAX_STALE_DAYS,
  /**
   * A peer's statements are read this far back from the newest usable period end: enough for a
   * trailing twelve months (the last annual, the quarters after it and the same quarters a year
   * before) even when the last annual is two years old; a peer with nothing that recent drops out.
   */
  peerStatementWindowDays: 3 * 366,
  /**
   * The stated ages past which an input is not read as current (issue 20): the foreign flow is daily,
   * so ten days covers the longest exchange closure (Lebaran); KSEI holdings are monthly, published
   * within days of the month end. Older inputs are left out, scored as missing. (Statements have
   * their stated ages in the engine, SCORING_CONFIG.staleAfterMonths and statementMaxAgeMonths, which
   * apply to a sector peer's statements too.)
   */
  foreignFlowMaxAgeDays: 10,
  ownershipMaxAgeDays: 75,
} as const;

/** `rows` when the newest is at least `oldest`; otherwise none, its date noted in `stale[key]`. */
function freshOnly<T>(
  rows: T[],
  dateOf: (row: T) => string,
  oldest: string,
  stale: StaleInputs,
  key: keyof StaleInputs,
): T[] {
  const newest = rows.at(-1);
  if (newest === undefined || dateOf(newest) >= oldest) return rows;
  stale[key] = dateOf(newest);
  return [];
}

/**
 * Who a stock is compared with: banks with the other banks, other companies with the non-banks of
 * their IDX-IC sector; a non-bank without a sector has no peers. Null: no group.
 */
export function peerGroupOf(company: Pick<CompanyProfile, 'isBank' | 'sector'>): string | null {
  if (company.isBank) return 'bank';
  return company.sector === null ? null : `sector:${company.sector}`;
}

/** The codes of each peer group of a history, sorted, computed once per history. */
const groupsByHistory = new WeakMap<MarketHistory, ReadonlyMap<string, readonly string[]>>();

function peerGroups(history: MarketHistory): ReadonlyMap<string, readonly string[]> {
  let groups = groupsByHistory.get(history);
  if (!groups) {
    const built = new Map<string, string[]>();
    for (const company of history.companies.values()) {
      const group = peerGroupOf(company);
      if (group === null) continue;
      const members = built.get(group) ?? [];
      members.push(company.code);
      built.set(group, members);
    }
    for (const members of built.values()) members.sort(compareCodes);
    groups = built;
    groupsByHistory.set(history, groups);
  }
  return groups;
}

/** Plain code-unit order: codes are capital letters and digits, so every collation agrees. */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A history cut at one date. Inputs of many stocks at the same date share the work that is the
 * same for all of them (the macro values, IHSG, each peer's multiples), so build one of these per
 * date and ask it for every stock.
 */
export class MarketAsOf {
  readonly asOf: string;
  private readonly day: number;
  private readonly historyStart: number;
  private readonly flowStart: number;
  private readonly statementCutoff: string;
  private readonly peerStatementStart: string;
  private readonly peerCloseStart: number;
  private readonly subjects: ReadonlySet<string> | null;
  private readonly peers = new Map<string, PeerMultiples | null>();
  private macroValues: MacroAsOf | null = null;
  private compositeBars: IndexBar[] | null = null;

  /**
   * `shared`: a cut at the same date of a history that holds every company as a sector peer (the
   * read side's peer market, kept across analyses). With it, `history` need hold only the stock's
   * own rows: IHSG, the macro values and the sector peers come from `shared`, whose per-peer work
   * is then done once per date for every stock analysed, not once per analysis.
   */
  constructor(
    private readonly history: MarketHistory,
    asOf: string,
    private readonly shared?: MarketAsOf,
  ) {
    assertCovered(history, asOf);
    if (shared && shared.asOf !== asOf)
      throw new RangeError(`the shared cut is as of ${shared.asOf}, not ${asOf}`);
    this.asOf = asOf;
    this.day = toDay(asOf);
    this.historyStart = toDay(yearsBefore(asOf, POINT_IN_TIME.historyYears));
    this.flowStart = toDay(yearsBefore(asOf, POINT_IN_TIME.foreignFlowYears));
    this.statementCutoff = addDays(asOf, -POINT_IN_TIME.statementLagDays);
    this.peerStatementStart = addDays(this.statementCutoff, -POINT_IN_TIME.peerStatementWindowDays);
    this.peerCloseStart = this.day - POINT_IN_TIME.peerMaxCloseAgeDays;
    this.subjects = history.scope.codes === null ? null : new Set(history.scope.codes);
  }

  /** The stocks this history builds inputs for, sorted. */
  codes(): string[] {
    return this.history.scope.codes === null
      ? [...this.history.companies.keys()].sort(compareCodes)
      : [...this.history.scope.codes];
  }

  /**
   * Everything the scoring core needs for `code` as known at asOf, or null when the history does
   * not know the code. A code the history holds only as someone's peer is refused: its rows were
   * loaded for the peer figures alone.
   */
  input(code: string): ScoringInput | null {
    const company = this.history.companies.get(code);
    if (!company) return null;
    if (this.subjects !== null && !this.subjects.has(code)) {
      throw new RangeError(`${code} was loaded as a sector peer only, not for its own input`);
    }
    const market = this.shared ?? this;
    const macro = market.macro();
    const stale: StaleInputs = {};
    const { asOf } = this;
    return {
      code,
      asOf,
      company,
      prices: this.prices(code),
      composite: market.composite().slice(),
      foreignFlow: freshOnly(
        this.foreignFlow(code),
        (f) => f.date,
        addDays(asOf, -POINT_IN_TIME.foreignFlowMaxAgeDays),
        stale,
        'foreignFlow',
      ),
      // Old statements stay in the input: the engine judges their age (SCORING_CONFIG: past
      // staleAfterMonths conviction Low and no target; past statementMaxAgeMonths not read at all, scored
      // as missing), says so in a data note, and a stock without any cannot be analysed at all.
      statements: this.statements(code),
      corporateActions: this.corporateActions(code),
      ownership: freshOnly(
        this.ownership(code),
        (o) => o.monthEnd,
        addDays(asOf, -POINT_IN_TIME.ownershipMaxAgeDays),
        stale,
        'ownership',
      ),
      sectorPeers: market.sectorPeers(company),
      macro: { ...macro },
      staleInputs: stale,
    };
  }

  private prices(code: string): PriceBar[] {
    const { day, values, rows } = this.history.prices;
    const range = rows.get(code);
    if (!range) return [];
    const from = upperBound(day, this.historyStart, range.start, range.end);
    const to = upperBound(day, this.day, from, range.end);
    const { open, high, low, close, volume } = values;
    const bars: PriceBar[] = new Array<PriceBar>(to - from);
    for (let i = from; i < to; i += 1) {
      bars[i - from] = {
        date: isoDay(day[i]!),
        open: open[i]!,
        high: high[i]!,
        low: low[i]!,
        close: close[i]!,
        volume: volume[i]!,
      };
    }
    return bars;
  }

  private foreignFlow(code: string): ForeignFlowDay[] {
    const { day, values, rows } = this.history.foreignFlow;
    const range = rows.get(code);
    if (!range) return [];
    const from = upperBound(day, this.flowStart, range.start, range.end);
    const to = upperBound(day, this.day, from, range.end);
    const { foreignBuyShares, foreignSellShares, volume, value } = values;
    const flows: ForeignFlowDay[] = new Array<ForeignFlowDay>(to - from);
    for (let i = from; i < to; i += 1) {
      flows[i - from] = {
        date: isoDay(day[i]!),
        foreignBuyShares: foreignBuyShares[i]!,
        foreignSellShares: foreignSellShares[i]!,
        volume: volume[i]!,
        value: value[i]!,
      };
    }
    return flows;
  }

  private composite(): IndexBar[] {
    if (!this.compositeBars) {
      const { day, value } = this.history.composite;
      const from = upperBound(day, this.historyStart);
      const to = upperBound(day, this.day, from);
      const bars: IndexBar[] = new Array<IndexBar>(to - from);
      for (let i = from; i < to; i += 1) bars[i - from] = { date: isoDay(day[i]!), close: value[i]! };
      this.compositeBars = bars;
    }
    return this.compositeBars;
  }

  private statements(code: string): FinancialStatement[] {
    const all = this.history.statements.get(code) ?? [];
    return all.slice(0, upperBoundBy(all, periodEnd, this.statementCutoff));
  }

  private corporateActions(code: string): CorporateAction[] {
    const all = this.history.corporateActions.get(code) ?? [];
    return all.slice(0, upperBoundBy(all, exDate, this.asOf));
  }

  private ownership(code: string): OwnershipMonth[] {
    const all = this.history.ownership.get(code) ?? [];
    const from = upperBoundBy(all, monthEnd, isoDay(this.historyStart));
    return all.slice(from, Math.max(from, upperBoundBy(all, monthEnd, this.asOf)));
  }

  private macro(): MacroAsOf {
    if (!this.macroValues) {
      const values = {} as MacroAsOf;
      for (const name of MACRO_SERIES) {
        const { day, value } = this.history.macro[name];
        const last = upperBound(day, this.day) - 1;
        values[name] = last >= 0 ? value[last]! : null;
      }
      this.macroValues = values;
    }
    return this.macroValues;
  }

  private sectorPeers(company: CompanyProfile): PeerMultiples[] {
    const group = peerGroupOf(company);
    if (group === null) return [];
    const out: PeerMultiples[] = [];
    for (const code of peerGroups(this.history).get(group) ?? []) {
      if (code === company.code) continue;
      const multiples = this.peer(code);
      if (multiples) out.push(multiples);
    }
    return out;
  }

  /**
   * A peer's P/E, P/B and ROE at asOf, or null when it has no recent close or none of the three:
   * its last close in the peer window, its shares on the close's basis (prices are adjusted on
   * the 2025-12-31 share basis and `listed_shares` is the 2025-12-30 count, so splits cancel out;
   * the latest KSEI count stands in where it is missing), its statements of the peer window.
   */
  private peer(code: string): PeerMultiples | null {
    const known = this.peers.get(code);
    if (known !== undefined) return known;
    let multiples: PeerMultiples | null = null;
    const close = this.lastCloseInWindow(code);
    if (close !== null) {
      const all = this.history.statements.get(code) ?? [];
      const statements = all.slice(
        upperBoundBy(all, periodEnd, this.peerStatementStart),
        upperBoundBy(all, periodEnd, this.statementCutoff),
      );
      const computed = peerMultiples({
        code,
        asOf: this.asOf,
        lastClose: close,
        shares: this.peerShares(code),
        statements,
        usdIdr: this.macro().usdIdr,
      });
      if (computed.pe !== null || computed.pb !== null || computed.roe !== null) multiples = computed;
    }
    this.peers.set(code, multiples);
    return multiples;
  }

  private lastCloseInWindow(code: string): number | null {
    const { day, values, rows } = this.history.prices;
    const range = rows.get(code);
    if (!range) return null;
    const last = upperBound(day, this.day, range.start, range.end) - 1;
    if (last < range.start || day[last]! < this.peerCloseStart) return null;
    return values.close[last]!;
  }

  private peerShares(code: string): number | null {
    const listed = this.history.companies.get(code)?.listedShares ?? null;
    if (listed !== null && listed !== 0) return listed;
    const months = this.history.ownership.get(code) ?? [];
    const last = upperBoundBy(months, monthEnd, this.asOf) - 1;
    return last >= 0 ? months[last]!.listedShares : null;
  }
}

/** The ScoringInput of one stock at one date; for many stocks at a date, use one MarketAsOf. */
export function scoringInputAt(
  history: MarketHistory,
  code: string,
  asOf: string,
  shared?: MarketAsOf,
): ScoringInput | null {
  return new MarketAsOf(history, asOf, shared).input(code);
}

/**
 * The last close of `code` on or before `date` and its date, from a whole-market history (a
 * backtest's forward returns, a history's price line). Null when it has none.
 */
export function closeOnOrBefore(
  history: MarketHistory,
  code: string,
  date: string,
): { date: string; close: number } | null {
  const { day, values, rows } = history.prices;
  const range = rows.get(code);
  if (!range) return null;
  const last = upperBound(day, toDay(date), range.start, range.end) - 1;
  return last < range.start ? null : { date: isoDay(day[last]!), close: values.close[last]! };
}

function assertCovered(history: MarketHistory, asOf: string): void {
  const { dates, codes } = history.scope;
  const covered =
    codes === null
      ? dates.length > 0 && asOf >= dates[0]! && asOf <= dates[dates.length - 1]!
      : dates.includes(asOf);
  if (!covered) {
    throw new RangeError(
      codes === null
        ? `asOf ${asOf} is outside the loaded history (${dates[0]} to ${dates.at(-1)})`
        : `asOf ${asOf} is not one of the dates this history was loaded for (${dates.join(', ')})`,
    );
  }
}

const periodEnd = (s: FinancialStatement): string => s.periodEnd;
const exDate = (a: CorporateAction): string => a.exDate;
const monthEnd = (o: OwnershipMonth): string => o.monthEnd;
