/**
 * `npm run user:premium -- <email> [--days N] [--reason "…"]`: an operator's grant of Premium
 * (30 days by default), extending from the user's current end like a payment, and written to the
 * audit log as coming from the command line. The user must have signed in once.
 */
import { parseArgs } from 'node:util';
import { AdminModule, AdminService } from '../admin';
import { PREMIUM_PERIOD_DAYS } from '../billing';
import { loadAppConfig, type AppConfig } from '../app-config';
import { withCliContext } from './cli-context';

export const CLI_OPERATOR = 'cli';

export interface GrantOptions {
  days?: number;
  reason?: string;
}

/** Returns how many users were granted Premium (0 when nobody signed in with that email). */
export async function grantPremium(config: AppConfig, email: string, options: GrantOptions = {}): Promise<number> {
  const days = options.days ?? PREMIUM_PERIOD_DAYS;
  const reason = options.reason ?? 'Diberikan lewat npm run user:premium';
  return withCliContext(config, [AdminModule], async (context) => {
    const granted = await context.get(AdminService).grantByEmail(CLI_OPERATOR, email, { days, reason });
    return granted ? 1 : 0;
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
