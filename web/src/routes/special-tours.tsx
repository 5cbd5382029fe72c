import { SpecialTourListPage } from "../features/tours/tour-list-page";

/** /special-tours and /special-tours/{destination}: the list lives in features/tours. */
export const Component = SpecialTourListPage;
