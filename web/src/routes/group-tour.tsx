import { GroupTourPage } from "../features/tours/group-tour-page";

/** /group-tour/{id} (tours layout). */
export const Component = GroupTourPage;
