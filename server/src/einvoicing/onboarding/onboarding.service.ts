import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ZatcaCsrInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { BadInputError, ConflictError, DomainError } from '../../common/domain-errors.js';
import { SecretBox } from '../../common/secret-box.js';
import { SettingsService } from '../../content/settings.service.js';
import { readCertificate } from '../crypto/certificate.js';
import { createCsr, generateSigningKey } from '../crypto/csr.js';
import { FIRST_PREVIOUS_HASH } from '../crypto/invoice-hash.js';
import { complianceDocuments } from '../documents/compliance-samples.js';
import { FatooraError } from '../fatoora/fatoora-client.js';
import { FatooraGateway } from '../fatoora/fatoora-gateway.js';
import { certificateOf } from '../fatoora/fatoora-types.js';
import { sellerComplete, sellerFromSettings } from '../seller.js';
import { identityOf, sealContext } from './egs-identity.js';
import { EgsUnit, type ComplianceCheckResult } from './egs-unit.entity.js';
import { onboardingState, type OnboardingState } from './onboarding-state.js';

const ONBOARDING = ['csr-ready', 'compliance', 'compliance-passed'] as const;
const SOLUTION = '1-Ward|2-1.0';

/** Turns Fatoora's refusals into translated errors (ZATCA's own text in `detail`). */
function fatooraFailure(e: unknown): never {
  if (e instanceof FatooraError) {
    if (e.status === null || e.status >= 500 || e.status === 429) throw new DomainError(502, 'zatca.unreachable');
    throw new BadInputError('zatca.refused', {}, { detail: e.message });
  }
  throw e;
}

/**
 * Onboarding of the shop's EGS unit with ZATCA (security standard §2.1.1, Fatoora API):
 * key pair and CSR → compliance CSID (portal OTP) → compliance checks (invoice, credit note,
 * debit note) → production CSID. Keys and secrets are sealed with DATA_KEY.
 */
@Injectable()
export class OnboardingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly box: SecretBox,
    private readonly fatoora: FatooraGateway,
  ) {}

  private units() {
    return this.db.getRepository(EgsUnit);
  }

  private async onboarding(withSecrets = false): Promise<EgsUnit | null> {
    const query = this.units().createQueryBuilder('u').where('u.status IN (:...s)', { s: ONBOARDING });
    if (withSecrets) query.addSelect(['u.privateKey', 'u.complianceSecret']);
    return query.getOne();
  }

  async state(now = new Date()): Promise<OnboardingState> {
    const [current, active] = await Promise.all([this.onboarding(), this.units().findOne({ where: { status: 'active' } })]);
    return onboardingState(current, active, sellerComplete(await this.settings.get()), now);
  }

  /** Step 1: a fresh secp256k1 key and CSR (an unfinished onboarding is replaced). */
  async createCsr(input: ZatcaCsrInput): Promise<OnboardingState> {
    const settings = await this.settings.get();
    if (!sellerComplete(settings)) throw new ConflictError('zatca.sellerIncomplete');
    const serialNumber = `${SOLUTION}|3-${randomUUID()}`;
    const { privateKey, publicKey } = generateSigningKey();
    const csr = createCsr(
      {
        ...input,
        egsSerialNumber: serialNumber,
        vatNumber: settings.vatNumber,
        organizationName: settings.shopName.en,
        country: 'SA',
        invoiceType: '0100',
      },
      privateKey,
      publicKey,
      input.environment,
    );
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await this.db.transaction(async (m) => {
      await m.getRepository(EgsUnit).delete(ONBOARDING.map((status) => ({ status })));
      await m.getRepository(EgsUnit).insert({
        ...input,
        status: 'csr-ready',
        serialNumber,
        csr,
        privateKey: this.box.seal(pem, sealContext(serialNumber, 'privateKey')),
        complianceChecks: [],
        lastIcv: 0,
        lastHash: FIRST_PREVIOUS_HASH,
      });
    });
    return this.state();
  }

  /** Step 2: the compliance CSID for the portal's one-time code. */
  async requestComplianceCsid(otp: string): Promise<OnboardingState> {
    const unit = await this.onboarding();
    if (!unit) throw new ConflictError('zatca.noCsr');
    const csid = await this.fatoora.clientFor(unit.environment).complianceCsid(unit.csr, otp).catch(fatooraFailure);
    await this.units().update(unit.id, {
      status: 'compliance',
      complianceToken: csid.binarySecurityToken,
      complianceSecret: this.box.seal(csid.secret, sealContext(unit.serialNumber, 'complianceSecret')),
      complianceRequestId: csid.requestID,
      complianceChecks: [],
    });
    return this.state();
  }

  /** Step 3: an invoice, a credit note and a debit note signed with the compliance CSID, checked by ZATCA. */
  async runComplianceChecks(): Promise<OnboardingState> {
    const unit = await this.onboarding(true);
    if (!unit?.complianceToken) throw new ConflictError('zatca.noComplianceCsid');
    const identity = identityOf(this.box, unit, 'compliance');
    const client = this.fatoora.clientFor(unit.environment);
    const seller = sellerFromSettings(await this.settings.get());
    const checks: ComplianceCheckResult[] = [];
    for (const doc of complianceDocuments(seller, identity, { icv: 0, hash: FIRST_PREVIOUS_HASH })) {
      const outcome = await client.complianceCheck(identity.credentials, {
        invoiceHash: doc.signed.hash,
        uuid: doc.uuid,
        invoice: Buffer.from(doc.signed.xml).toString('base64'),
      });
      if (outcome.kind === 'retry') throw new DomainError(502, 'zatca.unreachable');
      const messages =
        outcome.kind === 'reported'
          ? outcome.warnings.map((w) => `${w.code}: ${w.message}`)
          : outcome.kind === 'rejected'
            ? outcome.errors.map((e) => `${e.code}: ${e.message}`)
            : [outcome.reason];
      checks.push({ kind: doc.kind, passed: outcome.kind === 'reported', messages, at: new Date().toISOString() });
    }
    const passed = checks.every((c) => c.passed);
    await this.units().update(unit.id, { complianceChecks: checks, status: passed ? 'compliance-passed' : 'compliance' });
    return this.state();
  }

  /** Step 4: the production CSID; this unit becomes the one that signs and reports (a previous one retires). */
  async requestProductionCsid(): Promise<OnboardingState> {
    const unit = await this.onboarding(true);
    if (!unit || unit.status !== 'compliance-passed') throw new ConflictError('zatca.checksNotPassed');
    const compliance = identityOf(this.box, unit, 'compliance');
    const csid = await this.fatoora
      .clientFor(unit.environment)
      .productionCsid(compliance.credentials, unit.complianceRequestId!)
      .catch(fatooraFailure);
    await this.db.transaction(async (m) => {
      await m.getRepository(EgsUnit).update({ status: 'active' }, { status: 'retired' });
      await m.getRepository(EgsUnit).update(unit.id, {
        status: 'active',
        productionToken: csid.binarySecurityToken,
        productionSecret: this.box.seal(csid.secret, sealContext(unit.serialNumber, 'productionSecret')),
        certificateExpiresAt: readCertificate(certificateOf(csid.binarySecurityToken)).notAfter,
        activatedAt: new Date(),
      });
    });
    return this.state();
  }
}
