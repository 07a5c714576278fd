import { listSpec } from '../common/rest-list.js';

/** The back office's carrier list (alias `c`). */
export const CARRIER_LIST = listSpec({
  idColumn: 'c.id',
  defaultSort: 'c.id',
  sorts: {
    id: 'c.id',
    'name.en': 'c."nameEn"',
    'name.ar': 'c."nameAr"',
    name: 'c."nameEn"',
    isActive: 'c."isActive"',
    createdAt: 'c."createdAt"',
  },
  search: ['c."nameEn"', 'c."nameAr"'],
  filters: { isActive: ['c."isActive"', 'bool'] },
});

/** The back office's shipping-rate list (alias `r`, its carrier joined as `c`). */
export const RATE_LIST = listSpec({
  idColumn: 'r.id',
  defaultSort: 'r.id',
  sorts: {
    id: 'r.id',
    country: 'r.country',
    carrierId: 'r."carrierId"',
    firstKgFee: 'r."firstKgFee"',
    additionalKgFee: 'r."additionalKgFee"',
    minDays: 'r."minDays"',
    maxDays: 'r."maxDays"',
    isActive: 'r."isActive"',
  },
  filters: {
    country: ['r.country', 'eq'],
    carrierId: ['r."carrierId"', 'id'],
    isActive: ['r."isActive"', 'bool'],
  },
});
