import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { NAME_IDENTIFIER_CLAIM, ROLE_CLAIM } from '@ward/shared';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import type { User } from '../customers/user.entity.js';

/** Issues the HS256 token with the claims of DESIGN.md §4. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
  ) {}

  issue(user: Pick<User, 'id' | 'role' | 'name' | 'email' | 'tokenVersion'>): string {
    return this.jwt.sign(
      {
        sub: String(user.id),
        [ROLE_CLAIM]: user.role,
        [NAME_IDENTIFIER_CLAIM]: String(user.id),
        name: user.name,
        email: user.email,
        ver: user.tokenVersion,
        // the token's own id: logout revokes exactly this one (sessions.service.ts)
        jti: randomUUID(),
      },
      { secret: this.config.jwtSecret, algorithm: 'HS256', expiresIn: this.config.jwtExpiresIn as never },
    );
  }
}
