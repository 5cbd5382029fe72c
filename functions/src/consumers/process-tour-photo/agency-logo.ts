import { agencyLogoBase } from "@tembea/shared";
import { agencyLogoKeys } from "../../core/storage/agency-logo-keys.js";
import { renderAgencyLogo } from "../../core/storage/agency-logo-render.js";
import { deleteFile, putFile, readBytes } from "../../core/storage/uploads.js";
import { findStoredAgency, settleAgencyLogo } from "../../data/agencies.js";
import { logger } from "../../platform/logger.js";

/**
 * One uploaded agency logo, processed by the tour photos' function (same sharp, same bucket event,
 * one more prefix): checked and rendered, its renderings written before the agency points at them
 * (so nothing shown lacks a file), and the upload deleted in every case. An upload that is no longer
 * the agency's latest (a second one came meanwhile) changes nothing.
 * An error (S3 or DynamoDB unavailable) is thrown: Lambda retries the event twice, then the DLQ.
 */
export async function processAgencyLogo(key: string): Promise<"ready" | "failed" | "ignored"> {
  const parsed = agencyLogoKeys.parseIncoming(key);
  const stored = parsed && (await findStoredAgency(parsed.agencyId));
  if (!parsed || stored?.agency.logoUpload?.key !== key || stored.agency.logoUpload.status !== "processing") {
    if (!parsed) logger.warn("upload outside the agency logo keys", { key });
    await deleteFile(key);
    return "ignored";
  }
  const { agencyId, uploadId } = parsed;
  const bytes = await readBytes(key);
  if (!bytes) return "ignored";
  const rendered = await renderAgencyLogo(bytes);
  let status: "ready" | "failed";
  if (rendered.ok) {
    await Promise.all(
      rendered.renderings.map(({ size, body }) =>
        putFile(agencyLogoKeys.rendering(agencyId, uploadId, size), body, "image/webp"),
      ),
    );
    await settleAgencyLogo(agencyId, key, { status: "ready", base: agencyLogoBase(agencyId, uploadId) });
    status = "ready";
  } else {
    logger.info("agency logo refused", { key, reason: rendered.reason });
    await settleAgencyLogo(agencyId, key, { status: "failed", reason: rendered.reason });
    status = "failed";
  }
  await deleteFile(key);
  return status;
}
