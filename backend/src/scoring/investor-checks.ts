/**
 * What an IDX investor checks before buying, beside the score: the statements over five years, the
 * dividend record, the red flags with their "Risiko gorengan" level, and the sharia screen estimate.
 * Plain data on the scoring result; the red flags also cap the recommendation (score.ts).
 */
import type { ScoringContext } from './context';
import { dividendHistory, type DividendHistory } from './dividend-history';
import { statementHistory, type StatementHistory } from './financial-history';
import type { MetricValues } from './metrics/metric-ids';
import { redFlags, type RedFlagReport } from './red-flags';
import { shariaScreen, type ShariaScreen } from './sharia';

export interface InvestorChecks {
  statements: StatementHistory;
  dividends: DividendHistory;
  redFlags: RedFlagReport;
  sharia: ShariaScreen;
}

export function investorChecks(ctx: ScoringContext, metrics: MetricValues): InvestorChecks {
  return {
    statements: statementHistory(ctx.fin, ctx.input.macro.usdIdr, ctx.corporateActions.splits),
    dividends: dividendHistory(ctx.corporateActions, ctx.bars, ctx.fin, ctx.shares, ctx.fx),
    redFlags: redFlags(ctx, metrics),
    sharia: shariaScreen(ctx.input.company, ctx.fin),
  };
}
