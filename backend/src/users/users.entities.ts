import { SpentFreeAnalysis } from './entities/spent-free-analysis.entity';
import { User } from './entities/user.entity';

/** users' tables, for its module and the composition root (src/entities.ts); no other feature imports them. */
export const usersEntities = [User, SpentFreeAnalysis];
