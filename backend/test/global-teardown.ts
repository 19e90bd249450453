import { TEMPLATE_ENV, withAdmin } from './utils/database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`));
}
