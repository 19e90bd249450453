import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** What other features may ask of sign-in: so far, ending a user's sessions (account deletion). */
@Injectable()
export class AuthService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Ends every session of the user: their cookies stop working at the next request. In the
   * caller's transaction when given one (the account's deletion), so both happen or neither.
   */
  async endSessionsOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query("DELETE FROM sessions WHERE data->>'userId' = $1", [userId]);
  }
}
