import { processTourPhotos } from "@tembea/functions/consumers/process-tour-photo";
import { agencyLogoPrefixes, tourPhotoPrefixes } from "@tembea/functions/core/storage/uploads-bucket";
import type { S3Event } from "aws-lambda";

/**
 * The uploads bucket's notification on the twin, as infra/cdk/tour-photos.ts sets it up in AWS: a
 * new object under incoming/tour-photos/ or incoming/agency-logos/ runs the photo function's own code, in the twin's process
 * (where the handlers' environment points at the twin's S3 and DynamoDB).
 */
export const tourPhotoEvents = {
  prefixes: [tourPhotoPrefixes.incoming, agencyLogoPrefixes.incoming],
  handle: (event: unknown) => processTourPhotos(event as S3Event),
};
