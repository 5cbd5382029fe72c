/** What Stripe's v1 API takes as request parameters: scalars, nested objects and lists of them. */
export type StripeParams = { [key: string]: StripeParam };
type StripeParam = string | number | boolean | null | undefined | StripeParams | StripeParam[];

/**
 * URL-encodes like `encodeURIComponent`, plus the characters `qs` encodes and it does not, but keeps
 * `[` and `]` readable: the very bytes stripe-node sends (its `stringifyRequestData`).
 */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll("%5B", "[")
    .replaceAll("%5D", "]");
}

/**
 * Stripe's v1 form encoding: nested objects as `a[b][c]=v`, lists with their index as
 * `line_items[0][quantity]=1`, in the objects' own key order; `undefined` leaves a parameter out and
 * `null` sends it empty (which clears it at Stripe).
 */
export function stripeForm(params: StripeParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: StripeParam): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== "object") {
      pairs.push(`${encode(key)}=${encode(value === null ? "" : String(value))}`);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) add(`${key}[${i}]`, item);
    } else {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join("&");
}
