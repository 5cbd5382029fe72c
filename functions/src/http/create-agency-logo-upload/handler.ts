import { randomUUID } from "node:crypto";
import * as contract from "@tembea/shared/contract/agencies";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { agencyLogoKeys } from "../../core/storage/agency-logo-keys.js";
import { presignPut } from "../../core/storage/uploads.js";
import { findAgency, startAgencyLogo } from "../../data/agencies.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

const validSeconds = 5 * 60;

/**
 * A slot for an agency's new logo. The agency names the upload as `processing` before the PUT, so
 * the form shows it at once; the S3 event of the upload has the processing function render it and
 * make it the logo (consumers/process-tour-photo/agency-logo.ts). Nothing unprocessed is served:
 * the upload lands under incoming/, which the site never reads.
 */
export const handler = httpHandler(contract.createAgencyLogoUpload, async ({ params, body, caller }) => {
  const agency = await findAgency(params.agencyId);
  if (!agency) throw notFound();
  const key = agencyLogoKeys.incoming(agency.id, randomUUID(), body.contentType);
  const createdAt = new Date();
  const started = await startAgencyLogo(
    agency.id,
    key,
    auditEntry({
      actor: actorOf(caller, "admin"),
      action: "agency.logo-changed",
      target: { type: "agency", id: agency.id, label: agency.name },
      agencyId: agency.id,
      after: { contentType: body.contentType, size: body.size },
      at: createdAt,
    }),
  );
  if (!started) throw notFound();
  const { url, headers } = await presignPut(key, body, validSeconds);
  return {
    method: "PUT" as const,
    url,
    headers,
    expiresAt: new Date(createdAt.getTime() + validSeconds * 1000).toISOString(),
  };
});
