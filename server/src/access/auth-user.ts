import type { Role } from '@ward/shared';

/** What a verified token resolves to on `request.user`. */
export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  email: string | null;
  /** the token this request came with: its id (null on tokens issued before ids) and expiry, for logout */
  /** a guest holding one order's access token (`X-Order-Access`): only that order, nothing else */
  orderScope?: number;
  session?: { tokenId: string | null; expiresAt: Date };
}
