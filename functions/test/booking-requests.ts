/**
 * The body of a group-tour booking hold as the booking form sends it: two adults in one shared
 * room, a Swiss lead traveller. Tests that only need "a valid booking" build it here, so a change
 * to the booking request's shape is made once.
 */
export function groupTourBookingRequest(tourId: string, departureDate: string, email: string) {
  return {
    tourId,
    departureDate,
    rooms: { sharedRooms: 1, singleRooms: 0 },
    travellers: {
      lead: {
        firstName: "Jonas",
        lastName: "Keller",
        email,
        phone: { country: "CH", number: "079 123 45 67" },
        nationality: "CH",
        birthDate: "1984-03-03",
      },
      others: [{ firstName: "Mia", lastName: "Keller", birthDate: "1985-05-05" }],
    },
    acceptTerms: true,
    locale: "en",
    displayCurrency: "CHF",
  };
}
