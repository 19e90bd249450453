/**
 * users: who signed in. Public face: the module, the service and the signed-in user as plain data
 * (the identity every feature receives from the session). Its tables stay inside: other features
 * point their rows to users by the entity's name ('User') and ask UsersService for the rest.
 */
export { UsersModule } from './users.module';
export { UsersService, type IdentityClaims } from './users.service';
export type { SignedInUser } from './signed-in-user';
export { FREE_ANALYSIS_LIMIT } from './users.constants';
export { mailContactsOf, userExists, type MailContact } from './mail-contacts';
export { countAnalysisUsedSql } from './analyses-used';
export { signedInUserOf, signedInUserSql, type SignedInUserRow } from './signed-in-user-sql';
