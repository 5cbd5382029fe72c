import { GroupTourListPage } from "../features/tours/tour-list-page";

/** /group-tours and /group-tours/{destination}: the list lives in features/tours. */
export const Component = GroupTourListPage;
