import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailCron } from './mail.cron';
import { MailOutboxService } from './mail-outbox.service';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';

/** Outgoing mail: a durable outbox sent over SMTP, or written as .eml files in development. */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createMailTransport(config.mail),
    },
    MailOutboxService,
    MailCron,
  ],
  exports: [MailOutboxService],
})
export class MailModule {}
