import { Transform } from 'class-transformer';
import { IsEmail, IsOptional } from 'class-validator';
import { emptyToUndefined, parseEnvironment, requireInProduction } from '../config/environment-parsing';

class SupportEnvironment {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an email address' })
  SUPPORT_EMAIL?: string;
}

export interface SupportConfig {
  /** Where every new support request is mailed. */
  inbox: string;
}

export function loadSupportConfig(
  rawEnv: NodeJS.ProcessEnv,
  context: { production: boolean; appUrl: string },
): SupportConfig {
  const env = parseEnvironment(SupportEnvironment, rawEnv);
  if (context.production)
    requireInProduction('an inbox for support requests', { SUPPORT_EMAIL: env.SUPPORT_EMAIL });
  return { inbox: env.SUPPORT_EMAIL ?? `support@${new URL(context.appUrl).hostname}` };
}
