import { ProfileSchema } from "../domain/account.js";
import { PersonalDetailsSchema } from "../domain/personal-details.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

// Apart from the other account endpoints: only this one validates a phone number (libphonenumber-js).
export const updateMyProfile = defineEndpoint({
  ...routes.updateMyProfile,
  access: "traveller",
  examples: {
    body: {
      firstName: "Amina",
      lastName: "Traveller",
      phone: { country: "CH", number: "079 555 12 34" },
      nationality: "CH",
      birthDate: "1986-04-12",
    },
  },
  summary: "Saves the caller's own personal details (phone valid for its country) and answers the profile.",
  body: PersonalDetailsSchema,
  response: ProfileSchema,
});
