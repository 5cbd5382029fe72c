import klarna from "./marks/klarna.svg?no-inline";
import maestro from "./marks/maestro.svg?no-inline";
import mastercard from "./marks/mastercard.svg?no-inline";
import visa from "./marks/visa.svg?no-inline";

/**
 * Simple drawn marks of the payment methods of docs/product-spec.md, section 1 (our own files, no external
 * images). They are pictures, so they are image files (loaded when the footer comes near the screen), not
 * script in every page's entry chunk; each is an image with its name as the accessible name.
 */
const marks = [
  { name: "Klarna", src: klarna },
  { name: "Mastercard", src: mastercard },
  { name: "Maestro", src: maestro },
  { name: "Visa", src: visa },
] as const;

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
      {marks.map(({ name, src }) => (
        <li key={name}>
          <img alt={name} width={48} height={30} loading="lazy" decoding="async" src={src} />
        </li>
      ))}
    </ul>
  );
}
