/**
 * `npm run user:premium -- <email> [--days N] [--reason "…"]`: an operator's grant of Premium
 * (30 days by default), extending from the user's current end like a payment, and written to the
 * audit log as coming from the command line. The user must have signed in once.
 */
import { parseArgs } from 'node:util';
import { recordAdminAction } from '../admin';
import { PREMIUM_PERIOD_DAYS } from '../billing';
import { EntitlementService } from '../entitlement';
import { loadAppConfig, type AppConfig } from '../app-config';
import { withDataSource } from './with-data-source';
import type { SignedInUser } from '../users';

export const CLI_OPERATOR = 'cli';

export interface GrantOptions {
  days?: number;
  reason?: string;
}

/** Returns how many users were granted Premium (0 when nobody signed in with that email). */
export async function grantPremium(config: Pick<AppConfig, 'database'>, email: string, options: GrantOptions = {}): Promise<number> {
  const days = options.days ?? PREMIUM_PERIOD_DAYS;
  const reason = options.reason ?? 'Diberikan lewat npm run user:premium';
  return withDataSource(config, async (dataSource) => {
    // By the entity's name: users' class stays inside its feature (this command moves onto
    // UsersService.findByEmail when the CLI runs in a Nest application context).
    const user = await dataSource
      .getRepository<SignedInUser>('User')
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
    if (!user) return 0;
    const entitlement = new EntitlementService(dataSource);
    await dataSource.transaction(async (manager) => {
      const period = await entitlement.grant(manager, { userId: user.id, days, reason, grantedBy: CLI_OPERATOR });
      await recordAdminAction(manager, {
        adminEmail: CLI_OPERATOR,
        action: 'grant_premium',
        targetUserId: user.id,
        reason,
        details: { days, startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() },
      });
    });
    return 1;
  });
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { days: { type: 'string' }, reason: { type: 'string' } },
  });
  const email = positionals[0];
  const days = values.days === undefined ? PREMIUM_PERIOD_DAYS : Number(values.days);
  if (!email || !email.includes('@') || !Number.isInteger(days) || days < 1 || days > 3660) {
    console.error('usage: npm run user:premium -- <email> [--days 30] [--reason "why"]');
    process.exit(2);
  }
  const granted = await grantPremium(loadAppConfig(), email, { days, reason: values.reason });
  if (granted === 0) {
    console.error(`No user with email ${email}: they must sign in once first.`);
    process.exit(1);
  }
  console.log(`${email} is Premium for ${days} more days (an operator grant, in the audit log).`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
