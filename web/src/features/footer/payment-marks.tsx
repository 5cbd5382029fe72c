/**
 * Simple drawn marks of the payment methods of spec 1 (no external images). Each is an image with
 * its name as the accessible name.
 */
const box = { width: 48, height: 30, viewBox: "0 0 48 30", role: "img" } as const;

export function KlarnaMark() {
  return (
    <svg {...box} aria-label="Klarna">
      <rect width="48" height="30" rx="4" fill="#ffb3c7" />
      <text
        x="24"
        y="19.5"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fontFamily="sans-serif"
        fill="#17120f"
      >
        Klarna
      </text>
    </svg>
  );
}

export function MastercardMark() {
  return (
    <svg {...box} aria-label="Mastercard">
      <rect width="48" height="30" rx="4" fill="#fff" />
      <circle cx="19" cy="15" r="8" fill="#eb001b" />
      <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

export function MaestroMark() {
  return (
    <svg {...box} aria-label="Maestro">
      <rect width="48" height="30" rx="4" fill="#fff" />
      <circle cx="19" cy="15" r="8" fill="#0099df" />
      <circle cx="29" cy="15" r="8" fill="#e30613" fillOpacity="0.9" />
    </svg>
  );
}

export function VisaMark() {
  return (
    <svg {...box} aria-label="Visa">
      <rect width="48" height="30" rx="4" fill="#fff" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontSize="13"
        fontStyle="italic"
        fontWeight="800"
        fontFamily="sans-serif"
        fill="#1a1f71"
      >
        VISA
      </text>
    </svg>
  );
}

/** The four marks as a list, named by the "Pay securely with" text whose id it is given. */
export function PaymentMarkList({
  labelledBy,
  className,
}: {
  labelledBy: string;
  className?: string | undefined;
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      <li>
        <KlarnaMark />
      </li>
      <li>
        <MastercardMark />
      </li>
      <li>
        <MaestroMark />
      </li>
      <li>
        <VisaMark />
      </li>
    </ul>
  );
}
