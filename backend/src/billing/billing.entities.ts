import { PaymentNotification } from './entities/payment-notification.entity';
import { PaymentOrder } from './entities/payment-order.entity';
import { PremiumPeriod } from './entities/premium-period.entity';

export const billingEntities = [PaymentOrder, PaymentNotification, PremiumPeriod];
