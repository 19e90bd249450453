import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { MailOutboxService } from './mail-outbox.service';

/** The outbox's clock: retries and anything queued while no worker ran. Every instance runs it. */
@Injectable()
export class MailCron {
  private readonly log = new Logger(MailCron.name);

  constructor(private readonly outbox: MailOutboxService) {}

  @Interval('mail-outbox', 30_000)
  async sendDueMail(): Promise<void> {
    try {
      await this.outbox.drain();
    } catch (error) {
      this.log.error(`mail outbox run failed: ${String(error)}`);
    }
  }
}
