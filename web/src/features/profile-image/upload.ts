import type { Profile, ProfileImageUpload } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { ApiRequestError, apiRequest } from "../../api/client";

/** Sends the file's bytes to the presigned URL; XMLHttpRequest because fetch reports no upload progress. */
export function putFile(
  upload: Pick<ProfileImageUpload, "method" | "url" | "headers">,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : // The storage refused the file (signature, size or type): nothing was stored.
          reject(new ApiRequestError("VALIDATION_FAILED", request.status));
    request.onerror = () => reject(new ApiRequestError("NETWORK", 0));
    request.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

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
