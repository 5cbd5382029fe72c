import { Trans } from "@lingui/react/macro";
import { tripCalendarFile } from "@tembea/shared";
import { useEffect, useMemo } from "react";

/** "Add to calendar": the trip's dates as an .ics file, made in the browser from the trip itself. */
export function CalendarLink({
  uid,
  title,
  description,
  startDate,
  endDate,
}: {
  uid: string;
  title: string;
  description?: string;
  startDate: string;
  endDate: string;
}) {
  const url = useMemo(() => {
    const file = tripCalendarFile({
      uid,
      title,
      ...(description ? { description } : {}),
      startDate,
      endDate,
      createdAt: new Date(),
    });
    return URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
  }, [uid, title, description, startDate, endDate]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a href={url} download={`tembea-trip-${startDate}.ics`} className="button button--secondary">
      <Trans>Add to calendar</Trans>
    </a>
  );
}
