import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailCron } from './mail.cron';
import { mailEntities } from './mail.entities';
import { MailOutboxService } from './mail-outbox.service';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';

/** Outgoing mail: a durable outbox sent over SMTP, or written as .eml files in development. */
@Module({
  imports: [TypeOrmModule.forFeature(mailEntities), ScheduleModule.forRoot()],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      // Tests read the messages themselves; a person running the app wants to know where they are.
      useFactory: (config: AppConfig) =>
        createMailTransport(config.mail, config.env === 'test' ? undefined : (line) => console.log(line)),
    },
    MailOutboxService,
    MailCron,
  ],
  exports: [MailOutboxService],
})
export class MailModule {}
