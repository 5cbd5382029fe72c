/**
 * Where the demo images live and how the browser picks one. The widths are the image breakpoints of
 * docs/product-spec.md, section 9 (xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536); every image exists at
 * each of them as webp with a 3:2 aspect ratio (scripts/demo-images.ts renders them). A srcset with `w`
 * descriptors plus `sizes` lets the browser cover densities 1 and 2 itself: a 640 px wide slot on a 2x screen
 * picks the 1280 file.
 */

export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Every width an image is rendered at, ascending. */
export const imageWidths: readonly number[] = Object.values(breakpoints);

/** Width over height of every demo image. */
export const imageAspectRatio = 3 / 2;

/** Height of an image rendered at `width` (3:2). */
export function imageHeight(width: number): number {
  return Math.round(width / imageAspectRatio);
}

/**
 * The webp of image `name` at one of the rendered widths: a demo image's name, or an agency photo's
 * path (it starts with "/": /uploads/tour-photos/<tourId>/<photoId>), rendered at the same widths.
 */
export function imageUrl(name: string, width: number): string {
  return name.startsWith("/") ? `${name}-${width}.webp` : `/images/${name}-${width}.webp`;
}

/** The `srcset` of image `name`: every rendered width with its `w` descriptor. */
export function srcSet(name: string): string {
  return imageWidths.map((width) => `${imageUrl(name, width)} ${width}w`).join(", ");
}

/**
 * A `sizes` attribute: how wide the image is shown from each breakpoint up, largest first, then
 * the width below all of them. `sizes("100vw", { md: "50vw", xl: "400px" })` gives
 * "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw".
 */
export function sizes(fallback: string, from: Partial<Record<Breakpoint, string>> = {}): string {
  const rules = (Object.keys(breakpoints) as Breakpoint[])
    .filter((breakpoint) => from[breakpoint] !== undefined)
    .sort((a, b) => breakpoints[b] - breakpoints[a])
    .map((breakpoint) => `(min-width: ${breakpoints[breakpoint]}px) ${from[breakpoint]}`);
  return [...rules, fallback].join(", ");
}

/** A card in the three-column grids (destinations, group tours): full width, 2 and 3 columns, 400 px. */
export const cardImageSizes = sizes("100vw", { sm: "50vw", lg: "33vw", xl: "400px" });

/** A tour page's picture above its title. */
export const heroImageSizes = sizes("100vw", { xl: "1152px" });

/** A tour page's gallery: one column on a phone, two from sm, three from lg, within the 1152 px page. */
export const galleryImageSizes = sizes("100vw", { sm: "50vw", lg: "33vw", xl: "384px" });
