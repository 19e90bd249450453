import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { resolveVapidDetails, type PushConfig } from './push-config';
import { PushController } from './push.controller';
import { pushEntities } from './push.entities';
import { PushOutboxService } from './push-outbox.service';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VAPID_DETAILS } from './vapid-details';
import { pushEndpointPolicyProvider } from './push-endpoint-policy.provider';

/** Web push: devices' subscriptions, and a durable outbox sending to the browsers' push services. */
@Module({
  imports: [TypeOrmModule.forFeature(pushEntities), AuthModule],
  controllers: [PushController],
  providers: [
    { provide: VAPID_DETAILS, inject: [APP_CONFIG], useFactory: (config: CoreConfig & { push: PushConfig }) => resolveVapidDetails(config.push) },
    pushEndpointPolicyProvider,
    PushSubscriptionsService,
    PushOutboxService,
  ],
  exports: [PushOutboxService, PushSubscriptionsService],
})
export class PushModule {}
