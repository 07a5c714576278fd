import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '../access/decorators.js';
import { TextingBudget } from './texting-budget.js';

@AdminController('messaging/texting-budget')
export class AdminTextingBudgetController {
  constructor(private readonly budget: TextingBudget) {}

  @Get()
  @ApiOperation({
    summary: 'Texts against the texting budget now, and refusals in the last day (the dashboard alerts on them)',
    description: 'The budget is set on the Messaging screen (smsBudgetPerHour, smsBudgetPerDay, smsBudgetPerCountryPerHour).',
  })
  @ApiOkResponse({
    schema: {
      example: {
        hour: { used: 41, limit: 300 },
        day: { used: 512, limit: 3000 },
        perCountryPerHour: 50,
        refusedToday: 0,
        lastRefusalAt: null,
      },
    },
  })
  state() {
    return this.budget.state();
  }
}
