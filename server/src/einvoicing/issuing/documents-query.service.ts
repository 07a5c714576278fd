import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ZATCA_UNREPORTED_ALERT_HOURS, type ZatcaAlertDto, type ZatcaDocumentDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../access/auth-user.js';
import { ConflictError, NotFoundError } from '../../common/domain-errors.js';
import { Order } from '../../orders/order.entity.js';
import { ZatcaDocument } from './zatca-document.entity.js';
import { sqlRows } from '../../database/sql-rows.js';

const toDto = (d: ZatcaDocument): ZatcaDocumentDto => ({
  id: d.id,
  kind: d.kind,
  status: d.status,
  number: d.number,
  icv: d.icv,
  uuid: d.uuid,
  issuedAt: d.issuedAt?.toISOString() ?? null,
  total: d.total,
  reason: d.reason,
  billingReference: d.billingReference,
  messages: d.messages.map((m) => ({ type: m.type, code: m.code, message: m.message })),
  lastError: d.lastError,
  reportAttempts: d.reportAttempts,
  reportedAt: d.reportedAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
  hasXml: d.status !== 'pending' && d.status !== 'phase-1',
});

/** An order's documents, their signed XML, and the dashboard's alert. */
@Injectable()
export class DocumentsQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async forOrder(orderId: number): Promise<ZatcaDocumentDto[]> {
    if (!(await this.db.getRepository(Order).exists({ where: { id: orderId } }))) throw new NotFoundError('order.notFound');
    const docs = await this.db.getRepository(ZatcaDocument).find({ where: { orderId }, order: { id: 'ASC' } });
    return docs.map(toDto);
  }

  /** The signed XML and its file name (XML standard §14: VAT_dateTtime_number.xml). */
  async xml(where: { id?: string; orderId: number; kind?: 'invoice' }, user: AuthUser): Promise<{ xml: string; fileName: string }> {
    const order = await this.db.getRepository(Order).findOne({ where: { id: where.orderId } });
    if (!order || (user.role !== 'Admin' && order.userId !== user.id)) throw new NotFoundError('order.notFound');
    const doc = await this.db
      .getRepository(ZatcaDocument)
      .createQueryBuilder('d')
      .addSelect('d.xml')
      .where('d.orderId = :orderId', { orderId: where.orderId })
      .andWhere(where.id ? 'd.id = :id' : 'd.kind = :kind', where.id ? { id: where.id } : { kind: 'invoice' })
      .getOne();
    if (!doc) throw new NotFoundError();
    if (!doc.xml || !doc.issuedAt || !doc.number) throw new ConflictError('zatca.documentNotSigned');
    const vat = /<cbc:CompanyID>(\d+)<\/cbc:CompanyID>/.exec(doc.xml)?.[1] ?? 'seller';
    const stamp = new Date(doc.issuedAt.getTime() + 3 * 3600_000).toISOString().slice(0, 19).replace(/[-:]/g, '');
    return { xml: doc.xml, fileName: `${vat}_${stamp}_${doc.number.replace(/[^A-Za-z0-9]/g, '-')}.xml` };
  }

  /** The signed invoice's QR code and identifiers for printing, or null before it is signed (or without e-invoicing). */
  async printable(orderId: number): Promise<{ qr: string; uuid: string; icv: number } | null> {
    const doc = await this.db
      .getRepository(ZatcaDocument)
      .findOne({ select: { qr: true, uuid: true, icv: true }, where: { orderId, kind: 'invoice' } });
    return doc?.qr && doc.uuid && doc.icv ? { qr: doc.qr, uuid: doc.uuid, icv: doc.icv } : null;
  }

  /** What the customer's order page needs to offer the XML. */
  async status(orderId: number, user: AuthUser): Promise<{ status: ZatcaDocumentDto['status'] | null; xml: boolean }> {
    const order = await this.db.getRepository(Order).findOne({ where: { id: orderId } });
    if (!order || (user.role !== 'Admin' && order.userId !== user.id)) throw new NotFoundError('order.notFound');
    const doc = await this.db.getRepository(ZatcaDocument).findOne({ select: { status: true }, where: { orderId, kind: 'invoice' } });
    return { status: doc?.status ?? null, xml: !!doc && doc.status !== 'pending' };
  }

  async alert(now = new Date()): Promise<ZatcaAlertDto> {
    const [row] = await sqlRows<{ overdue: number; rejected: number; expires: Date | null }>(
      this.db,
      `SELECT
         (SELECT count(*) FROM zatca_documents WHERE status IN ('pending', 'signed') AND "createdAt" < $1)::int AS overdue,
         (SELECT count(*) FROM zatca_documents WHERE status = 'rejected')::int AS rejected,
         (SELECT "certificateExpiresAt" FROM zatca_egs_units WHERE status = 'active') AS expires`,
      [new Date(now.getTime() - ZATCA_UNREPORTED_ALERT_HOURS * 3600_000)],
    );
    return {
      active: !!row.expires,
      overdue: row.overdue,
      rejected: row.rejected,
      certificateExpiresInDays: row.expires ? Math.floor((new Date(row.expires).getTime() - now.getTime()) / 86_400_000) : null,
    };
  }
}
