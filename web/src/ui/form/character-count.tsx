import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useDebounced } from "../use-debounced";
import styles from "./form.module.css";

/** Shown once a tenth of the room or less is left: a count under every note would only be noise. */
const nearLimit = (length: number, max: number) => max - length <= max / 10;

/** The id of the count under a text area, for its aria-describedby while it is shown. */
const characterCountId = (id: string) => `${id}-count`;

/** The count's id while the count is shown (near or past the limit), for the field's aria-describedby. */
export const characterCountRef = (id: string, length: number, max: number) =>
  nearLimit(length, max) ? characterCountId(id) : undefined;

/** A text's length and the most it may have, for a field that shows its count. */
export interface CharacterLimit {
  length: number;
  max: number;
}

/** How long typing pauses before a screen reader is told the count, so it does not speak every key. */
const announceAfterMs = 1000;

/**
 * What is left of a text area's room, once little is, or how far past it the text is. The field has
 * no `maxlength`: the browser would cut what is pasted beyond it without a word, and a traveller
 * would lose the end of a long note unseen; over the limit, the text stays as typed, the count
 * says by how much, and the form refuses it on sending ("This entry is too long"), as GOV.UK's
 * character count does. Seen at once; told to a screen reader when typing pauses (a polite live
 * region that always exists, as a region added with its text is not read).
 */
export function CharacterCount({ id, length, max }: { id: string } & CharacterLimit) {
  const { t } = useLingui();
  const left = max - length;
  const over = -left;
  let text = "";
  if (over > 0)
    text = t({
      message: plural(over, { one: "# character too many", other: "# characters too many" }),
    });
  else if (nearLimit(length, max))
    text = t({
      message: plural(left, {
        0: "No characters left",
        one: "# character left",
        other: "# characters left",
      }),
    });
  // Starts with the text it mounts with: a field opened near its limit (a restored draft) is not
  // announced unasked; a change is, once typing pauses.
  const announced = useDebounced(text, announceAfterMs);
  return (
    <>
      {text ? (
        <p
          id={characterCountId(id)}
          className={over > 0 ? styles.fieldError : styles.hint}
          aria-hidden="true"
          data-testid="character-count"
        >
          {text}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
