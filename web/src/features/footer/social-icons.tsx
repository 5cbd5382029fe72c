import type { SocialNetwork } from "./legal-links";
import sprite from "./social-icons.svg?no-inline";

/**
 * Simple line icons of the social networks, drawn in the link's colour (`currentColor` reaches into
 * `<use>`); the link around each carries the accessible name. The drawings are one image file
 * (social-icons.svg, a symbol per network), fetched once when a full footer is shown, not path data
 * in every page's entry chunk.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={24} height={24} focusable={false}>
      <use href={`${sprite}#${network}`} />
    </svg>
  );
}
