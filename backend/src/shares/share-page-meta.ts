import { formatCalendarDate, formatRupiahValue } from '@telisik/contract/format';
import type { AnalysisRecord } from '../analyses';
import { DomainError } from '../common/domain-error';
import type { PageMeta, PageMetaResolver } from '../web';
import { shareUrl } from './shares.controller';
import type { SharesService } from './shares.service';

const SHARE_PAGE = /^\/s\/([^/]+)\/?$/;

/** A sentence ends with its full stop, once. */
const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * "PT Bank Central Asia Tbk. (BBCA): skor 36/50, BUY, target Rp 9.400 …", as a link preview reads it.
 * No target (engine 4's null, or an older analysis's 'unavailable') reads "target tidak ditetapkan",
 * never the price; where the label and the target disagree the engine's sentence follows.
 */
export function sharePreview(analysis: AnalysisRecord, url: string): Extract<PageMeta, { found: true }> {
  const result = analysis.analysisResult;
  const valuation = result.fullAnalysis.valuation;
  const target = analysis.targetPrice === null ? null : Number(analysis.targetPrice);
  const targetSet =
    target !== null &&
    Number.isFinite(target) &&
    valuation.target?.basis !== 'unavailable' &&
    valuation.fairValue?.targetSet !== false;
  const parts = [
    `Skor ${analysis.totalScore}/50`,
    `rekomendasi ${analysis.recommendation ?? 'N/A'}`,
    targetSet ? `target ${formatRupiahValue(target)}` : 'target tidak ditetapkan',
  ];
  const note = result.recommendationNote ? ` ${sentence(result.recommendationNote)}` : '';
  const asOf = formatCalendarDate(analysis.dataAsOf) ?? analysis.dataAsOf;
  return {
    found: true,
    title: `${analysis.companyName} (${analysis.ticker}) · Telisik`,
    description: `${parts.join(', ')}.${note} Data per ${asOf}. Informasi, bukan saran investasi.`,
    url,
  };
}

/** Preview tags for '/s/{token}': the analysis's company, score and recommendation, or 404. */
export function sharePageMeta(shares: SharesService, appUrl: string): PageMetaResolver {
  return async (path) => {
    const token = SHARE_PAGE.exec(path)?.[1];
    if (token === undefined) return undefined;
    try {
      const { analysis } = await shares.findPublic(token);
      return sharePreview(analysis, shareUrl(appUrl, token));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'SHARE_NOT_FOUND') return { found: false };
      throw error;
    }
  };
}
