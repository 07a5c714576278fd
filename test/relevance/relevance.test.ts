import { startShop, type RunningShop } from '../support/server.js';
import { evaluateRelevance, shopSearch } from './evaluate.mjs';

/**
 * What the search reaches over the relevance set (relevance-set.json) on the demo shop, as a
 * floor: a change that makes shoppers find less fails here. Raise the floors when search gets
 * better; add queries (and what they should find) when shoppers' searches miss.
 */
const RECALL_AT_5_FLOOR = 1.0;
const MRR_FLOOR = 1.0;

describe('search relevance over the relevance set (demo shop)', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.stop());

  it(`keeps recall@5 at ${RECALL_AT_5_FLOOR} and MRR at ${MRR_FLOOR} or better`, async () => {
    const { queries, recallAt5, mrr, misses } = await evaluateRelevance(shopSearch(shop.url));
    expect(queries).toBeGreaterThanOrEqual(100);
    const reached = recallAt5 >= RECALL_AT_5_FLOOR && mrr >= MRR_FLOOR;
    // on failure: the figures and which queries found what instead
    expect(reached ? 'at or above the floors' : { recallAt5, mrr, misses: misses.map((m) => `${m.q} → ${m.top.join(' | ')}`) }).toBe(
      'at or above the floors',
    );
  });
});
