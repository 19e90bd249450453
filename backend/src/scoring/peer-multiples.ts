/**
 * The figures a stock contributes to its sector's medians (ScoringInput.sectorPeers), computed exactly as
 * score() computes the stock's own P/E, P/B and ROE. The market-data feature calls this for every peer.
 */
import { buildFinancials, latestBalance, ttmValue } from './financials';
import { percentOfPositive, round } from './math';
import type { FinancialStatement, PeerMultiples } from './scoring-input';

export interface PeerFigures {
  code: string;
  asOf: string;
  /** Last close on or before asOf, IDR. */
  lastClose: number | null;
  /** Listed shares on the same basis as the close. */
  shares: number | null;
  statements: readonly FinancialStatement[];
  usdIdr: number | null;
}

export function peerMultiples(p: PeerFigures): PeerMultiples {
  const fin = buildFinancials(p.statements, p.asOf);
  const fx = fin.currency === 'USD' ? p.usdIdr : 1;
  const netIncome = ttmValue(fin, 'netIncome');
  const equity = latestBalance(fin, ['equity'])?.equity ?? null;
  const cap =
    p.lastClose !== null && p.shares !== null && p.lastClose > 0 && p.shares > 0
      ? p.lastClose * p.shares
      : null;
  const pe =
    cap !== null && fx !== null && netIncome !== null && netIncome > 0 ? cap / (netIncome * fx) : null;
  const pb = cap !== null && fx !== null && equity !== null && equity > 0 ? cap / (equity * fx) : null;
  const roe = percentOfPositive(netIncome, equity);
  return {
    code: p.code,
    pe: pe === null ? null : round(pe, 4),
    pb: pb === null ? null : round(pb, 4),
    roe: roe === null ? null : round(roe, 4),
  };
}
