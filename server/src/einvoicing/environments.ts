import type { ZatcaEnvironment } from '@ward/shared';

export type { ZatcaEnvironment };

/** Fatoora API base paths (ZATCA developer portal, "Fatoora" API documentation, v2). */
export const ZATCA_BASE_URLS: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  core: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};
