/** What a key pressed in the search field does to its result list (the combobox pattern). */
export type SearchKeyAction =
  /** Make this result the active one. */
  | { kind: "move"; index: number }
  /** Open this result. */
  | { kind: "follow"; index: number }
  /** Enter before the results for the text were in: open the first one when they are. */
  | { kind: "await" }
  | undefined;

export interface ResultListState {
  /** The field's text, trimmed. */
  typed: string;
  /** The results shown are those for `typed` (not an earlier text's, and not still loading). */
  current: boolean;
  /** How many results the open tab lists. */
  count: number;
  /** The active result's index. */
  active: number;
}

export function searchKeyAction(key: string, list: ResultListState): SearchKeyAction {
  const { typed, current, count, active } = list;
  switch (key) {
    case "ArrowDown":
      return count > 0 ? { kind: "move", index: (active + 1) % count } : undefined;
    case "ArrowUp":
      return count > 0 ? { kind: "move", index: (active - 1 + count) % count } : undefined;
    case "Enter":
      if (typed === "") return undefined;
      if (!current) return { kind: "await" };
      return count > 0 ? { kind: "follow", index: Math.min(active, count - 1) } : undefined;
    default:
      return undefined;
  }
}
