import { STANDIN_OTP, type ZatcaStandIn } from '../../../test/stand-ins/zatca/server.mjs';
import { OnboardingService } from '../einvoicing/onboarding/onboarding.service.js';
import type { TestApp } from './test-app.js';

/** Onboards the test shop's EGS unit against the Fatoora stand-in (the four steps of the ZATCA screen). */
export async function onboard(t: TestApp, _standIn: ZatcaStandIn): Promise<void> {
  const onboarding = t.get(OnboardingService);
  await onboarding.createCsr({
    environment: 'simulation',
    commonName: 'Ward-EGS-test',
    organizationUnit: 'Riyadh Branch',
    industry: 'Perfume retail',
    location: 'RRRD2929',
  });
  await onboarding.requestComplianceCsid(STANDIN_OTP);
  await onboarding.runComplianceChecks();
  await onboarding.requestProductionCsid();
}
