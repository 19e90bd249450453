import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { join } from 'node:path';
import { emptyToUndefined, parseEnvironment, requireInProduction } from '../config/environment-parsing';

class MailEnvironment {
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/@/, { message: 'MAIL_FROM must contain an email address, e.g. "Telisik <noreply@example.com>"' })
  MAIL_FROM?: string;
}

export interface MailConfig {
  /** nodemailer's SMTP transport, or files under `outboxDir` when no server is configured. */
  transport: { kind: 'smtp'; url: string } | { kind: 'files'; dir: string };
  from: string;
}

/** SMTP in production; without SMTP_URL every message is an .eml file in the data folder. */
export function loadMailConfig(
  rawEnv: NodeJS.ProcessEnv,
  context: { production: boolean; appUrl: string; dataDir: string },
): MailConfig {
  const env = parseEnvironment(MailEnvironment, rawEnv);
  if (context.production) {
    requireInProduction('a mail server (the .eml files are for development only)', {
      SMTP_URL: env.SMTP_URL,
      MAIL_FROM: env.MAIL_FROM,
    });
  }
  return {
    transport: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL }
      : { kind: 'files', dir: join(context.dataDir, 'mail') },
    from: env.MAIL_FROM ?? `Telisik <noreply@${new URL(context.appUrl).hostname}>`,
  };
}
