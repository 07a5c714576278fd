import { sendEstimatedList } from '../common/estimated-count.js';
import { Body, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { customerCreateSchema, customerUpdateSchema, type CustomerCreateInput, type CustomerUpdateInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, CurrentUser } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { CUSTOMERS_COUNTED_UP_TO, CustomersService } from './customers.service.js';

const notFound = ApiResponse({ status: 404, description: 'No such user' });
const conflict = ApiResponse({ status: 409, description: 'Email taken, blocking or demoting yourself, or the last active admin' });

@AdminController('customers')
export class AdminCustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOperation({ summary: 'List users: customers and admins (Content-Range; CSV export through react-admin)' })
  @ListQueryDocs(
    'q (name, email, phone), status (Active|Blocked), role (Admin|Customer), createdAt_gte, createdAt_lte, id (array for getMany)',
  )
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'DESC'], 5000);
    const [items, total] = await this.customers.list(q);
    return sendEstimatedList(reply, 'customers', q, items, total, CUSTOMERS_COUNTED_UP_TO);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user' })
  @notFound
  get(@IdParam() id: number) {
    return this.customers.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a user (name ≥ 2, valid email, password ≥ 6; role Customer or Admin)' })
  @ValidBody(customerCreateSchema, {
    name: 'Khalid Al-Harbi',
    email: 'khalid@example.com',
    phone: '0551234567',
    role: 'Customer',
    password: 'secret1',
  })
  @ApiResponse({ status: 409, description: 'Email already registered' })
  create(@Body() body: CustomerCreateInput) {
    return this.customers.create(body);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a user',
    description: 'An empty password keeps the current one. Blocking, a role change or a new password end the user’s current sessions.',
  })
  @ValidBody(customerUpdateSchema)
  @notFound
  @conflict
  update(@CurrentUser() actor: AuthUser, @IdParam() id: number, @Body() body: CustomerUpdateInput) {
    return this.customers.update(actor.id, id, body);
  }

  @Post(':id/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block a user: they cannot log in or order, and their tokens are refused at once' })
  @notFound
  @conflict
  block(@CurrentUser() actor: AuthUser, @IdParam() id: number) {
    return this.customers.block(actor.id, id);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reactivate a blocked user (they log in again; old tokens stay dead)' })
  @notFound
  activate(@IdParam() id: number) {
    return this.customers.activate(id);
  }
}
