import { ApiRequestError } from "../api/client";

/** What a presigned PUT needs: the API hands it out with the slot (profile image, tour photo). */
export interface PresignedPut {
  method: "PUT";
  url: string;
  /** Sent exactly as given: the signature covers them. */
  headers: Record<string, string>;
}

/** Sends the file's bytes to the presigned URL; XMLHttpRequest because fetch reports no upload progress. */
export function putFile(
  upload: PresignedPut,
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
