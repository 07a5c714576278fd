import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../customers/user.entity.js';
import { UsersService } from '../customers/users.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { PasswordAttempts } from './password-attempts.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionsService } from './sessions.service.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { TokenService } from './token.service.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([User, PasswordReset]),
    MailModule,
    RateLimitModule,
    JobsModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, PasswordResetService, SessionsService, TokenService, JwtStrategy, UsersService, PasswordAttempts],
  exports: [UsersService, TokenService, PasswordAttempts],
})
export class AuthModule {}
