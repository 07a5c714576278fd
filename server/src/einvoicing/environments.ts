/** ZATCA's Fatoora environments: where an EGS unit is onboarded and reports (developer portal = sandbox). */
export const ZATCA_ENVIRONMENTS = ['developer-portal', 'simulation', 'core'] as const;
export type ZatcaEnvironment = (typeof ZATCA_ENVIRONMENTS)[number];

/** Fatoora API base paths (ZATCA developer portal, "Fatoora" API documentation, v2). */
export const ZATCA_BASE_URLS: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  core: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};
