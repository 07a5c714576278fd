/** A promotion running now (by its dates) and not used up, for alias `p`: what pricing reads and orders claim. */
export const runningPromotion = (p: string) =>
  `(${p}."isActive" AND ${p}."startsAt" <= now() AND (${p}."endsAt" IS NULL OR ${p}."endsAt" > now())
    AND (${p}."usageLimit" IS NULL OR ${p}."usedCount" < ${p}."usageLimit") AND (${p}.budget IS NULL OR ${p}.spent < ${p}.budget))`;

export const RUNNING_PROMOTION = runningPromotion('pr');
