/** Ward's mark: a rose bud over a stem, in the brand's wine and gold. */
export function Logo({ size = 36, withName, name }: { size?: number; withName?: boolean; name?: string }) {
  return (
    <span class="logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--brand, #7a1f3d)" />
        <g fill="none" stroke="var(--gold-soft, #f6d7a7)" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">
          <path d="M32 52V35" />
          <path d="M32 44c-5-1-9-4-10-8 5 0 9 2 10 8z" fill="var(--gold-soft, #f6d7a7)" />
          <path d="M32 35c-8 0-12-6-12-12 4 0 7 1 9 3 0-5 2-9 3-11 1 2 3 6 3 11 2-2 5-3 9-3 0 6-4 12-12 12z" />
        </g>
      </svg>
      {withName ? <span class="logo-name">{name}</span> : null}
    </span>
  );
}
