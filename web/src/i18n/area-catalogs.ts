import type { Messages } from "@lingui/core";

/**
 * The loads of the catalogs only pages in app/areas/ name (sign-in, booking, the wizard's later
 * steps, the account, the agents' and operator's areas, receipts): loaded with the first of them,
 * beside the area's routes, instead of in every page's entry chunk (catalogs.ts).
 */
export const areaCatalogs = import.meta.glob<{ messages: Messages }>(
  "../locales/*/{auth,booking,trip-request-steps,account,agent,tour-editor,receipts,admin}.po",
);
