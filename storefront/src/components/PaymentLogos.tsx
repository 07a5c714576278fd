import type { JSX } from 'preact';

/**
 * The seven payment methods of SPEC.md §1, drawn as Ward's own simplified badges (not the
 * brands' artwork): each is a 52×32 card with a wordmark in the brand's colours.
 */
const W = 52;
const H = 32;
const font = 'system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif';

function Badge({ label, bg = '#fff', children }: { label: string; bg?: string; children: JSX.Element | JSX.Element[] }) {
  return (
    <li class="pay-logo">
      {/* the wordmarks are Latin: drawn left to right whatever the page, while the row follows the page */}
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} direction="ltr">
        <title>{label}</title>
        <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="5" fill={bg} stroke="#d9d4cf" />
        {children}
      </svg>
    </li>
  );
}

export const PAYMENT_LOGOS = ['mada', 'visa', 'applepay', 'tabby', 'tamara', 'stcpay', 'googlepay'] as const;

export function PaymentLogos({ label }: { label: string }) {
  return (
    // no dir: the row follows the page, so mada comes first in Arabic reading order too
    <ul class="pay-logos" aria-label={label}>
      <Badge label="mada">
        <rect x="7" y="10" width="12" height="4.5" rx="1" fill="#84b740" />
        <rect x="7" y="17.5" width="12" height="4.5" rx="1" fill="#259bd6" />
        <text x="21" y="20.5" font-family={font} font-size="10" font-weight="700" fill="#1d1d4f">
          mada
        </text>
      </Badge>
      <Badge label="Visa">
        <text
          x="26"
          y="21"
          text-anchor="middle"
          font-family={font}
          font-size="13"
          font-weight="800"
          font-style="italic"
          fill="#1a1f71"
          letter-spacing="0.5"
        >
          VISA
        </text>
      </Badge>
      <Badge label="Apple Pay" bg="#000">
        <path
          d="M15.2 10.2c.7-.8 1.1-1.8 1-2.8-1 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3zm1 1.5c-1.5-.1-2.7.8-3.4.8s-1.8-.8-2.9-.8a4.3 4.3 0 0 0-3.7 2.2c-1.6 2.7-.4 6.8 1.1 9 .7 1.1 1.6 2.3 2.8 2.2 1.1 0 1.5-.7 2.9-.7s1.7.7 2.9.7 1.9-1.1 2.7-2.2c.8-1.2 1.2-2.4 1.2-2.5 0 0-2.3-.9-2.3-3.6 0-2.2 1.8-3.3 1.9-3.4a4.1 4.1 0 0 0-3.2-1.7z"
          fill="#fff"
        />
        <text x="22" y="21" font-family={font} font-size="11.5" font-weight="600" fill="#fff">
          Pay
        </text>
      </Badge>
      <Badge label="Tabby" bg="#3bffc1">
        <text x="26" y="20.5" text-anchor="middle" font-family={font} font-size="12.5" font-weight="800" fill="#121212">
          tabby
        </text>
      </Badge>
      <Badge label="Tamara">
        <defs>
          <linearGradient id="tamara-g" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stop-color="#f8b5a0" />
            <stop offset="0.5" stop-color="#d7a5e8" />
            <stop offset="1" stop-color="#9ec8f2" />
          </linearGradient>
        </defs>
        <rect x="3" y="3" width={W - 6} height={H - 6} rx="4" fill="url(#tamara-g)" />
        <text x="26" y="20.5" text-anchor="middle" font-family={font} font-size="11.5" font-weight="700" fill="#1c1c1c">
          tamara
        </text>
      </Badge>
      <Badge label="STC Pay" bg="#4f008c">
        <text x="26" y="20.5" text-anchor="middle" font-family={font} font-size="11" font-weight="800" fill="#fff">
          stc pay
        </text>
      </Badge>
      <Badge label="Google Pay">
        <g transform="translate(6 9)" stroke-width="2.6" fill="none">
          <path d="M13 7.2H7.3" stroke="#4285f4" />
          <path d="M12.6 4.2A6.2 6.2 0 0 0 1.5 4" stroke="#ea4335" />
          <path d="M1.5 4a6.2 6.2 0 0 0 0 6.4" stroke="#fbbc04" />
          <path d="M1.5 10.4a6.2 6.2 0 0 0 11.3-1.8" stroke="#34a853" />
        </g>
        <text x="23" y="20.5" font-family={font} font-size="11.5" font-weight="600" fill="#3c4043">
          Pay
        </text>
      </Badge>
    </ul>
  );
}
