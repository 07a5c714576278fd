import { Body, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  changePasswordSchema,
  checkCodeSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type LoginInput,
  type RegisterInput,
} from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Reply } from '../common/envelope.js';
import { NotFoundError } from '../common/domain-errors.js';
import { ValidBody } from '../common/validation.js';
import { UsersService } from '../customers/users.service.js';
import { toUserDto } from '../customers/user.entity.js';
import type { AuthUser } from '../access/auth-user.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionsService } from './sessions.service.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';

const tokenAnswer = ApiOkResponse({
  description: '`data` is the JWT (HS256) to send as `Authorization: Bearer …`',
  schema: { example: { isSuccess: true, data: 'eyJhbGciOiJIUzI1NiIs…', message: 'Logged in', errors: null } },
});
const rateLimited = ApiResponse({ status: 429, description: 'Too many attempts; see Retry-After' });

@StorefrontController('Auth', 'auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with email and password',
    description:
      'Limits (docs/security.md): 30 attempts a minute per address; 5 wrong passwords per account and address, then 15 minutes; ' +
      'after 10 wrong passwords an hour on one account, a delay doubling up to 5 minutes, except from addresses its owner signed in from.',
  })
  @ValidBody(loginSchema, { email: 'customer@ward.sa', password: 'Customer#2026' })
  @tokenAnswer
  @rateLimited
  @ApiResponse({ status: 401, description: 'Invalid credentials (a wrong password for a blocked account too, so a guess learns nothing)' })
  @ApiResponse({ status: 403, description: 'The right password of a blocked account: it says so, and to contact the shop' })
  async login(@Body() body: LoginInput, @Req() req: FastifyRequest) {
    const { token, user } = await this.auth.login(body, req.ip);
    return new Reply(token, user.role === 'Admin' ? 'auth.adminWelcome' : 'auth.loggedIn');
  }

  @Post('register')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create a customer account and log in',
    description: 'A registered email is refused with 409 (the form must say so); 20 registrations a minute per address.',
  })
  @ValidBody(registerSchema, {
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '0512345678',
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
  })
  @tokenAnswer
  @rateLimited
  @ApiResponse({ status: 409, description: 'Email already registered' })
  async register(@Body() body: RegisterInput, @Req() req: FastifyRequest) {
    const { token } = await this.auth.register(body, req.ip);
    return new Reply(token, 'auth.registered');
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a 6-digit reset code (valid 15 minutes)',
    description:
      'Always answers the same, in the same time, whether or not the email has an account: the code is made and mailed by a queued job ' +
      '(a blocked account gets a mail saying so instead). 3 a minute per email, 20 per address.',
  })
  @ValidBody(forgotPasswordSchema, { email: 'customer@ward.sa' })
  @rateLimited
  async forgotPassword(@Body() body: z.infer<typeof forgotPasswordSchema>, @Req() req: FastifyRequest) {
    await this.resets.request(body.email, req.ip);
    return new Reply(true, 'auth.resetCodeSent');
  }

  @Post('check-code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a reset code without using it',
    description: '5 wrong tries kill the code; 10 wrong codes in an hour for one email pause resets for an hour (429) and mail the owner.',
  })
  @ValidBody(checkCodeSchema, { Email: 'customer@ward.sa', Token: '123456' })
  @rateLimited
  async checkCode(@Body() body: z.infer<typeof checkCodeSchema>, @Req() req: FastifyRequest) {
    await this.resets.check(body.Email, body.Token, req.ip);
    return new Reply(true, 'auth.codeValid');
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the emailed code',
    description: 'SPEC names Token and NewPassword; Email is required too, so a code is only ever tried against one account.',
  })
  @ValidBody(resetPasswordSchema, { Email: 'customer@ward.sa', Token: '123456', NewPassword: 'a-new-long-password' })
  @rateLimited
  async resetPassword(@Body() body: z.infer<typeof resetPasswordSchema>, @Req() req: FastifyRequest) {
    await this.resets.reset(body.Email, body.Token, body.NewPassword, req.ip);
    return new Reply(true, 'auth.passwordReset');
  }

  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Change the password; answers a fresh token (older tokens stop working)',
    description: 'A wrong current password counts like a wrong login (docs/security.md).',
  })
  @ValidBody(changePasswordSchema)
  @tokenAnswer
  @rateLimited
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: z.infer<typeof changePasswordSchema>, @Req() req: FastifyRequest) {
    const token = await this.auth.changePassword(user.id, body.currentPassword, body.newPassword, req.ip);
    return new Reply(token, 'auth.passwordChanged');
  }

  @Post('logout')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'End this session: the token stops working at once, on every server' })
  async logout(@CurrentUser() user: AuthUser) {
    await this.sessions.logout(user);
    return new Reply(true, 'auth.loggedOut');
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The logged-in user' })
  async me(@CurrentUser() user: AuthUser) {
    const found = await this.users.findById(user.id);
    if (!found) throw new NotFoundError();
    return toUserDto(found);
  }
}
