import type { PublicAnalysis, ShareLink } from '@telisik/contract';
import { Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { toAnalysisResponse } from '../analyses';
import { CurrentUser, SessionGuard } from '../auth';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { SignedInUser } from '../users';
import { SharesService, type ShareWithAnalysis } from './shares.service';

/** The owner's side of share links: make one for an analysis, list them, revoke one. */
@Controller()
@UseGuards(SessionGuard)
export class SharesController {
  constructor(
    private readonly shares: SharesService,
    @Inject(APP_CONFIG) private readonly config: CoreConfig,
  ) {}

  @Post('analyses/:id/share')
  @HttpCode(HttpStatus.OK)
  async share(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<ShareLink> {
    return this.toLink(await this.shares.share(user.id, id));
  }

  @Get('shares')
  async list(@CurrentUser() user: SignedInUser): Promise<ShareLink[]> {
    return (await this.shares.listForUser(user.id)).map((found) => this.toLink(found));
  }

  @Delete('shares/:token')
  @HttpCode(HttpStatus.NO_CONTENT)
  async revoke(@CurrentUser() user: SignedInUser, @Param('token') token: string): Promise<void> {
    await this.shares.revoke(user.id, token);
  }

  private toLink({ share, analysis }: ShareWithAnalysis): ShareLink {
    return {
      token: share.token,
      url: shareUrl(this.config.appUrl, share.token),
      analysisId: analysis.id,
      ticker: analysis.ticker,
      companyName: analysis.companyName,
      dataAsOf: analysis.dataAsOf,
      createdAt: share.createdAt.toISOString(),
    };
  }
}

export function shareUrl(appUrl: string, token: string): string {
  return new URL(`/s/${token}`, appUrl).href;
}

/** What a link shows, to anyone: no session needed, nothing about the owner. */
@Controller('public')
export class PublicSharesController {
  constructor(private readonly shares: SharesService) {}

  @Get('shares/:token')
  async get(@Param('token') token: string): Promise<PublicAnalysis> {
    const { analysis } = await this.shares.findPublic(token);
    return { kind: 'share', analysis: toAnalysisResponse(analysis) };
  }
}
