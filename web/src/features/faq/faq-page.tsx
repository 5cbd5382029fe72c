import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney, numberFormat } from "@tembea/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import { contactEmail } from "../errors/not-found-page";
import { depositPercent, holdMinutes, minimumBudgetChf, offerPromiseHours } from "./facts";
import styles from "./faq.module.css";

interface Question {
  question: string;
  answer: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  questions: Question[];
}

/**
 * One question and its answer, closed until opened. A native disclosure: it opens by mouse, keyboard
 * and screen reader without the app's JavaScript, so it works on the prerendered page before the
 * app has taken it over, and the browser's find in page opens the answer it finds.
 */
function QuestionItem({ question, answer }: Question) {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>{question}</summary>
      <div className={styles.answer}>{answer}</div>
    </details>
  );
}

/**
 * The /faq of docs/product-spec.md, section 2 (the 404 page and the footer link to it): booking, payment,
 * refunds, tailored trips.
 */
export function FaqPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageTitle(t`Frequently asked questions`);
  const email = (
    <a className={styles.email} href={`mailto:${contactEmail}`}>
      {contactEmail}
    </a>
  );
  const budget = formatMoney(minimumBudgetChf, "CHF", locale);
  const deposit = numberFormat(locale, { style: "percent" }).format(depositPercent / 100);

  const topics: Topic[] = [
    {
      id: "booking",
      title: t`Booking`,
      questions: [
        {
          question: t`How do I book a group tour?`,
          answer: (
            <p>
              <Trans>
                Choose a tour and one of its departure dates, tell us how many travellers come and which rooms
                you need, enter the travellers’ details and pay. Your booking is confirmed as soon as the
                payment has gone through, and we send you a confirmation by e-mail.
              </Trans>
            </p>
          ),
        },
        {
          question: t`Do I need an account to book?`,
          answer: (
            <p>
              <Trans>
                No, you can continue as a guest: we send everything to the e-mail address you give us. With an
                account you find all your trips under My trips. If you later sign up with the same e-mail
                address, your paid guest bookings appear there too.
              </Trans>
            </p>
          ),
        },
        {
          question: t`How long are my places held while I pay?`,
          answer: (
            <p>
              <Trans>
                When you go to the payment, your places are held for {holdMinutes} minutes. If you do not
                finish paying in that time, or you cancel the payment, nothing is charged and the places are
                released; you can then book again.
              </Trans>
            </p>
          ),
        },
        {
          question: t`What is a special tour?`,
          answer: (
            <p>
              <Trans>
                A special tour is a private tour for your own group. It has a fixed duration and a minimum and
                maximum group size; you choose the departure date, and the return date follows from the
                duration.
              </Trans>
            </p>
          ),
        },
        {
          question: t`Why do I get a code when I sign up?`,
          answer: (
            <p>
              <Trans>
                The six-digit code we e-mail you proves that the address is yours. Enter it to activate your
                account. If it does not arrive, check your spam folder or ask for a new code.
              </Trans>
            </p>
          ),
        },
      ],
    },
    {
      id: "payment",
      title: t`Payment`,
      questions: [
        {
          question: t`How do I pay?`,
          answer: (
            <p>
              <Trans>
                You pay securely through our payment provider, Stripe, by card (Visa, Mastercard, Maestro) or
                with Klarna. We never see your card details.
              </Trans>
            </p>
          ),
        },
        {
          question: t`In which currency am I charged?`,
          answer: (
            <p>
              <Trans>
                Always in Swiss francs (CHF): all our prices are set in CHF. You can show prices in euros or
                US dollars; those amounts are converted at the current exchange rate and are for your
                information only. Your bank may charge a fee for payments in a foreign currency.
              </Trans>
            </p>
          ),
        },
        {
          question: t`What happens if my payment does not go through?`,
          answer: (
            <p>
              <Trans>
                Nothing is charged. You are taken back to your booking’s summary and can pay again from there.
              </Trans>
            </p>
          ),
        },
        {
          question: t`Can each member of our group pay their own share?`,
          answer: (
            <p>
              <Trans>
                Yes. Write to us at {email} and we arrange a separate payment link for each person.
              </Trans>
            </p>
          ),
        },
      ],
    },
    {
      id: "refunds",
      title: t`Cancellation and refunds`,
      questions: [
        {
          question: t`How do I cancel a booking?`,
          answer: (
            <p>
              <Trans>
                Write to us at {email} from the e-mail address you booked with, and tell us your booking
                reference or the tour and its date.
              </Trans>
            </p>
          ),
        },
        {
          question: t`How much do I get back?`,
          answer: (
            <p>
              <Trans>
                Every tour has its own refund tiers, shown under “Cancellation and refunds” on the tour’s page
                and in your confirmation e-mail: for example, a full refund up to 60 days before departure,
                half of the price up to 30 days before, and no refund after that. The tier of the day we
                receive your cancellation applies.
              </Trans>
            </p>
          ),
        },
        {
          question: t`How is the refund paid?`,
          answer: (
            <p>
              <Trans>
                To the card or account you paid with, through our payment provider. Depending on your bank, it
                appears there within 5 to 10 working days.
              </Trans>
            </p>
          ),
        },
      ],
    },
    {
      id: "tailored-trips",
      title: t`Tailored trips`,
      questions: [
        {
          question: t`How does a tailored trip request work?`,
          answer: (
            <p>
              <Trans>
                Choose a country under <Link to={to("/tailored-trips")}>Tailored trips</Link> and tell us in a
                few steps when you travel, who comes along, how you like to stay, what you want to experience
                and your budget. Requesting a quote is free and non-binding. You create an account or log in
                on the way, so you can follow your request under My trips.
              </Trans>
            </p>
          ),
        },
        {
          question: t`When do I receive my offer?`,
          answer: (
            <p>
              <Trans>
                A local agent replies with a personal offer within {offerPromiseHours} hours. We tell you by
                e-mail as soon as it is ready, and you find it under My trips.
              </Trans>
            </p>
          ),
        },
        {
          question: t`What budget do I need?`,
          answer: (
            <p>
              <Trans>
                At least {budget} per person, without flights, visas, insurance and personal expenses. It
                covers accommodation, experiences, meals, support and local transport.
              </Trans>
            </p>
          ),
        },
        {
          question: t`Can I change the offer?`,
          answer: (
            <p>
              <Trans>
                Yes. On your trip request under My trips, send the agent a change request, and they revise the
                offer for you.
              </Trans>
            </p>
          ),
        },
        {
          question: t`How do I pay for a tailored trip?`,
          answer: (
            <p>
              <Trans>
                Accept the offer on your trip’s page before the date it is valid until. You pay either a
                deposit of {deposit} now and the balance later from the same page, or the whole amount at
                once, in Swiss francs like every booking.
              </Trans>
            </p>
          ),
        },
      ],
    },
  ];

  return (
    <>
      <section className={styles.hero}>
        <Container>
          <h1>
            <Trans>Frequently asked questions</Trans>
          </h1>
          <p className={styles.intro}>
            <Trans>
              Booking, payment, cancellations and tailored trips: the answers to what travellers ask us most.
            </Trans>
          </p>
          <nav aria-label={t`Topics`}>
            <ul className={styles.topics}>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a href={`#${topic.id}`}>{topic.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
      <Container className={styles.body}>
        {topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-heading`}
            className={styles.topic}
          >
            <h2 id={`${topic.id}-heading`} className={styles.topicTitle}>
              {topic.title}
            </h2>
            {topic.questions.map((item) => (
              <QuestionItem key={item.question} question={item.question} answer={item.answer} />
            ))}
          </section>
        ))}
        <p className={styles.more}>
          <Trans>Another question? Write to us at {email}.</Trans>
        </p>
      </Container>
    </>
  );
}

/** The route table's page: /faq. */
export { FaqPage as Component };
