/** Decorative icons (aria-hidden): the text beside them carries the meaning. */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const TableIcon = () => (
  <svg {...common}>
    <path {...stroke} d="M3 9h18M6 9v10M18 9v10M8 5h8" />
  </svg>
);

export const TakeawayIcon = () => (
  <svg {...common}>
    <path {...stroke} d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

export const DeliveryIcon = () => (
  <svg {...common}>
    <path {...stroke} d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1" />
  </svg>
);

export const PinIcon = () => (
  <svg {...common}>
    <path {...stroke} d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle {...stroke} cx="12" cy="10" r="2.5" />
  </svg>
);

export const LocateIcon = () => (
  <svg {...common}>
    <circle {...stroke} cx="12" cy="12" r="4" />
    <path {...stroke} d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path {...stroke} d="M6 6l12 12M18 6L6 18" />
  </svg>
);
