import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { MailConfig } from './mail-config';
import { mailEntities } from './mail.entities';
import { MailOutboxService } from './mail-outbox.service';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';

/** Outgoing mail: a durable outbox sent over SMTP, or written as .eml files in development. */
@Module({
  imports: [TypeOrmModule.forFeature(mailEntities)],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      // Tests read the messages themselves; a person running the app wants to know where they are.
      useFactory: (config: CoreConfig & { mail: MailConfig }) =>
        createMailTransport(config.mail, config.env === 'test' ? undefined : (line) => console.log(line)),
    },
    MailOutboxService,
  ],
  exports: [MailOutboxService],
})
export class MailModule {}
