/**
 * The footer's small marks (spec 1: social links, six payment method logos), drawn by the project
 * as inline SVG: no image requests, no network, crisp at any size. They are simplified marks in the
 * payment methods' and networks' colours, not the brands' artwork; each carries its name for
 * assistive technology (the payment method's title, the network's name).
 */
import type { ReactNode } from 'react';

const text = (x: number, y: number, size: number, fill: string, children: ReactNode, italic = false) => (
  <text
    x={x}
    y={y}
    fontSize={size}
    fontWeight="800"
    fontStyle={italic ? 'italic' : undefined}
    fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    fill={fill}
    textAnchor="middle"
  >
    {children}
  </text>
);

/** The drawing of each payment method on a 64 × 40 card. */
const paymentDrawings: Record<string, ReactNode> = {
  ideal: (
    <>
      <rect x="14" y="7" width="36" height="26" rx="5" fill="none" stroke="#1d1d1b" strokeWidth="2" />
      {text(
        32,
        25,
        11,
        '#cc0066',
        <>
          <tspan fill="#1d1d1b">i</tspan>DEAL
        </>,
      )}
    </>
  ),
  bancontact: (
    <>
      <path d="M14 8h26l-6 8H8z" fill="#005ca9" />
      <path d="M30 16h26l-6 8H24z" fill="#ffd800" />
      {text(32, 35, 7.5, '#1e3764', 'Bancontact')}
    </>
  ),
  creditcard: (
    <>
      <rect x="10" y="8" width="44" height="26" rx="4" fill="#1a3a6b" />
      <rect x="10" y="13" width="44" height="5" fill="#0d1f3a" />
      <rect x="15" y="22" width="9" height="7" rx="1.5" fill="#e8c66a" />
      <rect x="28" y="25" width="20" height="2.5" rx="1" fill="#c9d3e3" />
    </>
  ),
  paypal: (
    <>
      {text(
        32,
        25,
        13,
        '#003087',
        <>
          Pay<tspan fill="#009cde">Pal</tspan>
        </>,
        true,
      )}
    </>
  ),
  klarna: (
    <>
      <rect x="5" y="9" width="54" height="22" rx="11" fill="#ffb3c7" />
      {text(32, 24.5, 11, '#17120f', 'Klarna.')}
    </>
  ),
  banktransfer: (
    <>
      <path d="M32 6 14 14v3h36v-3z" fill="#5b4636" />
      <path d="M17 19h4v10h-4zm8 0h4v10h-4zm8 0h4v10h-4zm8 0h4v10h-4z" fill="#5b4636" />
      <rect x="13" y="30" width="38" height="3.5" rx="1" fill="#5b4636" />
    </>
  ),
};

export function PaymentMark({ id, title }: { id: string; title: string }) {
  const drawing = paymentDrawings[id];
  return (
    <svg className="payment-mark" viewBox="0 0 64 40" width="56" height="35" role="img" aria-label={title}>
      <title>{title}</title>
      <rect width="64" height="40" rx="6" fill="#fff" />
      {drawing ?? text(32, 24, 9, '#2b1d14', title.slice(0, 12))}
    </svg>
  );
}

/** Social networks' glyphs on a 24 × 24 grid (currentColor). */
const socialGlyphs: Record<string, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21z"
      fill="currentColor"
    />
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="m10 8.8 5.5 3.2-5.5 3.2z" className="social-mark-cutout" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
      <path
        d="M7 10h2.5v7H7zm1.25-4a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8M11 10h2.4v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.7 1.2 2.7 3.2v4h-2.5v-3.5c0-.9-.2-1.6-1.1-1.6-1 0-1.4.7-1.4 1.6V17H11z"
        className="social-mark-cutout"
      />
    </>
  ),
};

const networkNames: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** A social network's name as people write it. */
export const networkName = (name: string): string =>
  networkNames[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

export function SocialMark({ name }: { name: string }) {
  const glyph = socialGlyphs[name];
  if (!glyph) return <span className="social-mark-text">{networkName(name)}</span>;
  return (
    <svg
      className="social-mark"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      {glyph}
    </svg>
  );
}
