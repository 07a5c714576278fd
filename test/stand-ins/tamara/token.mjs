// Tamara signs its notifications with a JWT (HS256, the merchant's notification token): Webhook Registration → Notification Handling.
import { createHmac } from 'node:crypto';

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT as Tamara signs its notifications: HS256 with the merchant's notification token. */
export function tamaraToken(notificationToken, claims = {}) {
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'Tamara', iat: Math.floor(Date.now() / 1000), ...claims })}`;
  return `${body}.${createHmac('sha256', notificationToken).update(body).digest('base64url')}`;
}
