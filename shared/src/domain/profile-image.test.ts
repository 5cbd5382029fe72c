import { describe, expect, it } from "vitest";
import { profileImageMaxBytes, profileImageMaxMegabytes, profileImageProblem } from "./profile-image.js";
import { ProfileImageUploadRequestSchema } from "./profile-image-schema.js";

describe("profile image rules", () => {
  it("allow JPEG, PNG and WebP up to the limit, in bytes what the message says in MB", () => {
    expect(profileImageMaxBytes).toBe(profileImageMaxMegabytes * 1024 * 1024);
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(profileImageProblem({ type, size: profileImageMaxBytes })).toBeUndefined();
      expect(ProfileImageUploadRequestSchema.safeParse({ contentType: type, size: 1 }).success).toBe(true);
    }
  });

  it("name a file too large or of another type with the same keys in the browser and the API", () => {
    expect(profileImageProblem({ type: "image/png", size: profileImageMaxBytes + 1 })).toBe("imageTooLarge");
    expect(profileImageProblem({ type: "image/gif", size: 10 })).toBe("imageType");
    expect(profileImageProblem({ type: "", size: 10 })).toBe("imageType");
    const tooLarge = ProfileImageUploadRequestSchema.safeParse({
      contentType: "image/png",
      size: profileImageMaxBytes + 1,
    });
    expect(tooLarge.error?.issues[0]?.message).toBe("imageTooLarge");
    const wrongType = ProfileImageUploadRequestSchema.safeParse({ contentType: "image/svg+xml", size: 10 });
    expect(wrongType.error?.issues[0]?.message).toBe("imageType");
  });
});
