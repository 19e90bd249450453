/**
 * `npm run user:premium -- <email>`: grants premium until billing exists. The user must have
 * signed in once; the app reads the flag on the next request.
 */
import { loadAppConfig, type AppConfig } from '../config/app-config';
import { withDataSource } from './with-data-source';
import { User } from '../users/entities/user.entity';

export async function grantPremium(config: Pick<AppConfig, 'database'>, email: string): Promise<number> {
  return withDataSource(config, async (dataSource) => {
    const result = await dataSource
      .createQueryBuilder()
      .update(User)
      .set({ isPremium: true })
      .where('lower(email) = lower(:email)', { email: email.trim() })
      .execute();
    return result.affected ?? 0;
  });
}

async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email || !email.includes('@')) {
    console.error('usage: npm run user:premium -- <email>');
    process.exit(2);
  }
  const updated = await grantPremium(loadAppConfig(), email);
  if (updated === 0) {
    console.error(`No user with email ${email}: they must sign in once first.`);
    process.exit(1);
  }
  console.log(`${email} is now Premium.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
