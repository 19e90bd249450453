import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { MidtransNotificationResponse } from '@telisik/contract';
import { PaymentEventsService } from './payment-events.service';

/**
 * Midtrans's HTTP notification: the app's only unauthenticated write. Trust comes from the
 * signature and from the status API, never from the body alone. Any non-2xx answer makes
 * Midtrans send it again later.
 */
@Controller('billing/midtrans')
export class MidtransNotificationController {
  constructor(private readonly events: PaymentEventsService) {}

  @Post('notification')
  @HttpCode(HttpStatus.OK)
  // `unknown`: Midtrans sends many fields per payment type, so the global whitelist must not apply.
  async notification(@Body() body: unknown): Promise<MidtransNotificationResponse> {
    const applied = await this.events.handleNotification(body);
    return { status: 'ok', orderStatus: applied.orderStatus };
  }
}
