import type { Profile, ProfileImageUpload } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { putFile } from "../../lib/presigned-upload";

/**
 * The whole upload: a slot for this file's type and size (the API checks the rules again), the
 * file straight to storage, then the upload becomes the profile image (checked once more there).
 */
export async function uploadProfileImage(
  file: File,
  token: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Profile> {
  const upload = await apiRequest(routes.createProfileImageUpload, {
    token,
    body: { contentType: file.type as ProfileImageUpload["allowedTypes"][number], size: file.size },
    ...(signal ? { signal } : {}),
  });
  await putFile(upload, file, onProgress, signal);
  onProgress(1);
  return apiRequest(routes.setProfileImage, {
    token,
    body: { key: upload.key },
    ...(signal ? { signal } : {}),
  });
}
