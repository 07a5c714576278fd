import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { SecretBox } from '../../common/secret-box.js';
import { readCertificate } from '../crypto/certificate.js';
import type { SigningIdentity } from '../crypto/signer.js';
import { certificateOf, type CsidCredentials } from '../fatoora/fatoora-types.js';
import type { EgsUnit } from './egs-unit.entity.js';

/** What signing and reporting need of a unit: its key, its certificate and the CSID credentials. */
export interface EgsIdentity extends SigningIdentity {
  unitId: number;
  credentials: CsidCredentials;
  notAfter: Date;
}

/** Sealed secrets are bound to their unit (its EGS serial number) and their purpose. */
export const sealContext = (serialNumber: string, what: 'privateKey' | 'complianceSecret' | 'productionSecret') =>
  `zatca.egs.${serialNumber}.${what}`;

export function openPrivateKey(box: SecretBox, unit: Pick<EgsUnit, 'serialNumber' | 'privateKey'>): KeyObject {
  return createPrivateKey(box.open(unit.privateKey, sealContext(unit.serialNumber, 'privateKey')));
}

/** The identity of the unit for one CSID (compliance while onboarding, production when active). */
export function identityOf(box: SecretBox, unit: EgsUnit, csid: 'compliance' | 'production'): EgsIdentity {
  const token = csid === 'compliance' ? unit.complianceToken : unit.productionToken;
  const sealed = csid === 'compliance' ? unit.complianceSecret : unit.productionSecret;
  if (!token || !sealed) throw new Error(`EGS unit ${unit.id} has no ${csid} CSID`);
  const certificate = certificateOf(token);
  return {
    unitId: unit.id,
    privateKey: openPrivateKey(box, unit),
    certificate,
    credentials: { binarySecurityToken: token, secret: box.open(sealed, sealContext(unit.serialNumber, `${csid}Secret`)) },
    notAfter: readCertificate(certificate).notAfter,
  };
}
