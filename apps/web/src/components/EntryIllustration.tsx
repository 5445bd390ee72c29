/** Background of the side panel; the drawing itself floats on it. */
export const entryPanelBackground = 'linear-gradient(160deg, #364fc7 0%, #1c5fa8 55%, #0b7285 100%)';

/** Decorative side image of the entry pages: a vault shield over soft layered shapes. */
export function EntryIllustration() {
  return (
    <svg
      viewBox="0 0 480 560"
      width="100%"
      height="100%"
      role="presentation"
      aria-hidden
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
      style={{ overflow: 'visible', display: 'block' }}
    >
      <defs>
        <linearGradient id="entry-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#dbe4ff" stopOpacity="0.9" />
        </linearGradient>
        <linearGradient id="entry-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.22" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.06" />
        </linearGradient>
      </defs>
      <circle cx="420" cy="70" r="140" fill="#ffffff" opacity="0.06" />
      <circle cx="40" cy="520" r="180" fill="#ffffff" opacity="0.05" />
      <g transform="rotate(-9 125 450)">
        <rect
          x="50"
          y="372"
          width="150"
          height="170"
          rx="16"
          fill="url(#entry-card)"
          stroke="#ffffff"
          strokeOpacity="0.3"
        />
        <rect x="72" y="398" width="96" height="9" rx="4.5" fill="#ffffff" opacity="0.5" />
        <rect x="72" y="418" width="72" height="7" rx="3.5" fill="#ffffff" opacity="0.3" />
        <rect x="72" y="436" width="106" height="7" rx="3.5" fill="#ffffff" opacity="0.3" />
        <rect x="72" y="454" width="88" height="7" rx="3.5" fill="#ffffff" opacity="0.3" />
      </g>
      <g transform="rotate(8 355 455)">
        <rect
          x="280"
          y="378"
          width="150"
          height="160"
          rx="16"
          fill="url(#entry-card)"
          stroke="#ffffff"
          strokeOpacity="0.3"
        />
        <circle cx="314" cy="414" r="14" fill="#ffffff" opacity="0.45" />
        <rect x="338" y="406" width="70" height="7" rx="3.5" fill="#ffffff" opacity="0.35" />
        <rect x="338" y="420" width="48" height="7" rx="3.5" fill="#ffffff" opacity="0.25" />
        <rect x="300" y="452" width="108" height="7" rx="3.5" fill="#ffffff" opacity="0.25" />
        <rect x="300" y="470" width="80" height="7" rx="3.5" fill="#ffffff" opacity="0.25" />
      </g>
      <path
        d="M240 110 L330 146 V226 C330 290 292 336 240 358 C188 336 150 290 150 226 V146 Z"
        fill="url(#entry-shield)"
        stroke="#ffffff"
        strokeWidth="3"
      />
      <rect x="208" y="222" width="64" height="52" rx="10" fill="#364fc7" />
      <path
        d="M220 222 V204 a20 20 0 0 1 40 0 V222"
        fill="none"
        stroke="#364fc7"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <circle cx="240" cy="244" r="7" fill="#ffffff" />
      <rect x="237" y="246" width="6" height="14" rx="3" fill="#ffffff" />
      <g fill="#ffffff" opacity="0.8">
        <circle cx="112" cy="150" r="4" />
        <circle cx="380" cy="210" r="3" />
        <circle cx="96" cy="220" r="2.5" />
        <circle cx="402" cy="132" r="2.5" />
      </g>
    </svg>
  );
}
