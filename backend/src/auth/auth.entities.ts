import { Session } from './entities/session.entity';

/** auth's tables, for its session store and the composition root (src/entities.ts). */
export const authEntities = [Session];
