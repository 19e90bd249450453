import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { ANALYSIS_DEADLINE_MS, QuotaService } from '../quota';
import { premiumCoverageSql } from '../entitlement';
import type { Recommendation } from '@telisik/contract';
import type { User } from '../users';
import { ANALYSIS_ENGINE, type AnalysisDraft, type AnalysisEngine } from './analysis-engine';
import { Analysis } from './entities/analysis.entity';
import { normalizeStoredAnalysisResult, normalizeStoredRecommendation } from './stored-analysis';

/** The columns of a list item: everything but the stored result. */
const SUMMARY_COLUMNS = [
  'id',
  'ticker',
  'companyName',
  'recommendation',
  'totalScore',
  'fundamentalScore',
  'technicalScore',
  'sentimentScore',
  'currentPrice',
  'targetPrice',
  'upside',
  'dataAsOf',
  'createdAt',
] as const satisfies ReadonlyArray<keyof Analysis>;

/** An analysis as a list reads it. */
export type AnalysisSummary = Pick<Analysis, (typeof SUMMARY_COLUMNS)[number]>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AnalysesService {
  constructor(
    @InjectRepository(Analysis) private readonly analyses: Repository<Analysis>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quota: QuotaService,
    @Inject(ANALYSIS_ENGINE) private readonly engine: AnalysisEngine,
  ) {}

  /** Every analysis of the user, newest first: the account export, which is the user's whole record. */
  listForUser(userId: string): Promise<Analysis[]> {
    return this.analyses.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * One page of the user's analyses, newest first (created_at, then id, both descending, which the
   * (user_id, created_at) index serves), optionally only one ticker's or one recommendation's, the
   * number matching in all, and the cursor of the next page if any. The cursor is the last row's
   * sort key: a keyset page, as fast on page 100 as on page 1, and stable while new analyses arrive.
   * The stored result (price history, prose) is not read: a list never shows it.
   */
  async pageForUser(
    userId: string,
    limit: number,
    options: { cursor?: string; ticker?: string; recommendation?: Recommendation } = {},
  ): Promise<{ analyses: AnalysisSummary[]; total: number; next: string | null }> {
    const after = options.cursor === undefined ? null : decodeCursor(options.cursor);
    const matching = () => {
      const query = this.analyses.createQueryBuilder('a').where('a.user_id = :userId', { userId });
      if (options.ticker) query.andWhere('a.ticker = :ticker', { ticker: options.ticker });
      if (options.recommendation) query.andWhere('a.recommendation = :recommendation', { recommendation: options.recommendation });
      return query;
    };
    const query = matching()
      .select(SUMMARY_COLUMNS.map((column) => `a.${column}`))
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      // The exact created_at (microseconds; a JS Date keeps milliseconds) for the next cursor.
      .addSelect(`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'cursor_at')
      .limit(limit + 1);
    if (after) query.andWhere('(a.created_at, a.id) < (:createdAt::timestamptz, :id::uuid)', after);
    const [{ entities, raw }, total] = await Promise.all([
      query.getRawAndEntities<{ cursor_at: string }>(),
      matching().getCount(),
    ]);
    const analyses: AnalysisSummary[] = entities.slice(0, limit);
    const last = analyses.at(-1);
    const next = entities.length > limit && last ? encodeCursor(raw[limit - 1]!.cursor_at, last.id) : null;
    return { analyses, total, next };
  }

  /** The user's newest analysis of each of these codes made on `dataAsOf`'s data, if any. */
  async latestOnDate(userId: string, tickers: string[], dataAsOf: string): Promise<Analysis[]> {
    return this.analyses
      .createQueryBuilder('analysis')
      .distinctOn(['analysis.ticker'])
      .where('analysis.user_id = :userId AND analysis.ticker IN (:...tickers) AND analysis.data_as_of = :dataAsOf', {
        userId,
        tickers,
        dataAsOf,
      })
      .orderBy('analysis.ticker')
      .addOrderBy('analysis.created_at', 'DESC')
      .getMany();
  }

  /** The user's analyses among these ids (ownership in the query). */
  findManyForUser(userId: string, ids: string[]): Promise<Analysis[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.analyses.findBy({ userId, id: In(ids) });
  }

  /** Ownership is part of the query: another user's analysis is simply not found. */
  async findForUser(userId: string, id: string): Promise<Analysis> {
    const analysis = UUID_PATTERN.test(id) ? await this.analyses.findOneBy({ id, userId }) : null;
    if (!analysis) throw new DomainError('ANALYSIS_NOT_FOUND', messages.analysisNotFound);
    return analysis;
  }

  /**
   * Analyses `ticker` for the user and stores it, counted. A Premium user (as the session's user row
   * said) has no quota to hold: the analysis is computed, then stored and counted in one statement
   * that checks Premium still covers now. A free user, or one whose Premium ended meanwhile, goes
   * through the quota reservation. Either way a failed analysis stores and counts nothing.
   */
  async create(user: Pick<User, 'id' | 'isPremium'>, ticker: string): Promise<Analysis> {
    if (!user.isPremium) return this.createReserved(user.id, () => this.compute(ticker));
    const draft = await this.compute(ticker);
    return (await this.storeForPremium(user.id, draft)) ?? this.createReserved(user.id, () => Promise.resolve(draft));
  }

  /** The engine's work, bounded by one deadline well inside a quota reservation's life. */
  private compute(ticker: string): Promise<AnalysisDraft> {
    return withDeadline(this.engine.analyse(ticker), ANALYSIS_DEADLINE_MS);
  }

  /**
   * Reserve quota, compute with no transaction open, then store the analysis and count it in one
   * short transaction. Any failure releases the reservation: a failed analysis costs nothing.
   */
  private async createReserved(userId: string, compute: () => Promise<AnalysisDraft>): Promise<Analysis> {
    const reservation = await this.quota.reserve(userId);
    const stopHeartbeat = this.quota.keepAlive(reservation);
    try {
      const draft = await compute();
      return await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(manager.create(Analysis, { ...toColumns(draft), userId }));
        await this.quota.complete(manager, reservation);
        return manager.findOneByOrFail(Analysis, { id: saved.id });
      });
    } catch (error) {
      await this.quota.release(reservation);
      throw error;
    } finally {
      stopHeartbeat();
    }
  }

  /**
   * Stores a Premium user's analysis and counts it in ONE statement (one round trip, no explicit
   * transaction: a single statement is atomic), only while a Premium period covers now. Null when
   * none does any more: the caller then counts it against the free quota. Under load every round
   * trip is CPU on both sides, and this one replaces eleven (reserve, store, count, read back).
   */
  private async storeForPremium(userId: string, draft: AnalysisDraft): Promise<Analysis | null> {
    const columns = toColumns(draft);
    const rows = await this.dataSource.query<{ id: string; created_at: Date }[]>(
      `WITH stored AS (
         INSERT INTO analyses (user_id, ticker, company_name, recommendation, total_score, fundamental_score,
                               technical_score, sentiment_score, current_price, target_price, upside,
                               data_as_of, analysis_result)
         SELECT u.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb
           FROM users u WHERE u.id = $1 AND ${premiumCoverageSql('u.id')}
         RETURNING id, user_id, created_at),
       counted AS (
         UPDATE users SET analyses_used = analyses_used + 1, updated_at = CURRENT_TIMESTAMP
          WHERE id IN (SELECT user_id FROM stored))
       SELECT id, created_at FROM stored`,
      [
        userId,
        columns.ticker,
        columns.companyName,
        columns.recommendation,
        columns.totalScore,
        columns.fundamentalScore,
        columns.technicalScore,
        columns.sentimentScore,
        columns.currentPrice,
        columns.targetPrice,
        columns.upside,
        columns.dataAsOf,
        JSON.stringify(columns.analysisResult),
      ],
    );
    const row = rows[0];
    if (!row) return null;
    // What reading the row back would give (the entity's transformers), without the read.
    return Object.assign(new Analysis(), {
      ...columns,
      id: row.id,
      userId,
      createdAt: row.created_at,
      recommendation: normalizeStoredRecommendation(columns.recommendation),
      analysisResult: normalizeStoredAnalysisResult(columns.analysisResult),
    });
  }
}

/** The draft as the row's columns: prices and upside as the numeric(…, 2) text PostgreSQL returns. */
function toColumns(draft: AnalysisDraft): Omit<Analysis, 'id' | 'userId' | 'createdAt' | 'recommendation'> & {
  recommendation: AnalysisDraft['recommendation'];
} {
  return {
    ...draft,
    currentPrice: draft.currentPrice.toFixed(2),
    targetPrice: draft.targetPrice?.toFixed(2) ?? null,
    upside: draft.upside?.toFixed(2) ?? null,
  };
}

/**
 * The work's result, or ANALYSIS_TIMED_OUT once `ms` have passed. The abandoned work may still
 * finish in the background; nothing stores its result.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DomainError('ANALYSIS_TIMED_OUT', messages.analysisTimedOut)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A page boundary as an opaque, URL-safe token: the last row's created_at (to the microsecond) and id. */
function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !id || !UUID_PATTERN.test(id) || !createdAt || Number.isNaN(Date.parse(createdAt))) {
    throw new DomainError('INVALID_CURSOR', messages.invalidId('cursor'));
  }
  return { createdAt, id };
}
