import { SupportReply } from './entities/support-reply.entity';
import { SupportRequest } from './entities/support-request.entity';

export const supportEntities = [SupportRequest, SupportReply];
