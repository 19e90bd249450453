import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** Blank variables count as unset: `FOO=` in a .env file means "no value", not "empty string". */
export const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Reads one feature's variables into a validated class. Throws a plain Error naming each invalid
 * variable; loadAppConfig turns it into a ConfigError (this file must not import app-config).
 */
export function parseEnvironment<T extends object>(shape: new () => T, rawEnv: NodeJS.ProcessEnv): T {
  const env = plainToInstance(shape, { ...rawEnv }, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return env;
}

/** The production check of one feature: every variable it cannot run without, named. */
export function requireInProduction(feature: string, variables: Record<string, unknown>): void {
  const missing = Object.entries(variables)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`NODE_ENV=production needs ${feature}; missing: ${missing.join(', ')}`);
  }
}
