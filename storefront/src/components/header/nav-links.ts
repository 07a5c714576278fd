/** The pages under "other pages" in the header, the drawer and the footer. */
export const OTHER_PAGES = [
  { href: '/branches', key: 'nav.branches' },
  { href: '/terms', key: 'nav.terms' },
  { href: '/privacy', key: 'nav.privacy' },
  { href: '/return-policy', key: 'nav.returnPolicy' },
] as const;

export const MAIN_LINKS = [
  { href: '/', key: 'nav.home' },
  { href: '/about', key: 'nav.about' },
  { href: '/products', key: 'nav.shop' },
  { href: '/contact', key: 'nav.contact' },
] as const;

/** Whether a link is the current page (the shop link also for a product's page). */
export function isActive(path: string, href: string): boolean {
  if (href === '/') return path === '/';
  if (href === '/products') return path === '/products' || path === '/shop' || path.startsWith('/products/');
  return path === href || path.startsWith(`${href}/`);
}
