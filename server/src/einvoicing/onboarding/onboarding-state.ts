import { ZATCA_EXPIRY_WARNING_DAYS, type ZatcaEnvironment } from '@ward/shared';
import type { ComplianceCheckResult, EgsStatus, EgsUnit } from './egs-unit.entity.js';

/** What the back office's ZATCA screen shows; never a key or a secret. */
export interface OnboardingState {
  sellerComplete: boolean;
  /** the unit being onboarded, if any */
  onboarding: {
    id: number;
    environment: ZatcaEnvironment;
    status: EgsStatus;
    commonName: string;
    serialNumber: string;
    organizationUnit: string;
    industry: string;
    location: string;
    csr: string;
    complianceChecks: ComplianceCheckResult[];
  } | null;
  /** the unit that signs and reports */
  active: {
    id: number;
    environment: ZatcaEnvironment;
    commonName: string;
    serialNumber: string;
    activatedAt: string | null;
    certificateExpiresAt: string | null;
    daysToExpiry: number | null;
    expiryWarning: boolean;
    lastIcv: number;
  } | null;
}

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
