import abandonedCarts from './abandoned-carts';
import audit from './audit';
import banners from './banners';
import branches from './branches';
import carriers from './carriers';
import categories from './categories';
import contactMessages from './contact-messages';
import coupons from './coupons';
import customers from './customers';
import newsletterSubscribers from './newsletter-subscribers';
import notifications from './notifications';
import orders from './orders';
import messages from './messages';
import pages from './pages';
import products from './products';
import promotions from './promotions';
import returns from './returns';
import reviews from './reviews';
import searchQueries from './search-queries';
import searchSynonyms from './search-synonyms';
import settings from './settings';
import shippingRates from './shipping-rates';
import stockAlerts from './stock-alerts';
import testimonials from './testimonials';
import wallets from './wallets';
import zatcaDocuments from './zatca-documents';

/** Every resource of the shop (DESIGN.md §3), each from its own folder. */
export const resources = [
  { name: 'categories', ...categories },
  { name: 'products', ...products },
  { name: 'stock-alerts', ...stockAlerts },
  { name: 'abandoned-carts', ...abandonedCarts },
  { name: 'orders', ...orders },
  { name: 'returns', ...returns },
  { name: 'customers', ...customers },
  { name: 'wallets', ...wallets },
  { name: 'coupons', ...coupons },
  { name: 'promotions', ...promotions },
  { name: 'pages', ...pages },
  { name: 'branches', ...branches },
  { name: 'banners', ...banners },
  { name: 'testimonials', ...testimonials },
  { name: 'reviews', ...reviews },
  { name: 'notifications', ...notifications },
  { name: 'carriers', ...carriers },
  { name: 'shipping-rates', ...shippingRates },
  { name: 'contact-messages', ...contactMessages },
  { name: 'newsletter-subscribers', ...newsletterSubscribers },
  { name: 'messages', ...messages },
  { name: 'zatca-documents', ...zatcaDocuments },
  { name: 'settings', ...settings },
  { name: 'search-queries', ...searchQueries },
  { name: 'search-synonyms', ...searchSynonyms },
  { name: 'audit', ...audit },
];
