import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import { AnalysesService, type AnalysisRecord } from '../analyses';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { AnalysisShare } from './entities/analysis-share.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** base64url of 24 random bytes. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export interface ShareWithAnalysis {
  share: AnalysisShare;
  analysis: AnalysisRecord;
}

@Injectable()
export class SharesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysesService,
  ) {}

  /**
   * The owner's live link to an analysis, made on first use: sharing twice gives the same link.
   * Ownership is part of analyses' lookup: another user's analysis is not found.
   */
  async share(userId: string, analysisId: string): Promise<ShareWithAnalysis> {
    if (!UUID_PATTERN.test(analysisId)) throw new DomainError('ANALYSIS_NOT_FOUND', messages.analysisNotFound);
    return this.dataSource.transaction(async (manager) => {
      // The analysis row stays locked to the end of this transaction, so two clicks at once make one link.
      const analysis = await this.analyses.lockForUser(manager, userId, analysisId);
      if (!analysis) throw new DomainError('ANALYSIS_NOT_FOUND', messages.analysisNotFound);
      let share = await manager.findOneBy(AnalysisShare, { analysisId, userId, revokedAt: IsNull() });
      share ??= await manager.save(
        manager.create(AnalysisShare, {
          analysisId,
          userId,
          token: randomBytes(24).toString('base64url'),
          revokedAt: null,
        }),
      );
      return { share, analysis };
    });
  }

  /** The owner's live links, newest first, with the analysis each one shows. */
  async listForUser(userId: string): Promise<ShareWithAnalysis[]> {
    const shares = await this.dataSource.getRepository(AnalysisShare).find({
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const analyses = await this.analyses.findManyForUser(
      userId,
      shares.map((share) => share.analysisId),
    );
    const byId = new Map(analyses.map((analysis) => [analysis.id, analysis]));
    // A share goes with its analysis (ON DELETE CASCADE): every one is found.
    return shares.flatMap((share) => {
      const analysis = byId.get(share.analysisId);
      return analysis ? [{ share, analysis }] : [];
    });
  }

  /** Stops a link for good. Only the owner's live link can be revoked; anything else is not found. */
  async revoke(userId: string, token: string): Promise<void> {
    if (!SHARE_TOKEN_PATTERN.test(token)) throw new DomainError('SHARE_NOT_FOUND', messages.shareNotFound);
    const result = await this.dataSource
      .createQueryBuilder()
      .update(AnalysisShare)
      .set({ revokedAt: () => 'now()' })
      .where('token = :token AND user_id = :userId AND revoked_at IS NULL', { token, userId })
      .execute();
    if (!result.affected) throw new DomainError('SHARE_NOT_FOUND', messages.shareNotFound);
  }

  /** What a live link shows; a revoked or unknown token is not found. */
  async findPublic(token: string): Promise<ShareWithAnalysis> {
    const share = SHARE_TOKEN_PATTERN.test(token)
      ? await this.dataSource.getRepository(AnalysisShare).findOneBy({ token, revokedAt: IsNull() })
      : null;
    const analysis = share ? await this.analyses.findShared(share.analysisId) : null;
    if (!share || !analysis) throw new DomainError('SHARE_NOT_FOUND', messages.shareNotFound);
    return { share, analysis };
  }
}
