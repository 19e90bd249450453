import { PaymentNotification } from './entities/payment-notification.entity';
import { PaymentOrder } from './entities/payment-order.entity';

export const billingEntities = [PaymentOrder, PaymentNotification];
