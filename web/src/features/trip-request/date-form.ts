/** The date step's fields as the form holds them: strings, whichever kind of date is chosen. */
export interface DateForm {
  kind: "exact" | "approximate";
  departure: string;
  return: string;
  month: string;
  weeks: string;
}
