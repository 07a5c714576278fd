import { DEFAULT_MAP_TILES } from '@ward/shared/national-address/map-defaults';
import { FREE_SHIPPING_THRESHOLD_SAR, STARTUP_SPLASH_MS } from '@ward/shared/constants';
import type { Settings } from '../api/types';
import { content } from '../api/endpoints';
import { createStore, useStore } from './store';

/**
 * The shop settings (name, VAT/CR numbers, contacts, hours, social links, free-shipping threshold,
 * COD fee, splash duration). The last answer is kept in localStorage so the next start knows the
 * splash duration before the network answers.
 */
const CACHE_KEY = 'ward-settings';

export interface SettingsState {
  settings: Settings | null;
  status: 'loading' | 'ready' | 'error';
}

export const settingsStore = createStore<SettingsState>({ settings: null, status: 'loading' });

function readCached(): Settings | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as Settings) : null;
  } catch {
    return null;
  }
}

/**
 * What the shell shows before the settings answer (the shared DEFAULT_SETTINGS lives beside its
 * zod schema, which must stay out of the first chunk): SPEC.md §9's hours and threshold.
 */
export const FALLBACK_SETTINGS: Settings = {
  shopName: { ar: 'ورد للعطور والعود', en: 'Ward Perfumes & Oud' },
  vatNumber: '',
  crNumber: '',
  contactEmail: '',
  phones: [],
  whatsapp: null,
  address: { ar: '', en: '' },
  nationalAddress: { street: '', buildingNumber: '', additionalNumber: null, district: '', city: '', postalCode: '' },
  storeHours: [
    { days: { ar: 'الاثنين - السبت', en: 'Monday - Saturday' }, open: '10:00', close: '21:00' },
    { days: { ar: 'الأحد', en: 'Sunday' }, open: '12:00', close: '18:00' },
  ],
  social: { instagram: null, x: null, tiktok: null, snapchat: null, youtube: null },
  freeShippingThreshold: FREE_SHIPPING_THRESHOLD_SAR,
  codFee: 0,
  codMaxTotal: 0,
  splashMs: STARTUP_SPLASH_MS,
  giftWrapEnabled: false,
  giftWrapPrice: 0,
  unpaidHoldPerProduct: 5,
  unpaidHoldTotal: 20,
  mapTileUrl: DEFAULT_MAP_TILES.url,
  mapAttribution: DEFAULT_MAP_TILES.attribution,
  // no samples offered until the shop's settings say so
  maxSamplesPerOrder: 0,
  exportPricing: 'net',
  testMode: false,
  paymentMethods: ['mada', 'card', 'applepay', 'stcpay', 'cod'],
  cartReminders: { enabled: false, delayHours: 24, channel: 'email' },
  returns: { windowDays: 7, openedAllowedFor: ['damaged', 'wrong'], lateDeliveryDays: 15 },
};

let loading: Promise<void> | null = null;

export function loadSettings(): Promise<void> {
  if (loading) return loading;
  const cached = readCached();
  if (cached) settingsStore.set({ settings: cached, status: 'ready' });
  loading = content
    .settings()
    .then((settings) => {
      settingsStore.set({ settings, status: 'ready' });
      try {
        localStorage.setItem(CACHE_KEY, JSON.stringify(settings));
      } catch {
        /* ignore */
      }
    })
    .catch(() => {
      if (!settingsStore.get().settings) settingsStore.set({ status: 'error' });
    });
  return loading;
}

/** The splash duration: the settings' value (0 turns it off), 1500 ms until known (SPEC.md §9). */
export function splashDuration(settings: Settings | null): number {
  const ms = settings?.splashMs;
  return typeof ms === 'number' && ms >= 0 ? ms : STARTUP_SPLASH_MS;
}

export const useSettings = () => useStore(settingsStore, (s) => s.settings);
export const useSettingsState = () => useStore(settingsStore);
