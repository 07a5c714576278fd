import type { JSX } from 'preact';

/** Line icons drawn for Ward (24×24, currentColor). Decorative unless given a title. */
type IconProps = { size?: number; title?: string; class?: string; flip?: boolean };

export function icon(paths: JSX.Element, fill = false) {
  return function Icon({ size = 22, title, class: cls, flip }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={fill ? 'currentColor' : 'none'}
        stroke={fill ? 'none' : 'currentColor'}
        stroke-width="1.8"
        stroke-linecap="round"
        stroke-linejoin="round"
        class={`icon${flip ? ' flip-rtl' : ''}${cls ? ` ${cls}` : ''}`}
        aria-hidden={title ? undefined : 'true'}
        role={title ? 'img' : undefined}
        focusable="false"
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  };
}

export const CartIcon = icon(
  <>
    <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.4" />
    <circle cx="17" cy="19.5" r="1.4" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.5-3.6 4.4-5.5 8-5.5s6.5 1.9 8 5.5" />
  </>,
);
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4.2" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </>,
);
export const MoonIcon = icon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>,
);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
export const ChevronDown = icon(<path d="m6 9 6 6 6-6" />);
/** points to the reading direction's "next" (mirrored in RTL via .flip-rtl) */
export const ChevronNext = icon(<path d="m9 6 6 6-6 6" />);
export const ChevronPrev = icon(<path d="m15 6-6 6 6 6" />);
export const StarIcon = icon(<path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />, true);
export const TrashIcon = icon(
  <>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" />
    <path d="M10 11v5M14 11v5" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = icon(<path d="M5 12h14" />);
export const GridIcon = icon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.2" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.2" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.2" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.2" />
  </>,
);
export const ListIcon = icon(
  <>
    <rect x="4" y="4.5" width="5" height="5" rx="1" />
    <rect x="4" y="14.5" width="5" height="5" rx="1" />
    <path d="M12 6h8M12 9h5M12 16h8M12 19h5" />
  </>,
);
export const FilterIcon = icon(<path d="M4 5h16l-6.2 7.4V19l-3.6 1.5v-8.1z" />);
export const CopyIcon = icon(
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </>,
);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const TruckIcon = icon(
  <>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const ShieldIcon = icon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.4 3.1 8.3 7.5 9.5 4.4-1.2 7.5-5.1 7.5-9.5V6z" />
    <path d="m8.8 12 2.2 2.2 4.3-4.4" />
  </>,
);
export const GiftIcon = icon(
  <>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
    <path d="M5 12.5V20h14v-7.5M12 8.5V20M12 8.5C10.5 5 7 4.5 7 6.8 7 8.5 12 8.5 12 8.5zM12 8.5c1.5-3.5 5-4 5-1.7 0 1.7-5 1.7-5 1.7z" />
  </>,
);
export const SparkleIcon = icon(
  <path d="M12 3.5 13.8 9l5.7 1.9-5.7 1.9L12 18.5l-1.8-5.7-5.7-1.9L10.2 9zM18.5 16.5l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7z" />,
);
export const PhoneIcon = icon(
  <path d="M5 3.5h3.5l1.5 4.2-2.2 1.5a11.5 11.5 0 0 0 7 7l1.5-2.2 4.2 1.5V19a1.8 1.8 0 0 1-1.9 1.8C10 20.3 3.7 14 3.2 5.4A1.8 1.8 0 0 1 5 3.5z" />,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);
export const PinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.2 2" />
  </>,
);
export const LogoutIcon = icon(
  <>
    <path d="M14.5 4.5H18a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-3.5" />
    <path d="M10 8 6 12l4 4M6 12h9.5" />
  </>,
);
export const BellIcon = icon(
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
);
export const PackageIcon = icon(
  <>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </>,
);
export const HomeIcon = icon(
  <>
    <path d="m3.5 11 8.5-7 8.5 7" />
    <path d="M5.5 9.5V20h13V9.5" />
  </>,
);
export const DashboardIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="7.5" height="9" rx="1.5" />
    <rect x="13" y="3.5" width="7.5" height="5" rx="1.5" />
    <rect x="3.5" y="14.5" width="7.5" height="6" rx="1.5" />
    <rect x="13" y="10.5" width="7.5" height="10" rx="1.5" />
  </>,
);
export const EditIcon = icon(<path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
export const ExternalIcon = icon(
  <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" />,
);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </>,
);
export const AlertIcon = icon(
  <>
    <path d="M12 3.5 21.5 20h-19z" />
    <path d="M12 10v4.5M12 17.3v.1" />
  </>,
);
export const InstagramIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.2 6.8v.1" />
  </>,
);
export const XIcon = icon(<path d="M4.5 4h4.2l11 16h-4.2zM19.5 4l-6.3 7.2M10.8 12.8 4.5 20" />);
export const TiktokIcon = icon(<path d="M13.5 3.5v11.2a3.8 3.8 0 1 1-3.3-3.8M13.5 3.5c.4 2.6 2.3 4.4 5 4.6" />);
export const SnapchatIcon = icon(
  <path d="M12 3.5c3 0 5 2.2 5 5.2v2.3l1.8-.4c.6 0 .8.7.3 1l-2 1c.4 1.6 1.7 2.8 3.2 3.3-.6.9-1.8 1-2.8 1.2l-.4 1.4c-1.1-.2-2.2-.1-3.1.6-.6.4-1.2.8-2 .8s-1.4-.4-2-.8c-.9-.7-2-.8-3.1-.6l-.4-1.4c-1-.2-2.2-.3-2.8-1.2 1.5-.5 2.8-1.7 3.2-3.3l-2-1c-.5-.3-.3-1 .3-1l1.8.4V8.7c0-3 2-5.2 5-5.2z" />,
);
export const YoutubeIcon = icon(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
    <path d="m10 9 5 3-5 3z" />
  </>,
);
export const WhatsappIcon = icon(
  <>
    <path d="M4 20.5 5.3 16A8.5 8.5 0 1 1 8.4 19z" />
    <path d="M9 8.5c0 3.2 3.3 6.5 6.5 6.5l1-1.6-2-1-1 .9c-1-.5-2-1.5-2.4-2.4l.9-1-1-2z" />
  </>,
);
export const ReceiptIcon = icon(
  <>
    <path d="M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3z" />
    <path d="M9 8h6M9 11.5h6M9 15h4" />
  </>,
);
export const DownloadIcon = icon(<path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />);
const HEART = 'M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z';
export const HeartIcon = icon(<path d={HEART} />);
export const HeartFilledIcon = icon(<path d={HEART} />, true);
