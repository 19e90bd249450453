import { Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import type { CreateOrderResponse, Order, PaymentHistoryItem, Receipt, Subscription } from '@telisik/contract';
import { CurrentUser, SessionGuard } from '../auth';
import type { User } from '../users';
import { OrdersService } from './orders.service';

@Controller('billing')
@UseGuards(SessionGuard)
export class BillingController {
  constructor(private readonly orders: OrdersService) {}

  @Get('subscription')
  subscription(@CurrentUser() user: User): Promise<Subscription> {
    return this.orders.subscription(user);
  }

  @Post('orders')
  @HttpCode(HttpStatus.CREATED)
  startOrder(@CurrentUser() user: User): Promise<CreateOrderResponse> {
    return this.orders.startOrder(user);
  }

  @Get('orders/:orderId')
  order(@CurrentUser() user: User, @Param('orderId') orderId: string): Promise<Order> {
    return this.orders.orderForUser(user.id, orderId);
  }

  @Get('payments')
  payments(@CurrentUser() user: User): Promise<PaymentHistoryItem[]> {
    return this.orders.history(user.id);
  }

  @Get('payments/:orderId/receipt')
  receipt(@CurrentUser() user: User, @Param('orderId') orderId: string): Promise<Receipt> {
    return this.orders.receipt(user.id, orderId);
  }
}
