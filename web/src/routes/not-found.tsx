import { NotFoundPage } from "../features/errors/not-found-page";

/** Unknown paths under every prefix. The page itself lives in features/errors, shared with the error boundary. */
export const Component = NotFoundPage;
