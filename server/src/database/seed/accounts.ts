import type { DataSource } from 'typeorm';
import { hashPassword } from '../../customers/passwords.js';

/** The two demo accounts README shows (DESIGN.md §1). */
export const DEMO_ACCOUNTS = [
  { name: 'مدير ورد', email: 'admin@ward.sa', password: 'Admin#2026', role: 'Admin', phone: '+966500000001' },
  { name: 'سارة العتيبي', email: 'customer@ward.sa', password: 'Customer#2026', role: 'Customer', phone: '+966512345678' },
] as const;

export async function seedAccounts(db: DataSource): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    await db.query(
      `INSERT INTO users (name, email, phone, role, "passwordHash") VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING`,
      [a.name, a.email, a.phone, a.role, await hashPassword(a.password)],
    );
  }
}
