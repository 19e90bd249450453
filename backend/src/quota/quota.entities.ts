import { QuotaReservation } from './entities/quota-reservation.entity';

/** quota's tables, for its module and the composition root (src/entities.ts). */
export const quotaEntities = [QuotaReservation];
