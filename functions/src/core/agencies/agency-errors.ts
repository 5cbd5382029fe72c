import { AgencyChangedError, DestinationTakenError } from "../../data/agencies.js";
import { AppError } from "../../platform/app-error.js";

/** A refusal of an agency's write (data/agencies.ts) as the API answers it; anything else as it is. */
export function agencyWriteRefusal(error: unknown): unknown {
  if (error instanceof AgencyChangedError) return new AppError("AGENCY_CHANGED");
  if (error instanceof DestinationTakenError)
    return new AppError(
      "DESTINATION_TAKEN",
      { "body.destinations": "destinationTaken" },
      { destination: error.destination },
    );
  return error;
}
