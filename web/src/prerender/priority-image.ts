/** An HTML attribute's value as React wrote it (quotes and ampersands escaped). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * A preload of the page's first high-priority picture (the first card's, ui/ResponsiveImage.tsx),
 * for <head>: the browser then requests it beside the stylesheets instead of when the parser reaches
 * the picture, far down the markup. (React 19's server render wrote it itself; React 18's does not.)
 */
export function priorityImagePreload(html: string): string {
  const image = /<img\s[^>]*\sfetchpriority="high"[^>]*>/.exec(html)?.[0];
  const srcSet = image && attribute(image, "srcSet");
  if (!image || !srcSet) return "";
  const sizes = attribute(image, "sizes");
  return `<link rel="preload" as="image" imagesrcset="${srcSet}"${sizes ? ` imagesizes="${sizes}"` : ""} fetchpriority="high"/>`;
}
