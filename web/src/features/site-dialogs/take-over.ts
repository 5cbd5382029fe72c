/**
 * The search field takes over from the stand-in of ./type-ahead.ts: the focus, and with it the
 * phone's keyboard, the caret or selection, and an Enter pressed on the stand-in. The stand-in goes.
 * Returns the text Enter was pressed on, if it was.
 */
export function takeOver(standIn: HTMLInputElement | null, field: HTMLInputElement): string | undefined {
  if (!standIn?.isConnected) {
    field.focus();
    return undefined;
  }
  const { selectionStart, selectionEnd, selectionDirection } = standIn;
  const enter = standIn.dataset.enter;
  field.focus();
  standIn.remove();
  field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  return enter;
}
