import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the browser from `value` (an otpauth:// URI holds a secret: it must never go
 * to a third-party QR service). The encoder is loaded only when a QR code is shown.
 */
export function QrCode({ value, label }: { readonly value: string; readonly label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [value]);
  if (!svg) return <div className="auth-qr auth-qr--pending" role="img" aria-label={label} aria-busy="true" />;
  return <img className="auth-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={200} height={200} />;
}
