/**
 * users: who signed in. Public face: the module, the service, and the User row itself: it is the
 * identity every feature receives from the session (and points its rows to).
 */
export { UsersModule } from './users.module';
export { UsersService, type IdentityClaims } from './users.service';
export type { SignedInUser } from './signed-in-user';
export { User } from './entities/user.entity';
export { SpentFreeAnalysis } from './entities/spent-free-analysis.entity';
export { FREE_ANALYSIS_LIMIT } from './users.constants';
