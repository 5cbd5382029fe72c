/** Environment variable naming the uploads bucket (set by the CDK stack and by the local twin). */
export const uploadsBucketVariable = "UPLOADS_BUCKET";

/** Where profile images wait after upload (never served) and where they are served from. */
export const profileImagePrefixes = {
  incoming: "incoming/profile-images/",
  published: "uploads/profile-images/",
} as const;

/** Where tour photos wait after upload (never served; the processing function reads them) and where their renderings are served from. */
export const tourPhotoPrefixes = {
  incoming: "incoming/tour-photos/",
  published: "uploads/tour-photos/",
} as const;

/** Where agency logos wait after upload (never served; the processing function reads them) and where their renderings are served from. */
export const agencyLogoPrefixes = {
  incoming: "incoming/agency-logos/",
  published: "uploads/agency-logos/",
} as const;
