/**
 * The input, cleaned once: bars and flows cut at `asOf` and sorted, statements chosen, the share count and
 * the currency conversion decided. Metrics read only this.
 */
import { DomainError } from '../common/domain-error';
import { analyseCorporateActions, type CorporateActionFacts } from './corporate-actions';
import { buildFinancials, type Financials } from './financials';
import type {
  CorporateAction,
  ForeignFlowDay,
  IndexBar,
  OwnershipMonth,
  PeerMultiples,
  PriceBar,
  ScoringInput,
} from './scoring-input';

export interface ScoringContext {
  input: ScoringInput;
  asOf: string;
  isBank: boolean;
  bars: PriceBar[];
  closes: number[];
  lastClose: number;
  lastDate: string;
  composite: IndexBar[];
  compositeByDate: ReadonlyMap<string, number>;
  flows: ForeignFlowDay[];
  /** KSEI months with a foreign holding, oldest first. */
  ownership: OwnershipMonth[];
  fin: Financials;
  /**
   * Shares for per-share figures: the company's current listed shares, on the same split-adjusted basis as
   * the prices (both are as of the bundle end), else the latest KSEI count.
   */
  shares: number | null;
  sharesSource: 'listed_shares' | 'ksei' | null;
  /** IDR per unit of statement currency: 1 for IDR, USD/IDR for USD reporters, null when unknown. */
  fx: number | null;
  /** Ordinary cash dividends (special ones left out of yields), oldest first. */
  dividends: CorporateAction[];
  corporateActions: CorporateActionFacts;
  peers: PeerMultiples[];
}

const byDate = <T extends { date: string }>(a: T, b: T): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/** Sorted by date; the read side already delivers them so, and checking is cheaper than sorting. */
function sortedByDate<T extends { date: string }>(items: T[]): T[] {
  for (let i = 1; i < items.length; i += 1)
    if (items[i - 1]!.date > items[i]!.date) return items.sort(byDate);
  return items;
}

export function buildContext(input: ScoringInput): ScoringContext {
  const asOf = input.asOf;
  const bars = sortedByDate(
    input.prices.filter((b) => b.date <= asOf && Number.isFinite(b.close) && b.close > 0),
  );
  if (bars.length === 0) {
    throw new DomainError('INSUFFICIENT_DATA', `Tidak ada data harga untuk ${input.code} sampai ${asOf}.`);
  }
  const composite = sortedByDate(input.composite.filter((b) => b.date <= asOf && b.close > 0));
  const flows = sortedByDate(input.foreignFlow.filter((f) => f.date <= asOf));
  const ownership = input.ownership
    .filter((o) => o.monthEnd <= asOf && o.foreignTotalShares !== null && o.listedShares > 0)
    .sort((a, b) => (a.monthEnd < b.monthEnd ? -1 : a.monthEnd > b.monthEnd ? 1 : 0));
  const corporateActions = analyseCorporateActions(input.corporateActions, bars, asOf);
  const fin = buildFinancials(input.statements, asOf, {
    comparableFrom: corporateActions.distribution?.exDate ?? null,
  });

  const listed = input.company.listedShares;
  const ksei = ownership.length > 0 ? ownership[ownership.length - 1].listedShares : null;
  const shares = listed !== null && listed > 0 ? listed : ksei;
  const sharesSource = listed !== null && listed > 0 ? 'listed_shares' : ksei !== null ? 'ksei' : null;

  const usdIdr = input.macro.usdIdr;
  const fx = fin.currency === 'USD' ? (usdIdr !== null && usdIdr > 0 ? usdIdr : null) : 1;

  return {
    input,
    asOf,
    isBank: input.company.isBank,
    bars,
    closes: bars.map((b) => b.close),
    lastClose: bars[bars.length - 1].close,
    lastDate: bars[bars.length - 1].date,
    composite,
    compositeByDate: new Map(composite.map((c) => [c.date, c.close])),
    flows,
    ownership,
    fin,
    shares,
    sharesSource,
    fx,
    dividends: corporateActions.dividends,
    corporateActions,
    peers: input.sectorPeers.filter((p) => p.code !== input.code),
  };
}
