import { imageUrl, srcSet } from "./image-sources.js";
import styles from "./ResponsiveImage.module.css";

// The Element Timing API's attribute (https://wicg.github.io/element-timing/), which React passes
// through but its types do not list.
declare module "react" {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}

export interface ResponsiveImageProps {
  /** Image set name, e.g. a destination slug or a tour's image name. */
  name: string;
  /** Text alternative; "" for a purely decorative image. */
  alt: string;
  /** How wide the image is shown, as a `sizes` attribute (see `sizes()` in image-sources). */
  sizes: string;
  /** Intrinsic width and height: they give the aspect ratio, so the page does not shift on load. */
  width: number;
  height: number;
  /** Above the fold (a hero, the first card): load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A demo image in webp at the image breakpoints of docs/product-spec.md, section 9. The browser picks the
 * width from `sizes` and the screen density; CSS makes it fluid (full width of its box, 3:2, cropped to
 * cover).
 */
export function ResponsiveImage({
  name,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
    // React sets `srcSet` and `src` after the other attributes, whatever their order here: a browser
    // may start fetching when `src` is set, so how to load and which width are known by then.
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      // The prerendered page's app starts once this picture is on screen (src/boot.ts).
      elementtiming={priority ? "priority-image" : undefined}
      sizes={sizes}
      srcSet={srcSet(name)}
      src={imageUrl(name, 640)}
    />
  );
}
