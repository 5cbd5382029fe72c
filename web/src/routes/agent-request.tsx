import { RequestDetailPage } from "../features/agent-console/request-detail-page";

/** /agent/requests/{id}: one request of the agent's agency and its offer. */
export const Component = RequestDetailPage;
