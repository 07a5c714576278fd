import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { SecretBox } from '../../common/secret-box.js';
import { FatooraGateway } from '../fatoora/fatoora-gateway.js';
import type { ReportOutcome } from '../fatoora/fatoora-types.js';
import { identityOf } from '../onboarding/egs-identity.js';
import { EgsUnit } from '../onboarding/egs-unit.entity.js';
import { ZatcaDocument } from './zatca-document.entity.js';
import { sqlRows } from '../../database/sql-rows.js';

/** Back-off after a failed report: 1 minute doubling up to an hour (ZATCA allows 24 hours). */
export const reportBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
const LOCK_NAMESPACE = 0x2a7ca; // pg_advisory_lock(namespace, unit id): one reporter per unit at a time

export interface ReportRound {
  reported: number;
  rejected: number;
  postponed: number;
}

/**
 * Reports signed simplified documents to ZATCA's single-reporting endpoint, per EGS unit in ICV
 * order, by one instance at a time (advisory lock per unit). ZATCA down or refusing the CSID
 * postpones the unit's queue with back-off; a rejection is recorded with ZATCA's messages and
 * the next document goes on.
 */
@Injectable()
export class DocumentReporter {
  private readonly logger = new Logger('ZATCA');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly box: SecretBox,
    private readonly fatoora: FatooraGateway,
  ) {}

  async reportDue(now = new Date()): Promise<ReportRound> {
    const round: ReportRound = { reported: 0, rejected: 0, postponed: 0 };
    const units: { egsUnitId: number }[] = await this.db.query(`SELECT DISTINCT "egsUnitId" FROM zatca_documents WHERE status = 'signed'`);
    for (const { egsUnitId } of units) await this.reportUnit(egsUnitId, now, round);
    return round;
  }

  private async reportUnit(unitId: number, now: Date, round: ReportRound): Promise<void> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await sqlRows<{ locked: boolean }>(runner, `SELECT pg_try_advisory_lock($1, $2) AS locked`, [
        LOCK_NAMESPACE,
        unitId,
      ]);
      if (!locked) return; // another instance is reporting this unit right now
      try {
        await this.reportLocked(unitId, now, round);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1, $2)`, [LOCK_NAMESPACE, unitId]);
      }
    } finally {
      await runner.release();
    }
  }

  private async reportLocked(unitId: number, now: Date, round: ReportRound): Promise<void> {
    const docs = this.db.getRepository(ZatcaDocument);
    const unit = await this.db
      .getRepository(EgsUnit)
      .createQueryBuilder('u')
      .addSelect(['u.privateKey', 'u.productionSecret'])
      .where('u.id = :unitId', { unitId })
      .getOne();
    if (!unit) return;
    const credentials = identityOf(this.box, unit, 'production').credentials;
    const client = this.fatoora.clientFor(unit.environment);
    const due = await docs.find({
      select: { id: true, uuid: true, hash: true, xml: true, reportAttempts: true, nextReportAt: true, icv: true },
      where: [
        { egsUnitId: unitId, status: 'signed', nextReportAt: IsNull() },
        { egsUnitId: unitId, status: 'signed', nextReportAt: LessThanOrEqual(now) },
      ],
      order: { icv: 'ASC' },
    });
    for (const doc of due) {
      const outcome = await client.report(credentials, {
        invoiceHash: doc.hash!,
        uuid: doc.uuid!,
        invoice: Buffer.from(doc.xml!).toString('base64'),
      });
      const attempts = doc.reportAttempts + 1;
      if (outcome.kind === 'retry' || outcome.kind === 'unauthorized') {
        // keep ICV order: everything after this document waits with it
        const nextReportAt = new Date(now.getTime() + reportBackoffMs(attempts));
        await docs.update({ id: doc.id }, { reportAttempts: attempts, nextReportAt, lastError: outcome.reason.slice(0, 500) });
        const later = due.filter((d) => d.icv! > doc.icv!).map((d) => d.id);
        if (later.length) await docs.update({ id: In(later) }, { nextReportAt });
        this.logger.warn(`ZATCA reporting postponed to ${nextReportAt.toISOString()}: ${outcome.reason}`);
        round.postponed++;
        return;
      }
      await docs.update(
        { id: doc.id },
        { ...recorded(outcome), reportAttempts: attempts, reportedAt: new Date(), lastError: null, nextReportAt: null },
      );
      if (outcome.kind === 'rejected') round.rejected++;
      else round.reported++;
    }
  }
}

function recorded(outcome: Extract<ReportOutcome, { kind: 'reported' | 'rejected' }>): Partial<ZatcaDocument> {
  if (outcome.kind === 'rejected') return { status: 'rejected', messages: [...outcome.errors, ...outcome.warnings] };
  return { status: outcome.warnings.length ? 'reported-with-warnings' : 'reported', messages: outcome.warnings };
}
