import type { SampleOffersDto } from '@ward/shared/samples';
import { useState } from 'preact/hooks';
import { catalog } from '../../api/endpoints';
import { useQuery } from '../../lib/query';

/**
 * The free samples the shopper picks at checkout (issue 14 §2): what the shop offers now
 * (`GET /api/samples`, with the per-order limit) and the products chosen, in the order chosen.
 */
export function useSampleChoice() {
  const offers = useQuery<SampleOffersDto>('/api/samples', catalog.samples, { staleMs: 60_000 });
  const [chosen, setChosen] = useState<number[]>([]);
  const max = offers.data?.max ?? 0;
  const offered = new Set((offers.data?.items ?? []).map((o) => o.productId));
  // a sample no longer offered (sold out meanwhile) is not sent
  const picked = chosen.filter((id) => offered.has(id)).slice(0, max);
  return {
    offers: offers.data,
    max,
    picked,
    toggle: (productId: number, on: boolean) =>
      setChosen((c) => (on ? (c.includes(productId) || c.length >= max ? c : [...c, productId]) : c.filter((id) => id !== productId))),
    /** the quote's and the order's `samples` */
    body: picked.length ? picked.map((productId) => ({ productId })) : undefined,
  };
}
export type SampleChoice = ReturnType<typeof useSampleChoice>;
