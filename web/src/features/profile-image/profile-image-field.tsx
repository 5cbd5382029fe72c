import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Profile,
  profileImageMaxMegabytes,
  profileImageProblem,
  profileImageTypes,
} from "@tembea/shared";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import formStyles from "../../ui/form/form.module.css";
import { idRefs } from "../../ui/form/form-fields";
import { firstFieldMessageKey, formMessageKey } from "../../ui/form/server-errors";
import { toast } from "../../ui/toast";
import { requireIdToken } from "../auth/auth-store";
import styles from "./profile-image-field.module.css";
import { uploadProfileImage } from "./upload";

/**
 * The profile image on personal details: choose a file (checked here with the shared rules before
 * anything is sent), see it, upload it with progress. The saved profile goes to `onSaved`, which
 * refreshes the page's profile and the header's avatar.
 */
export function ProfileImageField({
  profile,
  onSaved,
}: {
  profile: Profile | undefined;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const uploading = progress !== undefined;

  // A preview's object URL holds the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = profileImageProblem(chosen);
    if (problem) {
      event.target.value = "";
      setFile(undefined);
      setPreview(undefined);
      setError(message(problem));
      return;
    }
    setError(undefined);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const cancel = () => {
    if (input.current) input.current.value = "";
    setFile(undefined);
    setPreview(undefined);
    setError(undefined);
    input.current?.focus();
  };

  const upload = async () => {
    if (!file) return;
    setError(undefined);
    setProgress(0);
    try {
      const token = await requireIdToken();
      const saved = await uploadProfileImage(file, token, setProgress);
      onSaved(saved);
      if (input.current) input.current.value = "";
      setFile(undefined);
      setPreview(undefined);
      toast(t`Your profile image has been saved.`);
    } catch (failure) {
      setError(message(firstFieldMessageKey(failure) ?? formMessageKey(failure)));
    } finally {
      setProgress(undefined);
    }
  };

  const shown = preview ?? profile?.profileImageUrl;
  const initial = (profile?.details?.firstName ?? profile?.name ?? "").slice(0, 1).toUpperCase();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        <Trans>Profile image</Trans>
      </h2>
      <div className={styles.layout}>
        <div className={styles.frame}>
          {shown ? (
            <img
              src={shown}
              alt={preview ? t`Preview of the chosen image` : t`Your profile image`}
              data-testid="profile-image"
            />
          ) : (
            <span aria-hidden="true">{initial}</span>
          )}
        </div>
        <div className={styles.controls}>
          {/* The native input stays the control (focus, keyboard, screen readers); the label is
              its visible, translated button, as the browser's own button text is not ours. */}
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={profileImageTypes.join(",")}
            className={`visually-hidden ${styles.file}`}
            onChange={choose}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={idRefs(hintId, error && errorId)}
          />
          <label htmlFor={`${id}-file`} className={`button button--secondary ${styles.pick}`}>
            <Trans>Choose an image</Trans>
          </label>
          {file && <p className={styles.fileName}>{file.name}</p>}
          <p id={hintId} className={formStyles.hint}>
            <Trans>JPEG, PNG or WebP, at most {profileImageMaxMegabytes} MB.</Trans>
          </p>
          {error && (
            <p id={errorId} role="alert" className={formStyles.fieldError}>
              {error}
            </p>
          )}
          {uploading && (
            <progress className={styles.progress} value={progress} max={1} aria-label={t`Upload progress`} />
          )}
          {file && (
            <div className={styles.actions}>
              <Button onClick={upload} loading={uploading}>
                <Trans>Upload image</Trans>
              </Button>
              <Button variant="secondary" onClick={cancel} disabled={uploading}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
