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
}

export interface AdminConfig {
  /** Lower-cased emails of the operators; nobody is an operator when empty. */
  emails: string[];
}

export function loadAdminConfig(rawEnv: NodeJS.ProcessEnv): AdminConfig {
  return { emails: parseEnvironment(AdminEnvironment, rawEnv).ADMIN_EMAILS };
}
