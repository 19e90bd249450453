import { PushOutboxMessage } from './entities/push-outbox-message.entity';
import { PushSubscription } from './entities/push-subscription.entity';

export const pushEntities = [PushSubscription, PushOutboxMessage];
