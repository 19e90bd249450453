import { Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import type { CreateOrderResponse, Order, PaymentHistoryItem, Receipt, Subscription } from '@telisik/contract';
import { CurrentUser, SessionGuard } from '../auth';
import type { SignedInUser } from '../users';
import { OrdersService } from './orders.service';

@Controller('billing')
@UseGuards(SessionGuard)
export class BillingController {
  constructor(private readonly orders: OrdersService) {}

  @Get('subscription')
  subscription(@CurrentUser() user: SignedInUser): Promise<Subscription> {
    return this.orders.subscription(user);
  }

  @Post('orders')
  @HttpCode(HttpStatus.CREATED)
  startOrder(@CurrentUser() user: SignedInUser): Promise<CreateOrderResponse> {
    return this.orders.startOrder(user);
  }

  @Get('orders/:orderId')
  order(@CurrentUser() user: SignedInUser, @Param('orderId') orderId: string): Promise<Order> {
    return this.orders.orderForUser(user.id, orderId);
  }

  @Get('payments')
  payments(@CurrentUser() user: SignedInUser): Promise<PaymentHistoryItem[]> {
    return this.orders.history(user.id);
  }

  @Get('payments/:orderId/receipt')
  receipt(@CurrentUser() user: SignedInUser, @Param('orderId') orderId: string): Promise<Receipt> {
    return this.orders.receipt(user.id, orderId);
  }
}
