import { Body, Controller, Delete, Get, Headers, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { PushDevice, PushPublicKey } from '@telisik/contract';
import { CurrentUser, SessionGuard } from '../auth';
import type { SignedInUser } from '../users';
import { PushSubscriptionDto, PushUnsubscribeDto } from './dto/push-subscription.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';

@Controller('push')
@UseGuards(SessionGuard)
export class PushController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Get('public-key')
  publicKey(): PushPublicKey {
    return { publicKey: this.subscriptions.publicKey() };
  }

  @Post('subscriptions')
  @HttpCode(HttpStatus.CREATED)
  subscribe(
    @CurrentUser() user: SignedInUser,
    @Body() body: PushSubscriptionDto,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<PushDevice> {
    return this.subscriptions.subscribe(user, body, userAgent);
  }

  @Delete('subscriptions')
  @HttpCode(HttpStatus.NO_CONTENT)
  unsubscribe(@CurrentUser() user: SignedInUser, @Body() body: PushUnsubscribeDto): Promise<void> {
    return this.subscriptions.unsubscribe(user, body.endpoint);
  }
}
