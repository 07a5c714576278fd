import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SecretBox } from '../../common/secret-box.js';
import { SettingsService } from '../../content/settings.service.js';
import { signDocument } from '../crypto/signer.js';
import { unsignedXml } from '../documents/compose.js';
import { correctionFigures, invoiceFigures, PAYMENT_MEANS } from '../documents/from-order.js';
import { identityOf, type EgsIdentity } from '../onboarding/egs-identity.js';
import { EgsUnit } from '../onboarding/egs-unit.entity.js';
import { sellerFromSettings } from '../seller.js';
import { loadOrderForDocument } from './document-source.js';
import { ZatcaDocument } from './zatca-document.entity.js';

const BATCH = 100;
const NOTE_PREFIX = { 'credit-note': 'CN', 'debit-note': 'DN' } as const;

/**
 * Issues documents in the active EGS unit's chain. The order transaction only marks an invoice
 * due (its invoice number); here, under the unit's row lock, each due document gets the next
 * ICV and the previous hash, is built, checked, signed and stored, and the unit's counter moves
 * on in the same commit: gap-free and in order whatever the number of instances.
 */
@Injectable()
export class DocumentSigner {
  private readonly logger = new Logger('ZATCA');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly box: SecretBox,
  ) {}

  /** Marks an invoice due for every order invoiced since e-invoicing started (idempotent, invoice order). */
  async recordDueInvoices(): Promise<number> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO zatca_documents ("orderId", kind, status, total)
       SELECT o.id, 'invoice', 'pending', o.total FROM orders o
       WHERE o."invoicedAt" >= (SELECT min("activatedAt") FROM zatca_egs_units)
         AND NOT EXISTS (SELECT 1 FROM zatca_documents d WHERE d."orderId" = o.id AND d.kind = 'invoice')
       ORDER BY o."invoicedAt", o.id
       ON CONFLICT DO NOTHING
       RETURNING id`,
    );
    return rows.length;
  }

  /** Signs due documents, oldest first, in batches; answers how many were signed. */
  async signPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const signed = await this.db.transaction((m) => this.signBatch(m));
      total += signed;
      if (signed < BATCH) return total;
    }
  }

  private async signBatch(m: EntityManager): Promise<number> {
    const unit = await m
      .getRepository(EgsUnit)
      .createQueryBuilder('u')
      .addSelect(['u.privateKey', 'u.productionSecret'])
      .where(`u.status = 'active'`)
      .setLock('pessimistic_write')
      .getOne();
    if (!unit) return 0;
    const due = await m.getRepository(ZatcaDocument).find({ where: { status: 'pending' }, order: { id: 'ASC' }, take: BATCH });
    if (!due.length) return 0;
    let identity: EgsIdentity;
    try {
      identity = identityOf(this.box, unit, 'production');
    } catch (error) {
      await this.failed(m, due, `signing key unusable: ${(error as Error).message}`);
      return 0;
    }
    if (identity.notAfter.getTime() < Date.now()) {
      await this.failed(m, due, 'the production certificate has expired: renew it in the ZATCA screen');
      return 0;
    }
    const seller = sellerFromSettings(await this.settings.get(m));
    let signed = 0;
    for (const doc of due) {
      try {
        const chain = { icv: unit.lastIcv + 1, hash: unit.lastHash };
        const patch = await this.build(m, doc, unit, identity, seller, chain);
        await m.getRepository(ZatcaDocument).update(doc.id, patch);
        Object.assign(unit, { lastIcv: chain.icv, lastHash: patch.hash });
        signed++;
      } catch (error) {
        await this.failed(m, [doc], (error as Error).message);
      }
    }
    await m.getRepository(EgsUnit).update(unit.id, { lastIcv: unit.lastIcv, lastHash: unit.lastHash });
    return signed;
  }

  private async build(
    m: EntityManager,
    doc: ZatcaDocument,
    unit: EgsUnit,
    identity: EgsIdentity,
    seller: ReturnType<typeof sellerFromSettings>,
    chain: { icv: number; hash: string },
  ): Promise<Partial<ZatcaDocument>> {
    const order = await loadOrderForDocument(m, doc.orderId);
    if (!order?.invoiceNumber || !order.invoicedAt) throw new Error(`order ${doc.orderId} has no invoice number`);
    const invoice = doc.kind === 'invoice';
    const number = invoice
      ? order.invoiceNumber
      : `${NOTE_PREFIX[doc.kind as keyof typeof NOTE_PREFIX]}-${unit.id}-${String(chain.icv).padStart(6, '0')}`;
    const issuedAt = invoice ? order.invoicedAt : doc.createdAt;
    const uuid = randomUUID();
    const figures = invoice ? invoiceFigures(order) : correctionFigures(order, doc.request ?? { whole: true });
    const xml = unsignedXml(
      {
        kind: doc.kind,
        number,
        uuid,
        issuedAt,
        icv: chain.icv,
        previousHash: chain.hash,
        seller,
        buyerName: order.customerName,
        buyerAddress: order.address,
        paymentMeansCode: PAYMENT_MEANS[order.paymentMethod],
        storeCreditMeansCode: order.walletAmount > 0 && order.paymentMethod !== 'storeCredit' ? PAYMENT_MEANS.storeCredit : null,
        billingReference: invoice ? null : doc.billingReference,
        reason: invoice ? null : doc.reason,
      },
      figures,
    );
    const stamped = signDocument(xml, identity, new Date());
    return {
      status: 'signed',
      egsUnitId: unit.id,
      icv: chain.icv,
      uuid,
      number,
      issuedAt,
      hash: stamped.hash,
      previousHash: chain.hash,
      total: figures.total / 100,
      xml: stamped.xml,
      qr: stamped.qr,
      signAttempts: doc.signAttempts + 1,
      lastError: null,
      signedAt: new Date(),
    };
  }

  /** A document that could not be signed stays due (never lost) with the reason, for the back office. */
  private async failed(m: EntityManager, docs: ZatcaDocument[], message: string): Promise<void> {
    this.logger.warn(`ZATCA documents ${docs.map((d) => d.id).join(', ')} not signed: ${message}`);
    for (const doc of docs)
      await m.getRepository(ZatcaDocument).update(doc.id, { signAttempts: doc.signAttempts + 1, lastError: message.slice(0, 500) });
  }
}
