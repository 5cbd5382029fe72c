/**
 * The search field takes over from the stand-in of ./type-ahead.ts: the focus, and with it the
 * phone's keyboard, and the caret or selection. The stand-in goes.
 */
export function takeOver(standIn: HTMLInputElement | null, field: HTMLInputElement): void {
  if (!standIn?.isConnected) {
    field.focus();
    return;
  }
  const { selectionStart, selectionEnd, selectionDirection } = standIn;
  field.focus();
  standIn.remove();
  field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}
