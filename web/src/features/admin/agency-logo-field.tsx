import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AdminAgency,
  type AgencyLogoFailure,
  agencyLogoMaxMegabytes,
  agencyLogoProblem,
  agencyLogoTypes,
  agencyLogoUrl,
} from "@tembea/shared";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import formStyles from "../../ui/form/form.module.css";
import { idRefs } from "../../ui/form/form-fields";
import { firstFieldMessageKey, formMessageKey } from "../../ui/form/server-errors";
import styles from "./agency-logo.module.css";
import { logoProcessingLimitMs, useRemoveAgencyLogo, useUploadAgencyLogo } from "./queries";

/**
 * The agency's logo on its admin page: choose a file (checked here with the shared rules), see it,
 * upload it with progress, then "processing" until the agency answers the rendered logo (the page's
 * query polls while its upload is processing: queries.ts). The logo is not a field of the form: it
 * is stored at once and does not wait for Save.
 */
export function AgencyLogoField({ agency }: { agency: AdminAgency }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const upload = useUploadAgencyLogo(agency.id);
  const remove = useRemoveAgencyLogo(agency.id);
  const uploading = progress !== undefined;
  const processing = agency.logoUpload?.status === "processing";
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    setStalled(false);
    if (!processing) return;
    const timer = setTimeout(() => setStalled(true), logoProcessingLimitMs);
    return () => clearTimeout(timer);
  }, [processing]);

  const failures: Record<AgencyLogoFailure, string> = {
    notAnImage: t`This file is not a JPEG, PNG or WebP image.`,
    logoTooSmall: t`This logo is too small: it needs at least 64 pixels on its longer side.`,
    logoTooLarge: t`This logo is larger than ${agencyLogoMaxMegabytes} MB.`,
    unreadable: t`This image could not be read. It may be damaged: try saving it again.`,
  };
  const failed = agency.logoUpload?.status === "failed" ? agency.logoUpload.reason : undefined;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const reset = () => {
    if (input.current) input.current.value = "";
    setFile(undefined);
    setPreview(undefined);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = agencyLogoProblem(chosen);
    if (problem) {
      reset();
      setError(message(problem));
      return;
    }
    setError(undefined);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = async () => {
    if (!file) return;
    setError(undefined);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      reset();
    } catch (failure) {
      setError(message(firstFieldMessageKey(failure) ?? formMessageKey(failure)));
    } finally {
      setProgress(undefined);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const logo = agency.logo;
  const name = agency.name;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        <Trans>Logo</Trans>
      </h2>
      <div className={styles.layout}>
        <div className={styles.frame}>
          {preview ? (
            <img src={preview} alt={t`Preview of the chosen logo`} />
          ) : logo ? (
            <img
              src={agencyLogoUrl(logo, 128)}
              srcSet={`${agencyLogoUrl(logo, 128)} 1x, ${agencyLogoUrl(logo, 256)} 2x`}
              alt={t`Logo of ${name}`}
              width={128}
              height={128}
              data-testid="agency-logo"
            />
          ) : (
            <span className={styles.none}>
              <Trans>No logo yet</Trans>
            </span>
          )}
        </div>
        <div className={styles.controls}>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={agencyLogoTypes.join(",")}
            className={`visually-hidden ${styles.file}`}
            onChange={choose}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={idRefs(hintId, error && errorId)}
          />
          <label htmlFor={`${id}-file`} className={`button button--secondary ${styles.pick}`}>
            {logo ? <Trans>Choose another logo</Trans> : <Trans>Choose a logo</Trans>}
          </label>
          {file && <p className={styles.fileName}>{file.name}</p>}
          <p id={hintId} className={formStyles.hint}>
            <Trans>
              JPEG, PNG or WebP, at most {agencyLogoMaxMegabytes} MB. It is shown whole in a square, on a
              transparent background.
            </Trans>
          </p>
          {error && (
            <p id={errorId} role="alert" className={formStyles.fieldError}>
              {error}
            </p>
          )}
          {uploading && (
            <progress className={styles.progress} value={progress} max={1} aria-label={t`Upload progress`} />
          )}
          <div role="status">
            {processing && !uploading && !stalled && (
              <p className={styles.muted} data-testid="agency-logo-processing">
                <Trans>Processing the logo…</Trans>
              </p>
            )}
            {processing && !uploading && stalled && (
              <p className={formStyles.fieldError}>
                <Trans>
                  The logo is taking much longer than it should. Reload the page to check again, or upload it
                  again.
                </Trans>
              </p>
            )}
          </div>
          {failed && !file && !uploading && (
            <p role="alert" className={formStyles.fieldError}>
              <Trans>The last logo uploaded was refused:</Trans> {failures[failed]}
            </p>
          )}
          {!file && (logo || agency.logoUpload) && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                loading={remove.isPending}
                disabled={uploading}
                onClick={() => {
                  setError(undefined);
                  remove.mutate(undefined, { onError: (error) => setError(message(formMessageKey(error))) });
                }}
              >
                <Trans>Remove logo</Trans>
              </Button>
            </div>
          )}
          {file && (
            <div className={styles.actions}>
              <Button onClick={send} loading={uploading}>
                <Trans>Upload logo</Trans>
              </Button>
              <Button
                variant="secondary"
                disabled={uploading}
                onClick={() => {
                  reset();
                  setError(undefined);
                  input.current?.focus();
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
