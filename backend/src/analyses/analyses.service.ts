import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { queryPrepared } from '../database/prepared-statements';
import { messages } from '../common/messages';
import { ANALYSIS_DEADLINE_MS, QuotaService } from '../quota';
import { premiumCoverageSql } from '../entitlement';
import type { AnalysisListItem, Recommendation, ScoreHistoryAnalysis } from '@telisik/contract';
import type { SignedInUser } from '../users';
import { countAnalysisUsedSql } from '../users';
import { ANALYSIS_ENGINE, type AnalysisDraft, type AnalysisEngine, type KeyedAnalysis } from './analysis-engine';
import { AnalysisRows, exactUtcTime, type AnalysisRecord, type DraftColumns } from './analysis-row';
import { withStoredResult } from './analysis.serializer';
import { Analysis } from './entities/analysis.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AnalysesService {
  private readonly rows: AnalysisRows;
  /** The list item's columns of `analyses a` (made once: the list is the most read page). */
  private readonly listItemColumns: string;
  /** The list page's statement of each shape of filters made so far (pageSql). */
  private readonly pageSqlByShape = new Map<string, string>();
  /** Stores an analysis: $1 the owner, $2 its source key, then the draft's values (AnalysisRows.insertValues). */
  private readonly insertSql: string;
  /** The same, and counts it, only while a Premium period covers now (storeForPremium). */
  private readonly insertForPremiumSql: string;
  /** Copies the analysis another reader already has under the current source key, for a Premium user (copyForPremium). */
  private readonly copyForPremiumSql: string;

  constructor(
    @InjectRepository(Analysis) private readonly analyses: Repository<Analysis>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quota: QuotaService,
    @Inject(ANALYSIS_ENGINE) private readonly engine: AnalysisEngine,
  ) {
    this.rows = new AnalysisRows(dataSource, Analysis);
    this.listItemColumns = this.rows.listItemSelect('a');
    const columns = `user_id, source_key, ${this.rows.insertColumnList}`;
    const values = this.rows.insertPlaceholders(3);
    this.insertSql = `INSERT INTO analyses (${columns}) VALUES ($1, $2, ${values}) RETURNING id, created_at`;
    // The Premium fact and the counter are other features' (entitlement's and users'): they hand
    // out their SQL, so this stays one statement and names only the analyses table.
    this.insertForPremiumSql = `WITH stored AS (
         INSERT INTO analyses (${columns})
         SELECT $1::uuid, $2, ${values} WHERE ${premiumCoverageSql('$1::uuid')}
         RETURNING id, user_id, created_at),
       counted AS (${countAnalysisUsedSql('SELECT user_id FROM stored')})
       SELECT id, created_at FROM stored`;
    // Any one row will do: every analysis of the stock under the key is the same analysis. The
    // result is copied inside the database, never parsed and re-serialised on the way.
    this.copyForPremiumSql = `WITH source AS (
         SELECT ${this.rows.insertColumnList}, source_key FROM analyses
          WHERE ticker = $2 AND source_key = ${engine.sourceKeySql('$3')} LIMIT 1),
       stored AS (
         INSERT INTO analyses (${columns})
         SELECT $1::uuid, source_key, ${this.rows.insertColumnList} FROM source WHERE ${premiumCoverageSql('$1::uuid')}
         RETURNING id, user_id, created_at, ${this.rows.insertColumnList}),
       counted AS (${countAnalysisUsedSql('SELECT user_id FROM stored')})
       SELECT s.id, s.created_at, ${this.rows.draftSelect('s')} FROM stored s`;
  }

  /** Every analysis of the user, newest first: the account export, which is the user's whole record. */
  listForUser(userId: string): Promise<AnalysisRecord[]> {
    return this.analyses.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * One page of the user's analyses, newest first (created_at, then id, both descending, which the
   * (user_id, created_at) index serves), optionally only one ticker's or one recommendation's, the
   * number matching in all, and the cursor of the next page if any. The cursor is the last row's
   * sort key: a keyset page, as fast on page 100 as on page 1, and stable while new analyses arrive.
   * The stored result (price history, prose) is not read: a list never shows it. The items come
   * out of the query as the API serves them (AnalysisRows.listItemSelect).
   */
  async pageForUser(
    userId: string,
    limit: number,
    options: { cursor?: string; ticker?: string; recommendation?: Recommendation } = {},
  ): Promise<{ analyses: AnalysisListItem[]; total: number; next: string | null }> {
    const after = options.cursor === undefined ? null : decodeCursor(options.cursor);
    // Each value given is numbered as it is added; the placeholders alone decide the statement's text.
    const params: unknown[] = [userId];
    const param = (value: unknown) => `$${params.push(value)}`;
    const sql = this.pageSql({
      ticker: options.ticker ? param(options.ticker) : null,
      recommendation: options.recommendation ? param(options.recommendation) : null,
      after: after ? [param(after.createdAt), param(after.id)] : null,
      limit: param(limit + 1),
    });
    const rows = await queryPrepared<Record<string, unknown> & { total: number; createdAt: string | null }>(
      this.dataSource,
      sql,
      params,
    );
    const found = rows.filter((row) => row.createdAt !== null);
    const analyses = found.slice(0, limit).map((row) => this.rows.listItemOf(row));
    const last = found[limit - 1];
    const next = found.length > limit && last ? encodeCursor(exactUtcTime(last.createdAt), String(last.id)) : null;
    return { analyses, total: rows[0]?.total ?? 0, next };
  }

  /**
   * The page's statement for these placeholders ($1 is the user), made once per shape of filters
   * (with or without a ticker, a recommendation, a cursor): the same text on every request, so it
   * is built, and its prepared statement's name found, without hashing a new string each time.
   * One round trip: the count and the page side by side, the count's one row kept when the page is
   * empty (a cursor past the end still learns the total).
   * The items' createdAt is read as text to the microsecond (AnalysisRows.listItemSelect): the
   * exact sort key for the next page's cursor (a JS Date keeps milliseconds). As text it sorts as
   * the time does: one format, the fraction's trailing zeros left out (so a shorter one is less).
   * Prepared (queryPrepared): the list is the most read page, and planning its two subqueries cost
   * as much as running them.
   */
  private pageSql(placeholders: {
    ticker: string | null;
    recommendation: string | null;
    after: readonly [createdAt: string, id: string] | null;
    limit: string;
  }): string {
    const { ticker, recommendation, after, limit } = placeholders;
    const shape = [ticker, recommendation, after?.join(), limit].join('|');
    let sql = this.pageSqlByShape.get(shape);
    if (sql === undefined) {
      // Conditions on the user's rows, each a column of `analyses` against a parameter.
      const conditions = ['user_id = $1'];
      if (ticker) conditions.push(`ticker = ${ticker}`);
      if (recommendation) conditions.push(`recommendation = ${recommendation}`);
      const matching = (alias: string) => conditions.map((condition) => `${alias}.${condition}`).join(' AND ');
      const before = after ? ` AND (a.created_at, a.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : '';
      sql = `SELECT total.n AS total, page.*
         FROM (SELECT count(*)::int AS n FROM analyses c WHERE ${matching('c')}) total
         LEFT JOIN LATERAL (
           SELECT ${this.listItemColumns}
             FROM analyses a WHERE ${matching('a')}${before}
            ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit}) page ON true
        ORDER BY page."createdAt" COLLATE "C" DESC, page.id DESC`;
      this.pageSqlByShape.set(shape, sql);
    }
    return sql;
  }

  /** The user's newest analysis of each of these codes made on `dataAsOf`'s data, if any. */
  async latestOnDate(userId: string, tickers: string[], dataAsOf: string): Promise<AnalysisRecord[]> {
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
  findManyForUser(userId: string, ids: string[]): Promise<AnalysisRecord[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.analyses.findBy({ userId, id: In(ids) });
  }

  /** Ownership is part of the query: another user's analysis is simply not found. */
  async findForUser(userId: string, id: string): Promise<AnalysisRecord> {
    const analysis = UUID_PATTERN.test(id) ? await this.analyses.findOneBy({ id, userId }) : null;
    if (!analysis) throw new DomainError('ANALYSIS_NOT_FOUND', messages.analysisNotFound);
    return analysis;
  }

  /** The tickers anyone analysed after `since`: those the daily market-data refresh keeps fresh. */
  async tickersAnalysedSince(since: Date): Promise<string[]> {
    const rows = await this.dataSource.query<{ ticker: string }[]>(
      'SELECT DISTINCT ticker FROM analyses WHERE created_at > $1',
      [since],
    );
    return rows.map((row) => row.ticker);
  }

  /** The user's analyses of `ticker`, oldest first, as a score history marks them. */
  async scoresOf(userId: string, ticker: string): Promise<ScoreHistoryAnalysis[]> {
    const rows = await this.analyses.find({
      select: { id: true, dataAsOf: true, createdAt: true, totalScore: true, recommendation: true },
      where: { userId, ticker },
      order: { createdAt: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      dataAsOf: row.dataAsOf,
      createdAt: row.createdAt.toISOString(),
      totalScore: row.totalScore,
      recommendation: row.recommendation,
    }));
  }

  /**
   * The user's analysis, its row locked until `manager`'s transaction ends (null when it is not the
   * user's): a caller that makes one thing per analysis (a share link) serialises two clicks on it.
   */
  async lockForUser(manager: EntityManager, userId: string, id: string): Promise<AnalysisRecord | null> {
    if (!UUID_PATTERN.test(id)) return null;
    return manager
      .getRepository(Analysis)
      .createQueryBuilder('analysis')
      .setLock('pessimistic_write')
      .where('analysis.id = :id AND analysis.user_id = :userId', { id, userId })
      .getOne();
  }

  /**
   * Any user's analysis, by id, for a caller that has already checked the right to show it: a live
   * share link names the analysis its owner chose to show. Null when there is none.
   */
  findShared(id: string): Promise<AnalysisRecord | null> {
    return UUID_PATTERN.test(id) ? this.analyses.findOneBy({ id }) : Promise.resolve(null);
  }

  /**
   * Analyses `ticker` for the user and stores it, counted. A Premium user (as the session's user row
   * said) has no quota to hold: the analysis another reader already has of the same data, engine and
   * writer is copied, or else it is computed; either way it is stored and counted in one statement
   * that checks Premium still covers now. A free user, or one whose Premium ended meanwhile, goes
   * through the quota reservation. Either way a failed analysis stores and counts nothing.
   */
  async create(user: Pick<SignedInUser, 'id' | 'isPremium'>, ticker: string): Promise<AnalysisRecord> {
    if (!user.isPremium) return this.createReserved(user.id, () => this.compute(ticker));
    const started = Date.now();
    await withDeadline(this.engine.freshen(ticker), ANALYSIS_DEADLINE_MS);
    const copied = await this.copyForPremium(user.id, ticker);
    if (copied) return copied;
    const keyed = await withDeadline(
      this.engine.analyseAsStored(ticker),
      ANALYSIS_DEADLINE_MS - (Date.now() - started),
    );
    return (
      (await this.storeForPremium(user.id, keyed)) ??
      this.createReserved(user.id, () => Promise.resolve(keyed))
    );
  }

  /** The engine's work, bounded by one deadline well inside a quota reservation's life. */
  private compute(ticker: string): Promise<KeyedAnalysis> {
    const work = async () => {
      await this.engine.freshen(ticker);
      return this.engine.analyseAsStored(ticker);
    };
    return withDeadline(work(), ANALYSIS_DEADLINE_MS);
  }

  /**
   * Reserve quota, compute with no transaction open, then store the analysis and count it in one
   * short transaction. Any failure releases the reservation: a failed analysis costs nothing.
   */
  private async createReserved(
    userId: string,
    compute: () => Promise<KeyedAnalysis>,
  ): Promise<AnalysisRecord> {
    const reservation = await this.quota.reserve(userId);
    const stopHeartbeat = this.quota.keepAlive(reservation);
    try {
      const { draft, sourceKey } = await compute();
      const resultJson = JSON.stringify(draft.analysisResult);
      return await this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<StoredRow[]>(this.insertSql, [
          userId,
          sourceKey,
          ...this.rows.insertValues(draft, resultJson),
        ]);
        await this.quota.complete(manager, reservation);
        return stored(draft, resultJson, userId, row!);
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
  private async storeForPremium(
    userId: string,
    { draft, sourceKey }: KeyedAnalysis,
  ): Promise<AnalysisRecord | null> {
    const resultJson = JSON.stringify(draft.analysisResult);
    const [row] = await queryPrepared<StoredRow>(this.dataSource, this.insertForPremiumSql, [
      userId,
      sourceKey,
      ...this.rows.insertValues(draft, resultJson),
    ]);
    return row ? stored(draft, resultJson, userId, row) : null;
  }

  /**
   * A Premium user's copy of the analysis of `ticker` someone already has under the source key the
   * engine would give it now, stored and counted in one statement while Premium covers now. Null
   * when there is none (or Premium ended): the caller computes. One stock is read by many on a
   * trading day, and the engine is a pure function of the key, so the copy is the analysis.
   */
  private async copyForPremium(userId: string, ticker: string): Promise<AnalysisRecord | null> {
    const [row] = await queryPrepared<StoredRow & Record<string, unknown>>(
      this.dataSource,
      this.copyForPremiumSql,
      [userId, ticker, this.engine.writerId],
    );
    if (!row) return null;
    const { columns, resultJson } = this.rows.draftOf(row);
    return stored(columns, resultJson, userId, row);
  }
}

/** What an insert returns: the two columns the database fills. */
interface StoredRow {
  id: string;
  created_at: Date;
}

/**
 * The analysis as stored: the draft as computed or copied (never read back), its result as the
 * JSON text the row holds (the response is made from it: analysisResponseJson), its owner, id and time.
 */
function stored(draft: AnalysisDraft | DraftColumns, resultJson: string, userId: string, row: StoredRow): AnalysisRecord {
  const { analysisResult, ...columns } = draft as Partial<AnalysisDraft> & DraftColumns;
  return withStoredResult({ ...columns, id: row.id, userId, createdAt: row.created_at }, resultJson, analysisResult);
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
