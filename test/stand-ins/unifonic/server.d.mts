/**
 * A stand-in for Unifonic's SMS API, for the one call Ward makes: `POST /rest/SMS/messages`
 * with `AppSid`, `SenderID`, `Recipient` (international format without `00` or `+`), `Body`,
 * `responseType=JSON` and `CorrelationID` (form-encoded as documented; JSON and the query string
 * are read too). It answers as the documentation shows: `{ success, message, errorCode, data }`
 * with `errorCode` `ER-00` and `data.MessageID` on success, `success: false` with an `ER-xx` code
 * otherwise (e.g. `ER-04` "Dest num is too short"). Documentation:
 *   - https://docs.unifonic.com/reference/sms-api
 *   - https://docs.unifonic.com/docs/sending-your-first-sms-via-unifonic-api
 * Messages live in memory; `failNextRequests(n)` answers the next n calls with HTTP 503 (an outage).
 */
export interface UnifonicMessage {
  MessageID: number;
  CorrelationID: string;
  Status: string;
  Recipient: string;
  SenderID: string;
  Body: string;
}
export interface UnifonicStandIn {
  url: string;
  appSid: string;
  messages: UnifonicMessage[];
  requests: Array<{ method: string; path: string }>;
  failNextRequests(n: number): void;
  close(): Promise<void>;
}
export declare function startUnifonicStandIn(options?: { appSid?: string; senders?: string[] }): Promise<UnifonicStandIn>;
