import { clsx } from 'clsx';

/** The Mijote mark: a simmering pot (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={clsx('size-9', className)} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#c2410c" />
      <path
        d="M20 22c0-3 3-4 3-7M32 20c0-3 3-4 3-7M44 22c0-3 3-4 3-7"
        fill="none"
        stroke="#fde68a"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M10 30h44" stroke="#fffaf3" strokeWidth="4" strokeLinecap="round" />
      <path d="M14 31h36v9c0 7.7-6.3 14-14 14h-8c-7.7 0-14-6.3-14-14z" fill="#fffaf3" />
      <path
        d="M23 38c3 3 6 3 9 0s6-3 9 0"
        fill="none"
        stroke="#c2410c"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className, name }: { className?: string; name: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-serif text-xl font-bold tracking-tight text-fg">{name}</span>
    </span>
  );
}
