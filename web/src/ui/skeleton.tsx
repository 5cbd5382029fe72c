import styles from "./skeleton.module.css";

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height = "1rem",
  className,
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height }}
    />
  );
}
