import { SpecialTourPage } from "../features/tours/special-tour-page";

/** /special-tour/{id} (tours layout). */
export const Component = SpecialTourPage;
