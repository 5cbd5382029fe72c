import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import styles from "./form.module.css";

/** Shown once a tenth of the room or less is left: a count under every note would only be noise. */
export const nearLimit = (length: number, max: number) => max - length <= max / 10;

/** The id of the count under a text area, for its aria-describedby while it is shown. */
export const characterCountId = (id: string) => `${id}-count`;

/** How long typing pauses before a screen reader is told the count, so it does not speak every key. */
const announceAfterMs = 1000;

/**
 * What is left of a text area's `maxLength`, once little is: the browser cuts what is typed or
 * pasted beyond it without a word, so a traveller would lose the end of a long note unseen. Seen at
 * once; told to a screen reader when typing pauses (a polite live region that always exists, as a
 * region added with its text is not read).
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useLingui();
  const remaining = Math.max(0, max - length);
  const text = nearLimit(length, max)
    ? t({
        message: plural(remaining, {
          0: "No characters left",
          one: "# character left",
          other: "# characters left",
        }),
      })
    : "";
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), announceAfterMs);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      {text ? (
        <p id={characterCountId(id)} className={styles.hint} aria-hidden="true" data-testid="character-count">
          {text}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
