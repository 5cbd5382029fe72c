import { useEffect, useState } from "react";

/** The current time, renewed every `intervalMs`, so "Reply due in 5 hr" stays true while the page is open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
