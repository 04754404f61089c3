/** A simmering pot among fresh vegetables: an original drawing (the app loads no image). */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 320" className={className} aria-hidden="true">
      <circle cx="180" cy="168" r="140" className="fill-primary-soft" />
      <circle cx="292" cy="70" r="26" className="fill-saffron" opacity="0.35" />
      <circle cx="62" cy="250" r="18" className="fill-basil" opacity="0.25" />

      {/* steam */}
      <g
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        className="stroke-muted-fg"
        opacity="0.45"
      >
        <path d="M140 112c-10-14 10-22 0-38s8-22 2-32" />
        <path d="M180 104c-10-14 10-22 0-38s8-22 2-32" />
        <path d="M220 112c-10-14 10-22 0-38s8-22 2-32" />
      </g>

      {/* pot */}
      <rect x="58" y="148" width="34" height="16" rx="8" fill="#7c2d12" />
      <rect x="268" y="148" width="34" height="16" rx="8" fill="#7c2d12" />
      <path d="M80 140h200v62c0 35-28 62-62 62h-76c-34 0-62-27-62-62z" fill="#c2410c" />
      <path d="M80 140h200v22H80z" fill="#9a3412" />
      <path
        d="M100 196c18 12 38 12 56 0s38-12 56 0 38 12 56 0"
        fill="none"
        stroke="#fed7aa"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.6"
      />
      <rect x="68" y="128" width="224" height="18" rx="9" fill="#ea580c" />
      <rect x="164" y="112" width="32" height="16" rx="8" fill="#7c2d12" />

      {/* wooden spoon */}
      <g transform="rotate(-28 250 120)">
        <rect x="244" y="36" width="10" height="110" rx="5" fill="#b45309" />
        <ellipse cx="249" cy="34" rx="16" ry="24" fill="#d97706" />
      </g>

      {/* tomato */}
      <circle cx="296" cy="246" r="30" fill="#dc2626" />
      <circle cx="286" cy="236" r="8" fill="#fca5a5" opacity="0.55" />
      <path d="M296 218l6-10 2 12 10-4-6 9 10 4-12 2-10 6 0-10-10-6 10-2z" fill="#4d7c0f" />

      {/* carrot */}
      <g transform="rotate(32 72 220)">
        <path d="M58 196h28l-14 74z" fill="#f97316" />
        <path
          d="M64 212h12M66 230h8M68 246h6"
          stroke="#c2410c"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M72 196c-6-14-16-18-22-16M72 196c0-14 4-22 10-26M72 196c6-10 16-12 22-10"
          stroke="#4d7c0f"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
      </g>

      {/* basil leaves */}
      <ellipse cx="214" cy="286" rx="22" ry="11" transform="rotate(-18 214 286)" fill="#65a30d" />
      <ellipse cx="244" cy="292" rx="18" ry="9" transform="rotate(20 244 292)" fill="#4d7c0f" />
      <path d="M198 290l34-10" stroke="#3f6212" strokeWidth="2" strokeLinecap="round" />

      {/* garlic */}
      <path
        d="M120 278c-20 0-30-14-24-26s18-18 24-26c6 8 18 14 24 26s-4 26-24 26z"
        fill="#fef3c7"
        stroke="#e7d3a8"
        strokeWidth="2"
      />
      <path d="M120 228v-10" stroke="#a3a380" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
