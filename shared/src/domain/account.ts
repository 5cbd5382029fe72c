import * as z from "zod/mini";
import { LocaleSchema } from "./locale-schema.js";

/**
 * Field rules of the product spec (docs/product-spec.md, section 5, Validation rules), written once for the
 * web forms and the handlers. Each rule names a message key; the web's catalogs hold the texts ("This field
 * cannot be empty", …).
 */
export const passwordMinLength = 8;

export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(max, { error: "tooLong" }));

export const EmailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(254, { error: "tooLong" })),
    z.email({ error: "invalidEmail" }),
  ),
  z.transform((email) => email.toLowerCase()),
);

/**
 * Letters (any script), spaces, apostrophes, hyphens and dots; no digits or symbols. An apostrophe
 * is the typewriter one ('), the typographic one (’ U+2019, what iPhone and Mac keyboards type) or
 * the modifier letter (ʼ U+02BC); the name is kept as typed.
 */
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M}'\u2019\u02BC .-]*$/u;
export const PersonNameSchema = requiredText(100).check(z.regex(namePattern, { error: "invalidName" }));

/**
 * At least one uppercase letter and one special character (docs/product-spec.md, section 5), and a sensible
 * length.
 */
export const PasswordSchema = z
  .string()
  .check(
    z.minLength(1, { error: "required" }),
    z.minLength(passwordMinLength, { error: "passwordTooShort" }),
    z.maxLength(256, { error: "tooLong" }),
    z.regex(/\p{Lu}/u, { error: "passwordUppercase" }),
    z.regex(/[^\p{L}\p{N}\s]/u, { error: "passwordSpecial" }),
  );

/**
 * The confirmation must equal the password (reported on the confirmation field). `when` lets the
 * check run even while other fields are still wrong, so a form shows every problem at once.
 */
const passwordsMatch: [
  (v: { password: string; passwordConfirmation: string }) => boolean,
  { error: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => v.password === v.passwordConfirmation,
  {
    error: "passwordMismatch",
    path: ["passwordConfirmation"],
    when: (payload) => {
      const v = payload.value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
      return typeof v?.password === "string" && typeof v?.passwordConfirmation === "string";
    },
  },
];

export const SignUpSchema = z
  .strictObject({
    name: PersonNameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    passwordConfirmation: z.string().check(z.maxLength(256, { error: "tooLong" })),
    acceptTerms: z.literal(true, { error: "termsRequired" }),
    locale: LocaleSchema,
  })
  .check(z.refine(...passwordsMatch));
export type SignUp = z.infer<typeof SignUpSchema>;

/** The mailed code that proves a sign-up's address: six digits. */
export const signUpCodeLength = 6;

/** The sign-up's address and its mailed code; anything but six digits cannot be the code. */
export const SignUpConfirmationSchema = z.strictObject({
  email: EmailSchema,
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "required" }),
      z.maxLength(32, { error: "signUpCodeInvalid" }),
      z.regex(/^\d{6}$/, { error: "signUpCodeInvalid" }),
    ),
});

/** Asks for a new sign-up code, mailed in `locale`. */
export const SignUpCodeRequestSchema = z.strictObject({ email: EmailSchema, locale: LocaleSchema });

export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema, locale: LocaleSchema });

export const PasswordResetSchema = z
  .strictObject({
    token: z
      .string()
      .check(z.minLength(1, { error: "resetLinkInvalid" }), z.maxLength(200, { error: "resetLinkInvalid" })),
    password: PasswordSchema,
    passwordConfirmation: z.string().check(z.maxLength(256, { error: "tooLong" })),
  })
  .check(z.refine(...passwordsMatch));

/**
 * Changing the password while signed in: the current one (checked by the server against Cognito)
 * and the new one under the same rules as sign-up and reset.
 */
export const PasswordChangeSchema = z
  .strictObject({
    currentPassword: z
      .string()
      .check(z.minLength(1, { error: "required" }), z.maxLength(256, { error: "tooLong" })),
    password: PasswordSchema,
    passwordConfirmation: z.string().check(z.maxLength(256, { error: "tooLong" })),
  })
  .check(z.refine(...passwordsMatch));

/**
 * A calendar date in the past, as YYYY-MM-DD. An empty one is a required field left empty, not an
 * invalid date (docs/product-spec.md, section 5: birth date is required).
 */
export const BirthDateSchema = z.iso
  .date({ error: (issue) => (issue.input === "" ? "required" : "invalidDate") })
  .check(
    z.refine((d) => d < new Date().toISOString().slice(0, 10) && d >= "1900-01-01", { error: "invalidDate" }),
  );

/**
 * Personal details as saved and answered, checked for their shape. The phone and country rules
 * apply when the details are entered (PersonalDetailsSchema); they rest on libphonenumber-js's
 * metadata, which changes with its releases, and must not make a saved profile unreadable. Keeping
 * them out also keeps that package out of every function that only reads a profile.
 */
export const SavedPersonalDetailsSchema = z.strictObject({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  phone: z.object({ country: z.string(), number: z.string() }),
  nationality: z.string().check(z.length(2)),
  birthDate: BirthDateSchema,
});
export type SavedPersonalDetails = z.infer<typeof SavedPersonalDetailsSchema>;

/**
 * First and last name guessed from the full name given at sign-up ("Amina Traveller"; the last word
 * is the last name), to start forms that ask for them separately before any are saved. Only a
 * suggestion: the traveller sees and corrects it.
 */
export function namesFromFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) ?? "" };
}

/** The saved first and last name or, before any details are saved, those of the sign-up name. */
export function profileNames(profile: Pick<Profile, "name" | "details">): {
  firstName: string;
  lastName: string;
} {
  return profile.details ?? namesFromFullName(profile.name);
}

/** What the account pages show: the identity (from Cognito) and the profile, when one exists. */
export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  details: z.optional(SavedPersonalDetailsSchema),
  profileImageUrl: z.optional(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;
