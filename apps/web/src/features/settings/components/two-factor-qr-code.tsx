import { encode } from 'uqr';

/**
 * The otpauth:// URI as a QR code, drawn here from its modules (no image from elsewhere, the
 * secret never leaves the page). Dark on white in both themes: authenticator apps read that.
 * Loaded only when the set-up shows it (lazy in two-factor-setup-dialog.tsx).
 */
export function TwoFactorQrCode({ uri, label }: { uri: string; label: string }) {
  const { data, size } = encode(uri, { border: 2, ecc: 'M' });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-xl bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
