/**
 * The figures a stock contributes to its sector's medians (ScoringInput.sectorPeers), computed exactly as
 * score() computes the stock's own P/E, P/B and ROE. Market data reads the peers' raw rows; this turns them into multiples.
 */
import { buildFinancials, latestBalance, trailingFlow } from './financials';
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
  const netIncome = trailingFlow(fin, 'netIncome');
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

/** A peer's last close on or before asOf and its share count on the close's basis. */
export interface PeerQuote {
  code: string;
  close: number;
  shares: number | null;
}

/** One of a peer's statements, tagged with the peer's code. */
export type PeerStatement = FinancialStatement & { code: string };

/**
 * The sector's peers as ScoringInput.sectorPeers: each peer's P/E, P/B and ROE computed by
 * `peerMultiples`, so a peer's figures are defined exactly like the stock's own (trailing-twelve-month
 * earnings, latest balance sheet, USD reporters converted at the rate of asOf). Peers with none of
 * the three (no usable statement, negative equity) are left out. Market data supplies the raw rows.
 */
export function sectorPeerMultiples(
  asOf: string,
  quotes: readonly PeerQuote[],
  statementRows: readonly PeerStatement[],
  usdIdr: number | null,
): PeerMultiples[] {
  const statementsByCode = new Map<string, FinancialStatement[]>();
  for (const { code, ...statement } of statementRows) {
    const list = statementsByCode.get(code) ?? [];
    list.push(statement);
    statementsByCode.set(code, list);
  }
  return quotes
    .map((peer) =>
      peerMultiples({
        code: peer.code,
        asOf,
        lastClose: peer.close,
        shares: peer.shares,
        statements: statementsByCode.get(peer.code) ?? [],
        usdIdr,
      }),
    )
    .filter((multiples) => multiples.pe !== null || multiples.pb !== null || multiples.roe !== null);
}
