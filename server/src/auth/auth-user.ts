import type { Role } from '@ward/shared';

/** What a verified token resolves to on `request.user`. */
export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  email: string;
}
