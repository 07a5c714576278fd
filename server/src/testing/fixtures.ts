import { CURRENT_CONSENT_TEXT, type CategoryInput, type ConsentChannel, type ProductInput, type Role } from '@ward/shared';
import { TokenService } from '../auth/token.service.js';
import { CategoriesService } from '../catalog/categories.service.js';
import { Consents } from '../consents/consents.service.js';
import { ProductAdmin } from '../catalog/product-admin.service.js';
import { UsersService } from '../customers/users.service.js';
import type { TestApp } from './test-app.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A user created through the users service, with a valid token. */
export async function createUser(
  t: TestApp,
  role: Role = 'Customer',
  overrides: { email?: string; password?: string; name?: string; emailVerified?: boolean; marketingByEmail?: boolean } = {},
) {
  const password = overrides.password ?? 'Password#123';
  const user = await t.get(UsersService).create({
    name: overrides.name ?? (role === 'Admin' ? 'Test Admin' : 'Test Customer'),
    email: overrides.email ?? `${role.toLowerCase()}-${unique()}@example.com`,
    password,
    role,
  });
  // as if the owner had entered the code mailed to the address (POST /api/Auth/email/verify)
  if (overrides.emailVerified) await t.db.query(`UPDATE users SET "emailVerifiedAt" = now() WHERE id = $1`, [user.id]);
  // as if the owner had ticked "offers and cart reminders" by email in the customer area (issue 33)
  if (overrides.marketingByEmail) await grantMarketing(t, 'email', user.email!, user.id);
  return { user: user as typeof user & { email: string }, password, token: t.get(TokenService).issue(user) };
}

export function categoryInput(overrides: Partial<CategoryInput> = {}): CategoryInput {
  return {
    name: { ar: 'عطور رجالية', en: "Men's perfumes" },
    description: { ar: 'عطور فاخرة للرجال', en: 'Fine perfumes for men' },
    section: 'men',
    ...overrides,
  };
}

export function createCategory(t: TestApp, overrides: Partial<CategoryInput> = {}) {
  return t.get(CategoriesService).create(categoryInput(overrides));
}

export function productInput(categoryId: number, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: { ar: 'عطر الاختبار', en: 'Test Perfume' },
    description: { ar: 'وصف عطر الاختبار الطويل', en: 'A long test perfume description' },
    price: 100,
    categoryId,
    images: [{ url: '/media/test-1200.webp', width: 1200, height: 1400 }],
    stock: 10,
    weight: 400,
    isFeatured: false,
    isDiscounted: false,
    discountValue: null,
    options: [],
    ...overrides,
  };
}

export function createProduct(t: TestApp, categoryId: number, overrides: Partial<ProductInput> = {}) {
  return t.get(ProductAdmin).create(productInput(categoryId, overrides));
}

/** Records a contact's marketing consent on a channel, as the customer area's toggle does. */
export async function grantMarketing(t: TestApp, channel: ConsentChannel, contact: string, userId: number | null = null): Promise<void> {
  await t.db.transaction((m) =>
    t
      .get(Consents)
      .record(m, [{ userId, contact, channel, granted: true, textVersion: CURRENT_CONSENT_TEXT, source: 'profile', ip: null }]),
  );
}
