import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module.js';
import { User } from '../customers/user.entity.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { AuthController } from './auth.controller.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { PhoneAuthController } from './phone-auth.controller.js';
import { PhoneCode } from './phone-code.entity.js';
import { PhoneCodesService } from './phone-codes.service.js';
import { PhoneSignInService } from './phone-sign-in.service.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { PasswordAttempts } from './password-attempts.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionsService } from './sessions.service.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { TokenService } from './token.service.js';
import { FirstPasswordController } from './first-password.controller.js';
import { EmailVerificationController } from './email-verification.controller.js';
import { EmailVerificationService } from './email-verification.service.js';
import { FirstPasswordService } from './first-password.service.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([User, PasswordReset, PhoneCode]),
    CustomersModule,
    MessagingModule,
    MailModule,
    RateLimitModule,
    JobsModule,
  ],
  controllers: [AuthController, PhoneAuthController, FirstPasswordController, EmailVerificationController, ProfileController],
  providers: [
    EmailVerificationService,
    FirstPasswordService,
    AuthService,
    PasswordResetService,
    PhoneCodesService,
    PhoneSignInService,
    SessionsService,
    TokenService,
    JwtStrategy,
    PasswordAttempts,
    ProfileService,
  ],
  exports: [CustomersModule, TokenService, PasswordAttempts, PhoneCodesService, EmailVerificationService],
})
export class AuthModule {}
