import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { ForbiddenError, UnauthorizedError } from '../common/domain-errors.js';
import { User } from '../customers/user.entity.js';
import type { AuthUser } from './auth-user.js';

export interface TokenPayload {
  sub: string;
  ver: number;
  name: string;
  [claim: string]: unknown;
}

/**
 * Verifies HS256 tokens (signature and expiry by passport-jwt) and re-reads the user, so a
 * blocked account or a token from before a password change is refused on the next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<AuthUser> {
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) throw new UnauthorizedError('auth.sessionExpired');
    const user = await this.users.findOne({
      where: { id },
      select: { id: true, role: true, name: true, email: true, status: true, tokenVersion: true },
    });
    if (!user) throw new UnauthorizedError('auth.sessionExpired');
    if (user.status === 'Blocked') throw new ForbiddenError('auth.blocked');
    if (user.tokenVersion !== payload.ver) throw new UnauthorizedError('auth.sessionExpired');
    return { id: user.id, role: user.role, name: user.name, email: user.email };
  }
}
