import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { ANALYSIS_DEADLINE_MS } from '../quota/quota.constants';
import { QuotaService } from '../quota/quota.service';
import { ANALYSIS_ENGINE, type AnalysisEngine } from './analysis-engine';
import { Analysis } from './entities/analysis.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AnalysesService {
  constructor(
    @InjectRepository(Analysis) private readonly analyses: Repository<Analysis>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quota: QuotaService,
    @Inject(ANALYSIS_ENGINE) private readonly engine: AnalysisEngine,
  ) {}

  listForUser(userId: string): Promise<Analysis[]> {
    return this.analyses.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Ownership is part of the query: another user's analysis is simply not found. */
  async findForUser(userId: string, id: string): Promise<Analysis> {
    const analysis = UUID_PATTERN.test(id) ? await this.analyses.findOneBy({ id, userId }) : null;
    if (!analysis) throw new DomainError('ANALYSIS_NOT_FOUND', messages.analysisNotFound);
    return analysis;
  }

  /**
   * Reserve quota, compute with no transaction open, then store the analysis and count it in one
   * short transaction. Any failure releases the reservation: a failed analysis costs nothing. The
   * computation is bounded by one deadline, well inside the reservation's life.
   */
  async create(userId: string, ticker: string): Promise<Analysis> {
    const reservation = await this.quota.reserve(userId);
    const stopHeartbeat = this.quota.keepAlive(reservation);
    try {
      const draft = await withDeadline(this.engine.analyse(ticker), ANALYSIS_DEADLINE_MS);
      return await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(
          manager.create(Analysis, {
            ...draft,
            userId,
            currentPrice: draft.currentPrice.toFixed(2),
            targetPrice: draft.targetPrice.toFixed(2),
            upside: draft.upside.toFixed(2),
          }),
        );
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
