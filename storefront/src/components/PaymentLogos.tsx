import type { JSX } from 'preact';
import type { PaymentMethod } from '@ward/shared/constants';

/**
 * Payment logos drawn as Ward's own simplified badges (not the brands' artwork): each is a 52×32
 * card with a wordmark in the brand's colours. The footer shows those of the methods checkout
 * offers; checkout shows each method's own.
 */
const W = 52;
const H = 32;
const font = 'system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif';

export type LogoKind = 'mada' | 'visa' | 'mastercard' | 'applepay' | 'stcpay' | 'tabby' | 'tamara' | 'cod';

function Badge({ label, bg = '#fff', children }: { label: string; bg?: string; children: JSX.Element | JSX.Element[] }) {
  return (
    // the wordmarks are Latin: drawn left to right whatever the page, while the row follows the page
    <svg class="pay-logo-svg" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} direction="ltr">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="5" fill={bg} stroke="#d9d4cf" />
      {children}
    </svg>
  );
}

const word = (text: string, fill: string, size = 12, extra: Record<string, string> = {}) => (
  <text x="26" y="20.5" text-anchor="middle" font-family={font} font-size={size} font-weight="800" fill={fill} {...extra}>
    {text}
  </text>
);

const LOGOS: Record<LogoKind, () => JSX.Element> = {
  mada: () => (
    <Badge label="mada">
      <rect x="7" y="10" width="12" height="4.5" rx="1" fill="#84b740" />
      <rect x="7" y="17.5" width="12" height="4.5" rx="1" fill="#259bd6" />
      <text x="21" y="20.5" font-family={font} font-size="10" font-weight="700" fill="#1d1d4f">
        mada
      </text>
    </Badge>
  ),
  visa: () => <Badge label="Visa">{word('VISA', '#1a1f71', 13, { 'font-style': 'italic', 'letter-spacing': '0.5' })}</Badge>,
  mastercard: () => (
    <Badge label="Mastercard">
      <circle cx="21" cy="16" r="8" fill="#eb001b" />
      <circle cx="31" cy="16" r="8" fill="#f79e1b" fill-opacity="0.9" />
    </Badge>
  ),
  applepay: () => (
    <Badge label="Apple Pay" bg="#000">
      <path
        d="M15.2 10.2c.7-.8 1.1-1.8 1-2.8-1 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3zm1 1.5c-1.5-.1-2.7.8-3.4.8s-1.8-.8-2.9-.8a4.3 4.3 0 0 0-3.7 2.2c-1.6 2.7-.4 6.8 1.1 9 .7 1.1 1.6 2.3 2.8 2.2 1.1 0 1.5-.7 2.9-.7s1.7.7 2.9.7 1.9-1.1 2.7-2.2c.8-1.2 1.2-2.4 1.2-2.5 0 0-2.3-.9-2.3-3.6 0-2.2 1.8-3.3 1.9-3.4a4.1 4.1 0 0 0-3.2-1.7z"
        fill="#fff"
      />
      <text x="22" y="21" font-family={font} font-size="11.5" font-weight="600" fill="#fff">
        Pay
      </text>
    </Badge>
  ),
  stcpay: () => (
    <Badge label="STC Pay" bg="#4f008c">
      {word('stc pay', '#fff', 11)}
    </Badge>
  ),
  tabby: () => (
    <Badge label="Tabby" bg="#3bffc1">
      {word('tabby', '#121212', 12.5)}
    </Badge>
  ),
  tamara: () => (
    <Badge label="Tamara">
      <defs>
        <linearGradient id="tamara-g" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stop-color="#f8b5a0" />
          <stop offset="0.5" stop-color="#d7a5e8" />
          <stop offset="1" stop-color="#9ec8f2" />
        </linearGradient>
      </defs>
      <rect x="3" y="3" width={W - 6} height={H - 6} rx="4" fill="url(#tamara-g)" />
      {word('tamara', '#1c1c1c', 11.5)}
    </Badge>
  ),
  cod: () => (
    <Badge label="Cash">
      <rect x="10" y="9" width="32" height="14" rx="2" fill="#2e7d32" />
      <circle cx="26" cy="16" r="4" fill="#c8e6c9" />
    </Badge>
  ),
};

/** The logos of one payment method (cards: Visa and Mastercard). */
export const LOGOS_OF: Record<PaymentMethod, LogoKind[]> = {
  mada: ['mada'],
  card: ['visa', 'mastercard'],
  applepay: ['applepay'],
  stcpay: ['stcpay'],
  tabby: ['tabby'],
  tamara: ['tamara'],
  storeCredit: [],
  cod: ['cod'],
  wallet: ['applepay', 'stcpay'],
};

export function PaymentLogo({ kind }: { kind: LogoKind }) {
  return LOGOS[kind]();
}

/** The footer's logos: those of the online methods the shop takes (settings' paymentMethods), in checkout's order. */
export function PaymentLogos({ label, methods }: { label: string; methods: readonly PaymentMethod[] }) {
  const kinds = [...new Set(methods.filter((m) => m !== 'cod').flatMap((m) => LOGOS_OF[m]))];
  if (!kinds.length) return null;
  return (
    // no dir: the row follows the page, so mada comes first in Arabic reading order too
    <ul class="pay-logos" aria-label={label}>
      {kinds.map((kind) => (
        <li class="pay-logo" key={kind}>
          <PaymentLogo kind={kind} />
        </li>
      ))}
    </ul>
  );
}
