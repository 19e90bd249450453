import { MailOutboxMessage } from './entities/mail-outbox-message.entity';

export const mailEntities = [MailOutboxMessage];
