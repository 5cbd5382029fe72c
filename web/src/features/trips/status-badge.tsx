import { useTripLabels } from "../trip-labels/labels";
import type { TripStatus } from "./trip-status";
import styles from "./trips.module.css";

export function StatusBadge({ status }: { status: TripStatus }) {
  const labels = useTripLabels();
  return (
    <span className={`${styles.badge} ${styles[`badge-${status}`]}`} data-testid="trip-status">
      {labels.status[status]}
    </span>
  );
}
