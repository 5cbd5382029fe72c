import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Locale,
  locales,
  type TourPhoto,
  type TourPhotoFailure,
  tourPhotoMaxMegabytes,
  tourPhotoMinHeight,
  tourPhotoMinWidth,
  tourPhotosPerTour,
  tourPhotoTypes,
} from "@tembea/shared";
import { type ChangeEvent, useId, useState } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { ApiRequestError } from "../../api/client";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { useFieldMessage } from "../../ui/form/field-messages";
import formStyles from "../../ui/form/form.module.css";
import { idRefs } from "../../ui/form/form-fields";
import { formMessageKey } from "../../ui/form/server-errors";
import { imageUrl } from "../../ui/image-sources";
import { toast } from "../../ui/toast";
import { type DraftShape, missingLanguages, type TourFormValues } from "./form-values";
import { useTourLabels } from "./labels";
import { MissingHint, TextInput } from "./language-tabs";
import {
  checkFiles,
  coverAfterAdding,
  coverAfterRemoval,
  type FileProblem,
  isStalled,
  moveTarget,
  notInDraft,
  statesById,
} from "./photos";
import { useDeletePhoto, useTourPhotos, useUploadPhoto } from "./queries";
import styles from "./tour-editor.module.css";
import { fieldId } from "./tour-form";

type Form = UseFormReturn<TourFormValues, unknown, DraftShape>;

/** An upload under way or refused by the storage, by photo id. */
interface Upload {
  name: string;
  progress: number;
  failed?: boolean;
}

function usePhotoMessages() {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const max = tourPhotoMaxMegabytes;
  const count = tourPhotosPerTour;
  const width = tourPhotoMinWidth;
  const height = tourPhotoMinHeight;
  return {
    problem: (problem: FileProblem | undefined): string => {
      switch (problem) {
        case "imageType":
          return fieldMessage("imageType");
        case "imageTooLarge":
          return t`A photo may have at most ${max} MB.`;
        case "tooManyPhotos":
          return t`A tour has at most ${count} photos.`;
        default:
          return fieldMessage(undefined);
      }
    },
    failure: (reason: TourPhotoFailure | undefined): string => {
      switch (reason) {
        case "notAnImage":
          return t`This file is not a JPEG, PNG or WebP image.`;
        case "photoTooSmall":
          return t`The photo is smaller than ${width} × ${height} pixels.`;
        case "photoTooLarge":
          return t`The photo has too many pixels to be processed.`;
        default:
          return t`The photo could not be read.`;
      }
    },
  };
}

/** What an upload's failure means, from the API's answer. */
function problemOf(error: unknown): FileProblem | "uploadFailed" {
  if (error instanceof ApiRequestError) {
    if (error.code === "TOO_MANY_PHOTOS") return "tooManyPhotos";
    const key = error.code === "VALIDATION_FAILED" ? Object.values(error.fields ?? {})[0] : undefined;
    if (key === "imageType" || key === "imageTooLarge") return key;
  }
  return "uploadFailed";
}

/** A photo's state: uploading (progress), processing, failed (why) or ready (its thumbnail). */
function PhotoState({
  upload,
  listed,
  uploadLabel,
  gone = false,
}: {
  upload: Upload | undefined;
  listed: TourPhoto | undefined;
  uploadLabel: string;
  /** The list is loaded and lacks the photo: deleted (in another tab) while the draft still names it. */
  gone?: boolean;
}) {
  const messages = usePhotoMessages();
  const fieldMessage = useFieldMessage();
  if (upload?.failed || (listed && isStalled(listed))) {
    return (
      <p className={`${styles.photoFrame} ${formStyles.fieldError}`} role="alert">
        {fieldMessage("uploadMissing")}
      </p>
    );
  }
  if (upload) {
    return (
      <div className={styles.photoFrame}>
        <progress value={upload.progress} max={1} aria-label={uploadLabel} />
      </div>
    );
  }
  if (gone) {
    return (
      <p className={`${styles.photoFrame} ${formStyles.fieldError}`}>
        <Trans>This photo was deleted: remove it from the tour.</Trans>
      </p>
    );
  }
  if (listed?.status === "ready" && listed.base) {
    return (
      <img
        className={styles.photoFrame}
        src={imageUrl(listed.base, 320)}
        alt=""
        width={320}
        height={213}
        data-testid="photo-thumbnail"
      />
    );
  }
  if (listed?.status === "failed") {
    return (
      <p className={`${styles.photoFrame} ${formStyles.fieldError}`} data-testid="photo-failed">
        {messages.failure(listed.reason)}
      </p>
    );
  }
  return (
    <p className={`${styles.photoFrame} ${styles.muted}`} data-testid="photo-processing">
      <Trans>Processing…</Trans>
    </p>
  );
}

function DeletePhotoButton({
  number,
  photoId,
  onDeleted,
  tourId,
}: {
  number: number;
  photoId: string;
  onDeleted: () => void;
  tourId: string;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const remove = useDeletePhoto(tourId);
  const confirm = async () => {
    setError(undefined);
    try {
      await remove.mutateAsync(photoId);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === "PHOTO_IN_USE") {
        setError(
          t`Travellers see this photo on the published page. Publish the tour without it first, then delete it.`,
        );
        return;
      }
      // Already gone (deleted in another tab): the form lets it go all the same.
      if (!(failure instanceof ApiRequestError && failure.code === "NOT_FOUND")) {
        setError(message(formMessageKey(failure)));
        return;
      }
    }
    setOpen(false);
    onDeleted();
  };
  return (
    <Dialog
      title={t`Delete photo ${number}?`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
      trigger={
        <Button variant="secondary" className={styles.smallButton} aria-label={t`Delete photo ${number}`}>
          <Trans>Delete</Trans>
        </Button>
      }
    >
      <p>
        <Trans>The photo and its renderings are deleted for good.</Trans>
      </p>
      {error && (
        <p role="alert" className={formStyles.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.itemActions}>
        <Button loading={remove.isPending} onClick={() => void confirm()}>
          <Trans>Delete the photo</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          <Trans>Keep it</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The tour's photos: upload (checked here with the shared rules first), each one's progress, then its
 * processing until the API says ready or failed; alt texts in the three languages, the cover, the
 * order, deletion. Order, alt texts and cover are the draft's: they are saved with it.
 */
export function PhotosSection({ form, tourId }: { form: Form; tourId: string }) {
  const { t } = useLingui();
  const id = useId();
  const labels = useTourLabels();
  const messages = usePhotoMessages();
  const photos = useFieldArray({ control: form.control, name: "photos", keyName: "key" });
  const values = form.watch("photos");
  const cover = form.watch("coverPhotoId");
  const listedQuery = useTourPhotos(tourId);
  const listed = listedQuery.data?.photos;
  const states = statesById(listed);
  const uploadPhoto = useUploadPhoto(tourId);
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);

  const setUpload = (photoId: string, upload: Upload | undefined) =>
    setUploads((all) => {
      const { [photoId]: _, ...rest } = all;
      return upload ? { ...rest, [photoId]: upload } : rest;
    });

  const setCover = (photoId: string) =>
    form.setValue("coverPhotoId", photoId, { shouldDirty: true, shouldValidate: false });

  const add = (photoId: string) => {
    photos.append({ photoId, alt: { en: "", de: "", fr: "" } }, { shouldFocus: false });
    setCover(coverAfterAdding(form.getValues("coverPhotoId"), photoId));
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    const { accepted, refused } = checkFiles(files, form.getValues("photos").length);
    const found = refused.map(({ file, problem }) => `${file.name}: ${messages.problem(problem)}`);
    setProblems(found);
    setBusy(true);
    // One after the other: the photos join the tour in the order chosen.
    for (const file of accepted) {
      let slot: string | undefined;
      try {
        await uploadPhoto(
          file,
          (photoId) => {
            slot = photoId;
            setUpload(photoId, { name: file.name, progress: 0 });
            add(photoId);
          },
          (progress) => slot && setUpload(slot, { name: file.name, progress }),
        );
        if (slot) setUpload(slot, undefined);
        setAnnouncement(t`${file.name} is uploaded and being processed.`);
      } catch (error) {
        if (slot) setUpload(slot, { name: file.name, progress: 0, failed: true });
        else {
          const problem = problemOf(error);
          found.push(
            `${file.name}: ${problem === "uploadFailed" ? messages.problem(undefined) : messages.problem(problem)}`,
          );
          setProblems([...found]);
        }
      }
    }
    setBusy(false);
  };

  const move = (index: number, direction: "earlier" | "later") => {
    const to = moveTarget(index, direction, photos.fields.length);
    if (to === undefined) return;
    photos.move(index, to);
    const from = index + 1;
    const now = to + 1;
    setAnnouncement(t`Photo ${from} is now photo ${now}.`);
    // The focus stays with the photo, on the same button, or the other one at an end of the list.
    requestAnimationFrame(() => {
      const same = document.getElementById(`${fieldId(`photos.${to}`)}-${direction}`) as HTMLButtonElement;
      const other = document.getElementById(
        `${fieldId(`photos.${to}`)}-${direction === "earlier" ? "later" : "earlier"}`,
      );
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const removed = (index: number, photoId: string) => {
    setCover(coverAfterRemoval(form.getValues("photos"), form.getValues("coverPhotoId"), photoId));
    photos.remove(index);
    setUpload(photoId, undefined);
    toast(t`Photo deleted. Save the draft to keep the change.`);
    requestAnimationFrame(() => document.getElementById(`${id}-file`)?.focus());
  };

  const unsaved = notInDraft(listed, values ?? []).filter((photo) => !uploads[photo.photoId]);
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;

  return (
    <section
      className={styles.section}
      aria-labelledby={fieldId("coverPhotoId")}
      data-testid="photos-section"
    >
      <h2 id={fieldId("coverPhotoId")} tabIndex={-1} className={styles.sectionTitle}>
        <Trans>Photos</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          The cover shows on the tour's card and above its page; the other photos follow on the page in this
          order. Each photo needs a short description in every language for travellers who cannot see it.
        </Trans>
      </p>
      <div className={styles.itemActions}>
        {/* The native input stays the control (focus, keyboard, screen readers); the label is its
            visible, translated button, as the browser's own button text is not ours. */}
        <input
          id={`${id}-file`}
          type="file"
          multiple
          accept={tourPhotoTypes.join(",")}
          className={`visually-hidden ${styles.photoInput}`}
          onChange={(event) => void choose(event)}
          disabled={busy}
          aria-describedby={idRefs(hintId, problems.length > 0 && problemsId)}
        />
        <label htmlFor={`${id}-file`} className={`button button--secondary ${styles.photoPick}`}>
          <Trans>Add photos</Trans>
        </label>
      </div>
      <p id={hintId} className={formStyles.hint}>
        <Trans>
          JPEG, PNG or WebP, at least {tourPhotoMinWidth} × {tourPhotoMinHeight} pixels, at most{" "}
          {tourPhotoMaxMegabytes} MB each; up to {tourPhotosPerTour} photos. They are cropped to 3:2.
        </Trans>
      </p>
      {problems.length > 0 && (
        <div id={problemsId} role="alert" className={formStyles.fieldError} data-testid="photo-problems">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="photos-announcement">
        {announcement}
      </p>

      {photos.fields.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No photos yet.</Trans>
        </p>
      ) : (
        <ol className={styles.items} aria-labelledby={fieldId("coverPhotoId")}>
          {photos.fields.map((field, index) => {
            const number = index + 1;
            const photoId = field.photoId;
            const alt = values?.[index]?.alt;
            const headingId = fieldId(`photos.${index}`);
            return (
              <li key={field.key} className={`${styles.item} ${styles.photo}`} data-testid="editor-photo">
                <PhotoState
                  upload={uploads[photoId]}
                  listed={states.get(photoId)}
                  gone={listed !== undefined && !states.has(photoId) && !uploads[photoId]}
                  uploadLabel={t`Upload of photo ${number}`}
                />
                <div className={styles.photoFields}>
                  <div className={styles.itemHead}>
                    <h3 id={headingId} tabIndex={-1}>
                      <Trans>Photo {number}</Trans>
                    </h3>
                    <label className={styles.coverChoice}>
                      <input
                        type="radio"
                        name={`${id}-cover`}
                        value={photoId}
                        checked={cover === photoId}
                        onChange={() => setCover(photoId)}
                        aria-describedby={headingId}
                      />{" "}
                      <Trans>Cover photo</Trans>
                    </label>
                  </div>
                  {locales.map((locale: Locale) => (
                    <TextInput
                      key={locale}
                      id={fieldId(`photos.${index}.alt`, locale)}
                      lang={locale}
                      label={<Trans>Description ({labels.languageIn[locale]})</Trans>}
                      {...form.register(`photos.${index}.alt.${locale}`)}
                    />
                  ))}
                  <MissingHint missing={missingLanguages(alt)} />
                  <div className={styles.itemActions}>
                    <Button
                      id={`${headingId}-earlier`}
                      variant="secondary"
                      className={styles.smallButton}
                      disabled={index === 0}
                      onClick={() => move(index, "earlier")}
                      aria-label={t`Move photo ${number} earlier`}
                    >
                      <Trans>Earlier</Trans>
                    </Button>
                    <Button
                      id={`${headingId}-later`}
                      variant="secondary"
                      className={styles.smallButton}
                      disabled={index === photos.fields.length - 1}
                      onClick={() => move(index, "later")}
                      aria-label={t`Move photo ${number} later`}
                    >
                      <Trans>Later</Trans>
                    </Button>
                    <DeletePhotoButton
                      number={number}
                      photoId={photoId}
                      tourId={tourId}
                      onDeleted={() => removed(index, photoId)}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {unsaved.length > 0 && (
        <div className={styles.items}>
          <h3 className={formStyles.label}>
            <Trans>Uploaded, not in the tour yet</Trans>
          </h3>
          <ul className={styles.items}>
            {unsaved.map((photo, index) => {
              const number = index + 1;
              return (
                <li key={photo.photoId} className={`${styles.item} ${styles.photo}`}>
                  <PhotoState upload={undefined} listed={photo} uploadLabel="" />
                  <div className={styles.itemActions}>
                    <Button
                      variant="secondary"
                      className={styles.smallButton}
                      onClick={() => add(photo.photoId)}
                      aria-label={t`Add to the tour: uploaded photo ${number}`}
                    >
                      <Trans>Add to the tour</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
