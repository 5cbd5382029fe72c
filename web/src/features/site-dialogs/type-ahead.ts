/**
 * The search field's code and the dialog's are chunks of their own, so the field exists only some
 * time after the search button was pressed (about 0.7 s on a slow connection). What the visitor
 * types meanwhile goes into this stand-in, a real field focused in the press itself: every input
 * method works in it (dead keys, composition, pasting, dictation), and on a phone it is the press's
 * focus that opens the keyboard at all. The search field takes over its text and caret
 * (`takeOver` in ./take-over.ts) and removes it. The text already lives in the search's state.
 */
export function startTypeAhead(
  label: string,
  text: string,
  onText: (text: string) => void,
  onEscape: () => void,
): HTMLInputElement {
  const field = document.createElement("input");
  field.type = "search";
  field.className = "visually-hidden";
  // Fixed at the top, so focusing it scrolls nothing; 16 px, so iOS does not zoom in on it.
  field.style.cssText = "position:fixed;top:0;font-size:16px";
  field.setAttribute("aria-label", label);
  field.autocomplete = "off";
  field.value = text;
  field.oninput = () => onText(field.value);
  field.onkeydown = (event) => {
    // Enter is kept with the text it was pressed on: the field follows the first result for it.
    if (event.key === "Enter") field.dataset.enter = field.value;
    if (event.key === "Escape") {
      // Chrome would empty a search field on Escape; here it only closes.
      event.preventDefault();
      onEscape();
    }
  };
  // Gone with the focus (a click elsewhere, another window): the text is in the state already.
  field.onblur = () => field.remove();
  document.body.append(field);
  field.focus();
  // A query kept from an earlier search is selected, so typing starts a new one.
  field.select();
  return field;
}
