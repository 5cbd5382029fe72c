import { RequestListPage } from "../features/agent-console/request-list-page";

/** /agent: the agents' console, the requests of the agent's own agency. */
export const Component = RequestListPage;
