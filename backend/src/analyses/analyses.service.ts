import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
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
   * Reserve quota, compute with no transaction open, then store the analysis and count it in one
   * short transaction. Any failure releases the reservation: a failed analysis costs nothing.
   */
  async create(userId: string, ticker: string): Promise<Analysis> {
    const reservation = await this.quota.reserve(userId);
    try {
      const draft = await this.engine.analyse(ticker);
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
    }
  }
}
