import type { Destination, DestinationSlug } from "./destination.js";
import { destinationNames } from "./destination-names.js";
import type { LocalizedText } from "./locale.js";

/** What the destinations page and the home page's cards say of each destination. */
const descriptions: Readonly<Record<DestinationSlug, LocalizedText>> = {
  benin: {
    en: "The cradle of Vodun: royal palaces of Abomey, the stilt village of Ganvié and the wild parks of the north.",
    de: "Die Wiege des Vodun: Königspaläste von Abomey, das Pfahldorf Ganvié und die wilden Parks im Norden.",
    fr: "Le berceau du vaudou : les palais royaux d’Abomey, la cité lacustre de Ganvié et les parcs sauvages du nord.",
  },
  "cape-verde": {
    en: "Atlantic islands of volcanic peaks, morna music and long white beaches.",
    de: "Atlantikinseln mit Vulkangipfeln, Morna-Musik und langen weissen Stränden.",
    fr: "Des îles de l’Atlantique aux sommets volcaniques, à la morna et aux longues plages blanches.",
  },
  "cote-d-ivoire": {
    en: "Lively Abidjan, the colonial streets of Grand-Bassam and the rainforest of Taï.",
    de: "Das lebendige Abidjan, die Kolonialstrassen von Grand-Bassam und der Regenwald von Taï.",
    fr: "Abidjan la vibrante, les rues coloniales de Grand-Bassam et la forêt de Taï.",
  },
  "democratic-republic-of-the-congo": {
    en: "Mountain gorillas, the Congo River and the volcanoes of Virunga.",
    de: "Berggorillas, der Kongo-Fluss und die Vulkane der Virunga.",
    fr: "Les gorilles de montagne, le fleuve Congo et les volcans des Virunga.",
  },
  ghana: {
    en: "Castles of the Gold Coast, Ashanti culture in Kumasi and the canopy walk of Kakum.",
    de: "Burgen der Goldküste, Ashanti-Kultur in Kumasi und der Baumkronenpfad von Kakum.",
    fr: "Les forts de la Côte-de-l’Or, la culture ashanti à Kumasi et la canopée de Kakum.",
  },
  kenya: {
    en: "The Great Migration in the Maasai Mara, Mount Kenya and the Swahili coast.",
    de: "Die grosse Tierwanderung in der Maasai Mara, der Mount Kenya und die Swahili-Küste.",
    fr: "La grande migration du Maasai Mara, le mont Kenya et la côte swahilie.",
  },
  morocco: {
    en: "Medinas of Marrakesh and Fes, the Atlas mountains and the dunes of the Sahara.",
    de: "Medinas von Marrakesch und Fès, das Atlasgebirge und die Dünen der Sahara.",
    fr: "Les médinas de Marrakech et de Fès, l’Atlas et les dunes du Sahara.",
  },
  namibia: {
    en: "Red dunes of Sossusvlei, Etosha's waterholes and the Skeleton Coast.",
    de: "Rote Dünen von Sossusvlei, die Wasserstellen der Etosha und die Skelettküste.",
    fr: "Les dunes rouges de Sossusvlei, les points d’eau d’Etosha et la Skeleton Coast.",
  },
  rwanda: {
    en: "The land of a thousand hills: gorilla trekking, Lake Kivu and green tea terraces.",
    de: "Das Land der tausend Hügel: Gorilla-Trekking, der Kivusee und grüne Teeterrassen.",
    fr: "Le pays des mille collines : gorilles, lac Kivu et terrasses de thé.",
  },
  senegal: {
    en: "Dakar's music, the island of Gorée, the pink lake and the Saloum delta.",
    de: "Die Musik Dakars, die Insel Gorée, der rosa See und das Saloum-Delta.",
    fr: "La musique de Dakar, l’île de Gorée, le lac Rose et le delta du Saloum.",
  },
  "south-africa": {
    en: "Cape Town and Table Mountain, the Garden Route and the Big Five in Kruger.",
    de: "Kapstadt und der Tafelberg, die Garden Route und die Big Five im Kruger.",
    fr: "Le Cap et la montagne de la Table, la Garden Route et les Big Five du Kruger.",
  },
  tanzania: {
    en: "The Serengeti, the Ngorongoro crater, Kilimanjaro and the beaches of Zanzibar.",
    de: "Die Serengeti, der Ngorongoro-Krater, der Kilimandscharo und die Strände Sansibars.",
    fr: "Le Serengeti, le cratère du Ngorongoro, le Kilimandjaro et les plages de Zanzibar.",
  },
};

/**
 * The twelve destinations of docs/product-spec.md, section 3. This is domain data: the local twin seeds it
 * into the table and the deploy seeds it into DynamoDB; handlers read the table, never this list.
 */
export const destinations: readonly Destination[] = destinationNames.map((destination) => ({
  ...destination,
  description: descriptions[destination.slug],
}));

/**
 * The IANA time zone of each destination: a refund tier counts the days before a departure in the
 * departure's own calendar (a traveller cancelling at 23:30 in Zürich may already be a day closer in
 * Nairobi). A country with more than one zone takes the one its tours start in: the Democratic
 * Republic of the Congo's capital, Kinshasa.
 */
export const destinationTimeZones: Readonly<Record<DestinationSlug, string>> = {
  benin: "Africa/Porto-Novo",
  "cape-verde": "Atlantic/Cape_Verde",
  "cote-d-ivoire": "Africa/Abidjan",
  "democratic-republic-of-the-congo": "Africa/Kinshasa",
  ghana: "Africa/Accra",
  kenya: "Africa/Nairobi",
  morocco: "Africa/Casablanca",
  namibia: "Africa/Windhoek",
  rwanda: "Africa/Kigali",
  senegal: "Africa/Dakar",
  "south-africa": "Africa/Johannesburg",
  tanzania: "Africa/Dar_es_Salaam",
};

/**
 * Country names that are not destinations. Madagascar has a name translation in the product spec but no
 * destination entry; it is kept here so it is never mistaken for one.
 */
export const otherCountryNames: Readonly<Record<"madagascar", LocalizedText>> = {
  madagascar: { en: "Madagascar", de: "Madagaskar", fr: "Madagascar" },
};
