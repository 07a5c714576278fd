import { ZATCA_EXPIRY_WARNING_DAYS, type ZatcaOnboardingDto } from '@ward/shared';
import type { EgsUnit } from './egs-unit.entity.js';

export type OnboardingState = ZatcaOnboardingDto;

export function onboardingState(current: EgsUnit | null, active: EgsUnit | null, sellerComplete: boolean, now: Date): OnboardingState {
  const days = active?.certificateExpiresAt ? Math.floor((active.certificateExpiresAt.getTime() - now.getTime()) / 86_400_000) : null;
  return {
    sellerComplete,
    onboarding: current && {
      id: current.id,
      environment: current.environment,
      status: current.status,
      commonName: current.commonName,
      serialNumber: current.serialNumber,
      organizationUnit: current.organizationUnit,
      industry: current.industry,
      location: current.location,
      csr: current.csr,
      complianceChecks: current.complianceChecks,
    },
    active: active && {
      id: active.id,
      environment: active.environment,
      commonName: active.commonName,
      serialNumber: active.serialNumber,
      activatedAt: active.activatedAt?.toISOString() ?? null,
      certificateExpiresAt: active.certificateExpiresAt?.toISOString() ?? null,
      daysToExpiry: days,
      expiryWarning: days !== null && days <= ZATCA_EXPIRY_WARNING_DAYS,
      lastIcv: active.lastIcv,
    },
  };
}
