import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { StorefrontController } from '../../access/decorators.js';
import { envelopeOf } from '../product-docs.js';
import { SampleOffers } from './sample-offers.js';

const localized = { type: 'object', properties: { ar: { type: 'string' }, en: { type: 'string' } } };

@StorefrontController('samples', 'catalogue')
export class SamplesController {
  constructor(private readonly offers: SampleOffers) {}

  @Get()
  @ApiOperation({
    summary: 'Free samples checkout offers now',
    description:
      'Products whose sample vial is in stock (featured first, at most 24) and `max`, the samples one order may have (the `maxSamplesPerOrder` setting; 0: none offered, `items` empty). Send the chosen ones as `samples: [{ productId }]` with the quote and the order.',
  })
  @ApiOkResponse({
    schema: envelopeOf({
      type: 'object',
      properties: {
        max: { type: 'integer', example: 2 },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { productId: { type: 'integer' }, name: localized, image: { type: 'object', nullable: true } },
          },
        },
      },
    }),
  })
  list() {
    return this.offers.list();
  }
}
