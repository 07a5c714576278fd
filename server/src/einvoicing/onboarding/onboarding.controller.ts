import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { zatcaCsrSchema, zatcaOtpSchema, type ZatcaCsrInput } from '@ward/shared';
import { AdminController } from '../../access/decorators.js';
import { ValidBody } from '../../common/validation.js';
import { DocumentsQuery } from '../issuing/documents-query.service.js';
import { OnboardingService } from './onboarding.service.js';

const stateAnswer = ApiOkResponse({
  description:
    'Onboarding state: { sellerComplete, onboarding: { id, environment, status (csr-ready | compliance | compliance-passed), commonName, serialNumber, organizationUnit, industry, location, csr, complianceChecks[] } | null, active: { id, environment, commonName, serialNumber, activatedAt, certificateExpiresAt, daysToExpiry, expiryWarning, lastIcv } | null }. Never keys or secrets.',
});
const refused = ApiResponse({ status: 400, description: 'ZATCA refused the request (its message in `message`), or validation failed' });
const outOfOrder = ApiResponse({ status: 409, description: 'The previous step is not done yet' });
const unreachable = ApiResponse({ status: 502, description: 'ZATCA’s Fatoora platform could not be reached' });

/** The back office's "ZATCA" screen: onboarding the shop's EGS unit step by step. */
@AdminController('zatca')
export class OnboardingController {
  constructor(
    private readonly onboarding: OnboardingService,
    private readonly documents: DocumentsQuery,
  ) {}

  @Get('alert')
  @ApiOperation({ summary: 'Dashboard alert: documents unreported 12 hours after they were due, rejected ones, certificate expiry' })
  @ApiOkResponse({ description: '{ active, overdue, rejected, certificateExpiresInDays }' })
  alert() {
    return this.documents.alert();
  }

  @Get()
  @ApiOperation({ summary: 'ZATCA onboarding state and the active EGS unit (certificate expiry warning)' })
  @stateAnswer
  state() {
    return this.onboarding.state();
  }

  @Post('csr')
  @HttpCode(200)
  @ApiOperation({ summary: 'Step 1: generate the secp256k1 key pair and the CSR (replaces an unfinished onboarding)' })
  @ValidBody(zatcaCsrSchema, {
    environment: 'simulation',
    commonName: 'Ward-EGS-1',
    organizationUnit: 'Riyadh Branch',
    industry: 'Perfume retail',
    location: 'RRRD2929',
  })
  @stateAnswer
  @outOfOrder
  createCsr(@Body() body: ZatcaCsrInput) {
    return this.onboarding.createCsr(body);
  }

  @Post('compliance-csid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Step 2: obtain the compliance CSID with the one-time code from the Fatoora portal' })
  @ValidBody(zatcaOtpSchema, { otp: '123456' })
  @stateAnswer
  @refused
  @outOfOrder
  @unreachable
  complianceCsid(@Body() body: { otp: string }) {
    return this.onboarding.requestComplianceCsid(body.otp);
  }

  @Post('compliance-checks')
  @HttpCode(200)
  @ApiOperation({ summary: 'Step 3: send a signed invoice, credit note and debit note to ZATCA’s compliance checks' })
  @stateAnswer
  @outOfOrder
  @unreachable
  complianceChecks() {
    return this.onboarding.runComplianceChecks();
  }

  @Post('production-csid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Step 4: obtain the production CSID; the unit then signs and reports every document' })
  @stateAnswer
  @refused
  @outOfOrder
  @unreachable
  productionCsid() {
    return this.onboarding.requestProductionCsid();
  }
}
