import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { ReviewInputSchema, reviewTextMax } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import * as z from "zod/mini";
import { ApiRequestError, apiRequest } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { formatMonth } from "../../lib/format";
import { tourPath } from "../../lib/paths";
import { useMutation, useQuery } from "../../lib/query";
import { Button, ButtonLink } from "../../ui/button";
import { CharacterCount, characterCountRef } from "../../ui/form/character-count";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FieldError, FormAlert, idRefs } from "../../ui/form/form-fields";
import { formMessageKey, useOnFieldEdit } from "../../ui/form/server-errors";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { Skeleton } from "../../ui/skeleton";
import styles from "./review-form.module.css";
import { StarRatingInput } from "./star-rating-input";

/** Radio buttons give their value as text ("4"), or null when none is chosen. */
const FormSchema = z.extend(z.omit(ReviewInputSchema, { token: true }), {
  rating: z.pipe(
    z.transform((value) =>
      value === null || value === undefined || value === "" ? undefined : Number(value),
    ),
    ReviewInputSchema.shape.rating,
  ),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

/** The link's token is in the fragment (#token=…), which never reaches a server log. */
function tokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") || undefined;
}

const isGone = (error: unknown) => error instanceof ApiRequestError && error.code === "NOT_FOUND";

function Unable({ headingRef }: { headingRef?: React.Ref<HTMLHeadingElement> }) {
  const to = useLocalizedPath();
  return (
    <div className={styles.card} data-testid="review-unavailable">
      <h1 ref={headingRef} tabIndex={-1}>
        <Trans>Unable to access review</Trans>
      </h1>
      <p>
        <Trans>This review link has already been used or is not valid.</Trans>
      </p>
      <ButtonLink to={to("/")}>
        <Trans>Back to homepage</Trans>
      </ButtonLink>
    </div>
  );
}

/** /review (empty layout): rate a trip once, through the link mailed after it ended. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Review your trip`);
  const locale = useLocale();
  const to = useLocalizedPath();
  const message = useFieldMessage();
  const { hash } = useLocation();
  const [token] = useState(() => tokenOf(hash));
  const invitation = useQuery({
    queryKey: ["review-invitation", token],
    queryFn: ({ signal }) =>
      apiRequest(routes.openReviewInvitation, { body: { token: token as string }, signal }),
    enabled: Boolean(token),
    retry: (failures, error) => !isGone(error) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const submit = useMutation({
    mutationFn: (input: FormOutput) =>
      // The page's language is the review's, so a page in another language can say which it is.
      apiRequest(routes.submitReview, { body: { ...input, token: token as string, locale } }),
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { text: "" },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  // A failed send is about the review as it was: changing the stars or the text starts another.
  useOnFieldEdit(form, () => {
    if (submit.isError) submit.reset();
  });
  const rating = watch("rating");
  const textLength = watch("text").trim().length; // as the schema measures it
  // The form is replaced by its answer: focus follows, so screen readers read the outcome.
  const outcome = useRef<HTMLHeadingElement>(null);
  const answered = submit.isSuccess || (submit.isError && isGone(submit.error));
  useEffect(() => {
    if (answered) outcome.current?.focus();
  }, [answered]);

  let content: React.ReactNode;
  if (
    !token ||
    (invitation.isError && isGone(invitation.error)) ||
    (submit.isError && isGone(submit.error))
  ) {
    content = <Unable headingRef={outcome} />;
  } else if (invitation.isError) {
    content = (
      <div className={styles.card}>
        <FormAlert>{message(formMessageKey(invitation.error))}</FormAlert>
        <Button
          variant="secondary"
          loading={invitation.isRefetching}
          onClick={() => void invitation.refetch()}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!invitation.data) {
    content = (
      <Loading label={t`Loading…`} className={styles.card} aria-busy="true">
        <Skeleton height="2rem" width="70%" />
        <Skeleton height="9rem" />
      </Loading>
    );
  } else if (submit.isSuccess) {
    const tour = invitation.data;
    content = (
      <div className={styles.card} role="status" data-testid="review-thanks">
        <h1 ref={outcome} tabIndex={-1}>
          <Trans>Thank you for your review!</Trans>
        </h1>
        <p>
          <Trans>It helps other travellers choose their trip.</Trans>
        </p>
        <ButtonLink to={to(tourPath(tour.tourKind, tour.tourId))}>
          <Trans>See the tour</Trans>
        </ButtonLink>
      </div>
    );
  } else {
    const { tourTitle, authorName, travelledIn } = invitation.data;
    const title = tourTitle[locale];
    const month = formatMonth(travelledIn, locale);
    content = (
      <div className={styles.card}>
        <h1>
          <Trans>How was your trip?</Trans>
        </h1>
        <p>
          <Trans>
            {authorName}, tell other travellers about {title} ({month}).
          </Trans>
        </p>
        <form className={styles.form} noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
          <FormAlert>{submit.isError && message(formMessageKey(submit.error))}</FormAlert>
          <StarRatingInput
            value={rating ? Number(rating) : undefined}
            error={errors.rating && message(errors.rating.message)}
            {...register("rating")}
          />
          <div>
            <label htmlFor="review-text" className={styles.label}>
              <Trans>Your experience</Trans>
            </label>
            <textarea
              id="review-text"
              className={styles.textarea}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={idRefs(
                characterCountRef("review-text", textLength, reviewTextMax),
                errors.text && "review-text-error",
              )}
              {...register("text")}
            />
            <CharacterCount id="review-text" length={textLength} max={reviewTextMax} />
            <FieldError id="review-text" message={errors.text && message(errors.text.message)} />
          </div>
          <Button type="submit" loading={submit.isPending}>
            <Trans>Submit review</Trans>
          </Button>
        </form>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <p>
        <Link to={to("/")}>Tembea</Link>
      </p>
      {content}
    </div>
  );
}
