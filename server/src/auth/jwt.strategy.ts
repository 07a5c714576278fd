import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { UnauthorizedError } from '../common/domain-errors.js';
import { User } from '../customers/user.entity.js';
import type { AuthUser } from '../access/auth-user.js';
import { sqlRows } from '../database/sql-rows.js';

export interface TokenPayload {
  sub: string;
  ver: number;
  name: string;
  [claim: string]: unknown;
}

/**
 * Verifies HS256 tokens (signature and expiry by passport-jwt; a token without expiry is refused)
 * and re-reads the user, so a blocked account, a token from before a password change or a token
 * revoked by logout is refused on the next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // a KeyObject (passport-jwt hands it to jsonwebtoken as is; its types say string | Buffer): given a
      // string, jsonwebtoken first tries, and fails, to parse it as a public key on every request
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<AuthUser> {
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) throw new UnauthorizedError('auth.sessionExpired');
    // a token that never expires is never ours (jsonwebtoken only checks exp when it is there)
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) throw new UnauthorizedError('auth.sessionExpired');
    const tokenId = typeof payload.jti === 'string' ? payload.jti : null;
    // every authenticated request runs this: one plain statement, no query builder
    const [user] = await sqlRows<
      Pick<User, 'id' | 'role' | 'name' | 'email' | 'status' | 'tokenVersion' | 'isGuest'> & { revoked: boolean }
    >(
      this.users,
      `SELECT id, role, name, email, status, "tokenVersion", "isGuest", EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked
       FROM users WHERE id = $1`,
      [id, tokenId],
    );
    // a guest checkout's record never signs in (no token is ever issued for one)
    if (!user || user.revoked || user.isGuest) throw new UnauthorizedError('auth.sessionExpired');
    // a blocked account's session ends (401 signs the shopper out) and says why
    if (user.status === 'Blocked') throw new UnauthorizedError('auth.blocked');
    if (user.tokenVersion !== payload.ver) throw new UnauthorizedError('auth.sessionExpired');
    return {
      id: user.id,
      role: user.role,
      name: user.name,
      email: user.email,
      session: { tokenId, expiresAt: new Date(payload.exp * 1000) },
    };
  }
}
