import { useLingui } from "@lingui/react/macro";
import { type TripPaymentPart, travellerHeadcount } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { apiRequest, isNotFound } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { myTripRequestSummaryPath } from "../../lib/paths";
import { useQuery } from "../../lib/query";
import { requireIdToken } from "../auth/auth-store";
import { NotFoundPage } from "../errors/not-found-page";
import { requestDate } from "../trip-labels/format";
import { useTripLabels } from "../trip-labels/labels";
import { tripKeys } from "../trips/queries";
import { NotPaid, Receipt, ReceiptFrame } from "./receipt";

const parts: readonly string[] = ["deposit", "balance", "full"] satisfies TripPaymentPart[];
const isPart = (value: string): value is TripPaymentPart => parts.includes(value);

/**
 * The request as its owner reads it, with its agency's name, which only this answer carries: a key
 * of its own under the request's, so an answer without the name (a change request's) never stands in.
 */
function useRequestForReceipt(id: string) {
  return useQuery({
    queryKey: [...tripKeys.request(id), "receipt"],
    queryFn: async ({ signal }) =>
      apiRequest(routes.getMyTripRequest, { token: await requireIdToken(), signal, params: { id } }),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

/**
 * /account/trips/request/{id}/receipt/{part}: the receipt of one payment (deposit, balance or full
 * amount) of the signed-in traveller's booked tailored trip; the API answers only their own request.
 */
export function TripPaymentReceiptPage({ backLabel }: { backLabel: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const labels = useTripLabels();
  const { id = "", part = "" } = useParams();
  const query = useRequestForReceipt(id);
  if (!isPart(part) || (query.isError && isNotFound(query.error))) return <NotFoundPage />;
  const request = query.data;
  const payment = request?.payment?.payments.find((p) => p.part === part);
  const weeks = (n: number) => (n === 1 ? t`1 week` : t`${n} weeks`);
  const destination = request ? destinationName(request.destination, locale) : "";
  const content = !request ? undefined : !payment ? (
    <NotPaid />
  ) : (
    <Receipt
      facts={{
        reference: request.reference,
        paidAt: payment.paidAt,
        title: request.offer?.title ?? t`Tailored trip to ${destination}`,
        agencyName: request.agencyName,
        dates: requestDate(request.date, locale, weeks),
        travellers: travellerHeadcount(request.travellers),
        payment: labels.paymentPart[part],
        amountChf: payment.amountChf,
      }}
    />
  );
  return (
    <ReceiptFrame
      back={to(myTripRequestSummaryPath(id))}
      backLabel={backLabel}
      query={query}
      printable={Boolean(payment)}
    >
      {content}
    </ReceiptFrame>
  );
}
