export const STANDIN_OTP: string;
export interface ZatcaStandIn {
  url: string;
  state: {
    reports: { uuid: string; icv: number | undefined; status: number; errors: { code: string; message: string }[] }[];
    complianceChecks: { type: string | undefined; errors: { code: string }[] }[];
    requests: number;
  };
  failReporting(n: number, status?: number): void;
  reject(uuid: string, code?: string): void;
  close(): Promise<void>;
}
export function startZatcaStandIn(options?: { port?: number; certificateDays?: number }): Promise<ZatcaStandIn>;
