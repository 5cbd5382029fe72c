import { FaqPage } from "../features/faq/faq-page";

/** /faq (default layout), linked from the 404 page and the footer. */
export const Component = FaqPage;
