import { Transform } from 'class-transformer';
import { IsEmail, IsOptional } from 'class-validator';
import { parseEnvironment } from '../config/environment-parsing';

class AdminEnvironment {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== '')
      : [],
  )
  @IsOptional()
  @IsEmail({}, { each: true, message: 'ADMIN_EMAILS must be a comma-separated list of email addresses' })
  ADMIN_EMAILS: string[] = [];

  /** Development and tests: the addresses the embedded provider vouches for (email_verified: true). */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== '')
      : [],
  )
  @IsOptional()
  @IsEmail({}, { each: true, message: 'EMBEDDED_VERIFIED_EMAILS must be a comma-separated list of email addresses' })
  EMBEDDED_VERIFIED_EMAILS: string[] = [];
}

export interface AdminConfig {
  /** Lower-cased emails of the operators; nobody is an operator when empty. */
  emails: string[];
  /**
   * The emails the embedded provider (development only) says are verified: it proves nothing about
   * an address typed into its form, so by default it says `email_verified: false`, honestly.
   */
  embeddedVerifiedEmails: string[];
}

export function loadAdminConfig(rawEnv: NodeJS.ProcessEnv): AdminConfig {
  const env = parseEnvironment(AdminEnvironment, rawEnv);
  return { emails: env.ADMIN_EMAILS, embeddedVerifiedEmails: env.EMBEDDED_VERIFIED_EMAILS };
}
