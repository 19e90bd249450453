import type { OrderStatus } from '@telisik/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { messages } from '@/i18n';

/** Paid is good news, open orders wait, money that went back is neutral, the rest ended unpaid. */
export function orderStatusTone(status: OrderStatus): BadgeTone {
  switch (status) {
    case 'paid':
      return 'success';
    case 'creating':
    case 'pending':
      return 'warning';
    case 'refunded':
    case 'charged_back':
      return 'neutral';
    case 'denied':
    case 'cancelled':
    case 'expired':
    case 'failed':
      return 'danger';
  }
}

/** An order's status in Indonesian, coloured by what it means; the payer's and the operator's screens share it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{messages.billing.status[status]}</Badge>;
}
