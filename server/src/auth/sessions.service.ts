import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobQueue, type JobKind } from '../jobs/job-queue.js';
import type { AuthUser } from '../access/auth-user.js';
import { updateReturning } from '../database/sql-rows.js';

const FORGET_EXPIRED: JobKind = { name: 'auth.forget-expired-revocations', attempts: 3, firstDelaySeconds: 60, maxDelaySeconds: 600 };

/**
 * Logout on the server (issue 11, decide list): the token is revoked until it would have expired
 * anyway, so a copy of it (another tab, a leaked log) stops working at once. A token from before
 * tokens had ids is ended by ending all of the user's sessions.
 */
@Injectable()
export class SessionsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.every(FORGET_EXPIRED, '17 4 * * *', async () => void (await this.forgetExpired()));
  }

  /** Revocations of tokens that have expired by now are no longer needed (daily job). */
  async forgetExpired(): Promise<number> {
    // a DELETE … RETURNING through TypeORM answers [rows, count], as an UPDATE does
    const gone = await updateReturning(this.db, `DELETE FROM revoked_tokens WHERE "expiresAt" < now() RETURNING jti`);
    return gone.length;
  }

  async logout(user: AuthUser): Promise<void> {
    const session = user.session;
    if (session?.tokenId) {
      await this.db.query(`INSERT INTO revoked_tokens (jti, "expiresAt") VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING`, [
        session.tokenId,
        session.expiresAt,
      ]);
    } else {
      await this.db.query(`UPDATE users SET "tokenVersion" = "tokenVersion" + 1 WHERE id = $1`, [user.id]);
    }
  }
}
