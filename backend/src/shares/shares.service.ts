import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import { Analysis } from '../analyses';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { AnalysisShare } from './entities/analysis-share.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** base64url of 24 random bytes. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export interface ShareWithAnalysis {
  share: AnalysisShare;
  analysis: Analysis;
}

@Injectable()
export class SharesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The owner's live link to an analysis, made on first use: sharing twice gives the same link.
   * Ownership is part of the insert (`WHERE a.user_id = $owner`): another user's analysis is not found.
   */
  async share(userId: string, analysisId: string): Promise<ShareWithAnalysis> {
    if (!UUID_PATTERN.test(analysisId)) throw new DomainError('ANALYSIS_NOT_FOUND', messages.analysisNotFound);
    return this.dataSource.transaction(async (manager) => {
      // Lock the analysis row so two clicks at once make one link.
      const owned = await manager.query<Array<{ id: string }>>(
        'SELECT id FROM analyses WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [analysisId, userId],
      );
      if (owned.length === 0) throw new DomainError('ANALYSIS_NOT_FOUND', messages.analysisNotFound);
      let share = await manager.findOneBy(AnalysisShare, { analysisId, userId, revokedAt: IsNull() });
      share ??= await manager.save(
        manager.create(AnalysisShare, {
          analysisId,
          userId,
          token: randomBytes(24).toString('base64url'),
          revokedAt: null,
        }),
      );
      const analysis = await manager.findOneByOrFail(Analysis, { id: analysisId });
      return { share, analysis };
    });
  }

  /** The owner's live links, newest first, with the analysis each one shows. */
  async listForUser(userId: string): Promise<ShareWithAnalysis[]> {
    const shares = await this.dataSource.getRepository(AnalysisShare).find({
      where: { userId, revokedAt: IsNull() },
      relations: { analysis: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return shares.map((share) => ({ share, analysis: share.analysis! }));
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
    const found = SHARE_TOKEN_PATTERN.test(token)
      ? await this.dataSource.getRepository(AnalysisShare).findOne({
          where: { token, revokedAt: IsNull() },
          relations: { analysis: true },
        })
      : null;
    if (!found?.analysis) throw new DomainError('SHARE_NOT_FOUND', messages.shareNotFound);
    return { share: found, analysis: found.analysis };
  }
}
