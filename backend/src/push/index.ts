/** push: web push subscriptions and their outbox. Public face: the module, the outbox, the endpoint policy and config. */
export { PushModule } from './push.module';
export { PushOutboxService } from './push-outbox.service';
export { PushSubscriptionsService } from './push-subscriptions.service';
export { pushEndpointPolicy } from './push-endpoint-policy.provider';
export { type PushConfig, loadPushConfig, resolveVapidDetails } from './push-config';
export type { PushPayload } from './entities/push-outbox-message.entity';
export { pushErrors } from './push.errors';
