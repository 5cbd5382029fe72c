import * as z from "zod/mini";
import { locales } from "./locale-codes.js";

export const LocaleSchema = z.enum(locales);

/** A text in every site language. */
export const LocalizedTextSchema = z.object({ en: z.string(), de: z.string(), fr: z.string() });
