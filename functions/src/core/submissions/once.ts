import { createHash } from "node:crypto";
import { findSubmission, type Submission, SubmissionTakenError } from "../../data/submissions.js";
import { AppError } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { logger } from "../../platform/logger.js";

/** One request of an idempotent endpoint: its key, and what the key must always come with. */
export interface SubmissionRequest {
  endpoint: string;
  key: string;
  caller: Caller;
  /** The body as validated: the same request always parses to the same value, however it was typed. */
  body: unknown;
}

/**
 * The submission to claim with the work, its answer good until `until`: the commit hands it to the
 * data-layer write that does the work, which claims it in the same transaction.
 */
export type ClaimSubmission<Answer> = (answer: Answer, until: Date) => Submission;

/**
 * How long a retry is answered what its submission made when nothing shorter applies (a hold's
 * checkout lasts its hold): far longer than any retry of a lost answer, which comes within minutes.
 */
export const answeredAgainForMs = 24 * 3600_000;

/** What a key stands for: the endpoint, who sent it (a guest is nobody in particular) and the body. */
export function fingerprintOf({ endpoint, caller, body }: SubmissionRequest): string {
  const who = caller.kind === "user" ? `user:${caller.userId}` : "guest";
  return createHash("sha256")
    .update(JSON.stringify([endpoint, who, body]))
    .digest("base64url");
}

/**
 * Runs a submission once per Idempotency-Key (docs/decisions/0037-submissions-sent-once.md). A
 * client whose answer was lost sends the request again with the same key; it must not book twice,
 * nor be refused for the places its own first request holds.
 *
 * `prepare` reads and checks (no writes: it runs for a retry too) while the key is looked up, so the
 * lookup costs no round trip of its own. A key already claimed is answered what its submission was
 * answered, whatever `prepare` found (the places it took are gone now), or refused when it came with
 * another body or caller (422 IDEMPOTENCY_KEY_REUSED). Otherwise `commit` does the work and claims
 * the key in the same transaction; should another request have claimed it meanwhile, that one's
 * answer is given.
 */
export async function once<Prepared, Answer>(
  request: SubmissionRequest,
  prepare: () => Promise<Prepared>,
  commit: (prepared: Prepared, claim: ClaimSubmission<Answer>) => Promise<Answer>,
): Promise<Answer> {
  const fingerprint = fingerprintOf(request);
  const now = new Date();
  const [earlier, prepared] = await Promise.allSettled([findSubmission(request.key, now), prepare()]);
  if (earlier.status === "rejected") throw earlier.reason;
  if (earlier.value) return answerOf<Answer>(earlier.value, fingerprint);
  if (prepared.status === "rejected") throw prepared.reason;

  const claim: ClaimSubmission<Answer> = (answer, until) => ({
    key: request.key,
    fingerprint,
    answer: JSON.stringify(answer),
    expiresAt: Math.floor(until.getTime() / 1000),
  });
  try {
    return await commit(prepared.value, claim);
  } catch (error) {
    if (!(error instanceof SubmissionTakenError)) throw error;
    const winner = await findSubmission(request.key, new Date());
    if (!winner) throw error;
    return answerOf<Answer>(winner, fingerprint);
  }
}

function answerOf<Answer>(
  submission: { key: string; fingerprint: string; answer: string },
  fingerprint: string,
): Answer {
  if (submission.fingerprint !== fingerprint) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  logger.info("submission answered again", { idempotencyKey: submission.key });
  return JSON.parse(submission.answer) as Answer;
}
