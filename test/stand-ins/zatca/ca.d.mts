export interface TestCa {
  /** base64 DER certificate for the PEM certificate request */
  issue(csrPem: string, options?: { notAfter?: Date }): string;
}
export function createTestCa(): TestCa;
