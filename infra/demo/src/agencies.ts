import type { DemoAgency } from "./types.js";

/** Local agencies of the demo catalogue: invented names, one per destination that has tours. */
export const demoAgencies: DemoAgency[] = [
  {
    id: "mara-horizon-safaris",
    name: "Mara Horizon Safaris",
    destinations: ["kenya"],
    city: { en: "Nairobi", de: "Nairobi", fr: "Nairobi" },
    about: {
      en: "A Nairobi team of guides who grew up between the Rift Valley and the Mara. They drive their own pop-up-roof Land Cruisers, work with Maasai-owned conservancies and keep groups small so every seat is a window seat.",
      de: "Ein Team aus Nairobi, dessen Guides zwischen dem Rift Valley und der Mara aufgewachsen sind. Sie fahren eigene Land Cruiser mit Hubdach, arbeiten mit Conservancies in Maasai-Besitz zusammen und halten die Gruppen klein, damit jeder einen Fensterplatz hat.",
      fr: "Une équipe de Nairobi dont les guides ont grandi entre la vallée du Rift et le Mara. Elle roule dans ses propres Land Cruiser à toit ouvrant, travaille avec des conservancies gérées par les Maasaï et limite la taille des groupes pour que chacun ait une place côté fenêtre.",
    },
  },
  {
    id: "kilima-routes",
    name: "Kilima Routes",
    destinations: ["tanzania"],
    city: { en: "Arusha", de: "Arusha", fr: "Arusha" },
    about: {
      en: "Founded in Arusha by two former park rangers, Kilima Routes runs safaris across the northern circuit and onwards to Zanzibar. Their guides speak English, French and Swahili, and a share of every trip goes to a school in Mto wa Mbu.",
      de: "Kilima Routes wurde in Arusha von zwei ehemaligen Rangern gegründet und organisiert Safaris auf der Nordroute bis nach Sansibar. Die Guides sprechen Englisch, Französisch und Swahili, und ein Teil jeder Reise geht an eine Schule in Mto wa Mbu.",
      fr: "Fondée à Arusha par deux anciens rangers, Kilima Routes organise des safaris sur le circuit nord jusqu’à Zanzibar. Ses guides parlent anglais, français et swahili, et une part de chaque voyage finance une école de Mto wa Mbu.",
    },
  },
  {
    id: "atlas-dunes-voyages",
    name: "Atlas & Dunes Voyages",
    destinations: ["morocco"],
    city: { en: "Marrakesh", de: "Marrakesch", fr: "Marrakech" },
    about: {
      en: "A family business from Marrakesh with roots in the Draa valley. They know the riads of the medinas as well as the mule tracks of the High Atlas, and their drivers and mountain guides have worked with them for years.",
      de: "Ein Familienbetrieb aus Marrakesch mit Wurzeln im Draa-Tal. Das Team kennt die Riads der Medinas ebenso gut wie die Maultierpfade des Hohen Atlas, und die Fahrer und Bergführer sind seit Jahren dabei.",
      fr: "Une entreprise familiale de Marrakech originaire de la vallée du Drâa. Elle connaît aussi bien les riads des médinas que les sentiers muletiers du Haut Atlas, et ses chauffeurs et guides de montagne travaillent avec elle depuis des années.",
    },
  },
  {
    id: "red-dune-expeditions",
    name: "Red Dune Expeditions",
    destinations: ["namibia"],
    city: { en: "Windhoek", de: "Windhoek", fr: "Windhoek" },
    about: {
      en: "A Windhoek outfitter specialising in small-group journeys through the Namib and Etosha. Their guides are Namibian, many of them fluent in German, and they combine lodges with carefully chosen campsites.",
      de: "Ein Reiseveranstalter aus Windhoek, spezialisiert auf Kleingruppenreisen durch die Namib und die Etosha. Die Guides sind Namibier, viele sprechen fliessend Deutsch, und die Routen verbinden Lodges mit sorgfältig ausgewählten Campingplätzen.",
      fr: "Un organisateur de Windhoek spécialisé dans les voyages en petit groupe à travers le Namib et Etosha. Ses guides sont namibiens, beaucoup parlent couramment allemand, et les circuits associent lodges et campings soigneusement choisis.",
    },
  },
  {
    id: "fynbos-bush-journeys",
    name: "Fynbos & Bush Journeys",
    destinations: ["south-africa"],
    city: { en: "Cape Town", de: "Kapstadt", fr: "Le Cap" },
    about: {
      en: "A Cape Town agency that pairs the coast with the bush: Garden Route road trips, Winelands stays and Big Five safaris in and around Kruger. They favour owner-run guesthouses and work with community guides in each region.",
      de: "Eine Agentur aus Kapstadt, die Küste und Busch verbindet: Rundreisen auf der Garden Route, Tage in den Winelands und Big-Five-Safaris im und um den Kruger. Sie wählt bevorzugt inhabergeführte Gästehäuser und arbeitet in jeder Region mit lokalen Guides.",
      fr: "Une agence du Cap qui associe la côte et la brousse : road trips sur la Garden Route, séjours dans les Winelands et safaris Big Five dans et autour du Kruger. Elle privilégie les maisons d’hôtes tenues par leurs propriétaires et travaille avec des guides locaux dans chaque région.",
    },
  },
  {
    id: "ikaze-highlands-travel",
    name: "Ikaze Highlands Travel",
    destinations: ["rwanda"],
    city: { en: "Kigali", de: "Kigali", fr: "Kigali" },
    about: {
      en: "Ikaze means welcome in Kinyarwanda. This Kigali team handles gorilla permits, park bookings and lakeside stays, and its guides have walked the slopes of the Virunga volcanoes for more than a decade.",
      de: "Ikaze heisst auf Kinyarwanda willkommen. Das Team aus Kigali kümmert sich um Gorilla-Permits, Parkreservierungen und Unterkünfte am See, und seine Guides sind seit über zehn Jahren an den Hängen der Virunga-Vulkane unterwegs.",
      fr: "Ikaze signifie bienvenue en kinyarwanda. Cette équipe de Kigali s’occupe des permis gorilles, des réservations dans les parcs et des séjours au bord du lac, et ses guides arpentent les pentes des volcans des Virunga depuis plus de dix ans.",
    },
  },
  {
    id: "teranga-escapades",
    name: "Teranga Escapades",
    destinations: ["senegal"],
    city: { en: "Dakar", de: "Dakar", fr: "Dakar" },
    about: {
      en: "Teranga is the Wolof word for hospitality, and this Dakar agency takes it seriously: family-run guesthouses, local boatmen in the Saloum delta and musicians who open their doors in the evening. Tours are guided in French and English.",
      de: "Teranga ist das Wolof-Wort für Gastfreundschaft, und diese Agentur aus Dakar nimmt es ernst: familiengeführte Gästehäuser, einheimische Bootsführer im Saloum-Delta und Musiker, die abends ihre Türen öffnen. Geführt wird auf Französisch und Englisch.",
      fr: "La teranga, c’est l’hospitalité en wolof, et cette agence dakaroise en a fait sa règle : maisons d’hôtes familiales, piroguiers du delta du Saloum et musiciens qui ouvrent leur porte le soir. Les circuits sont guidés en français et en anglais.",
    },
  },
  {
    id: "adinkra-trails",
    name: "Adinkra Trails",
    destinations: ["ghana"],
    city: { en: "Accra", de: "Accra", fr: "Accra" },
    about: {
      en: "An Accra agency run by a historian and a former hotel manager. Their heritage tours link the castles of the coast with Ashanti traditions in Kumasi and the savannah of the north, always with local guides at each stop.",
      de: "Eine Agentur aus Accra, geführt von einer Historikerin und einem ehemaligen Hotelmanager. Ihre Reisen verbinden die Burgen der Küste mit den Traditionen der Ashanti in Kumasi und der Savanne im Norden, immer mit lokalen Guides vor Ort.",
      fr: "Une agence d’Accra dirigée par une historienne et un ancien directeur d’hôtel. Ses circuits relient les forts de la côte aux traditions ashanti de Kumasi et à la savane du nord, toujours avec des guides locaux à chaque étape.",
    },
  },
  {
    id: "ilheu-verde-travel",
    name: "Ilhéu Verde Travel",
    destinations: ["cape-verde"],
    city: { en: "Mindelo", de: "Mindelo", fr: "Mindelo" },
    about: {
      en: "Based in Mindelo on São Vicente, Ilhéu Verde Travel designs private island-hopping trips across the archipelago. They arrange inter-island flights and ferries, mountain guides on Santo Antão and Fogo, and evenings of live morna.",
      de: "Ilhéu Verde Travel sitzt in Mindelo auf São Vicente und stellt private Inselreisen durch den Archipel zusammen. Das Team organisiert Flüge und Fähren zwischen den Inseln, Bergführer auf Santo Antão und Fogo sowie Abende mit Morna-Livemusik.",
      fr: "Installée à Mindelo, sur São Vicente, Ilhéu Verde Travel conçoit des voyages privés d’île en île dans tout l’archipel. L’équipe organise vols et ferries entre les îles, guides de montagne à Santo Antão et à Fogo, et soirées de morna en live.",
    },
  },
  // Agencies that answer tailored-trip requests only (no group tours yet in their countries).
  {
    id: "dahomey-routes",
    name: "Dahomey Routes",
    destinations: ["benin"],
    city: { en: "Cotonou", de: "Cotonou", fr: "Cotonou" },
    about: {
      en: "A small Cotonou team that builds trips around Benin's royal history, the stilt village of Ganvié, Ouidah's Route des Esclaves and the national parks of the north, with drivers and guides from each region.",
      de: "Ein kleines Team aus Cotonou, das Reisen rund um Benins Königsgeschichte, das Pfahldorf Ganvié, die Route des Esclaves in Ouidah und die Nationalparks im Norden plant, mit Fahrern und Guides aus jeder Region.",
      fr: "Une petite équipe de Cotonou qui construit des voyages autour de l’histoire royale du Bénin, de la cité lacustre de Ganvié, de la Route des Esclaves à Ouidah et des parcs nationaux du nord, avec des chauffeurs et des guides de chaque région.",
    },
  },
  {
    id: "lagune-ebrie-voyages",
    name: "Lagune Ébrié Voyages",
    destinations: ["cote-d-ivoire"],
    city: { en: "Abidjan", de: "Abidjan", fr: "Abidjan" },
    about: {
      en: "From Abidjan, this agency plans journeys from the lagoon city to Grand-Bassam's colonial quarter, the Taï rainforest and the Dan mountains around Man, with a taste for music and good food.",
      de: "Von Abidjan aus plant diese Agentur Reisen von der Lagunenstadt in das Kolonialviertel von Grand-Bassam, in den Regenwald von Taï und in die Dan-Berge rund um Man, mit einer Vorliebe für Musik und gutes Essen.",
      fr: "Depuis Abidjan, cette agence organise des voyages de la ville lagunaire au quartier colonial de Grand-Bassam, à la forêt de Taï et aux monts Dan autour de Man, avec un goût certain pour la musique et la bonne table.",
    },
  },
  {
    id: "virunga-kivu-expeditions",
    name: "Virunga Kivu Expeditions",
    destinations: ["democratic-republic-of-the-congo"],
    city: { en: "Goma", de: "Goma", fr: "Goma" },
    about: {
      en: "Goma-based specialists for the east of the country: mountain gorillas in Virunga, the night on Nyiragongo's crater rim and boat trips on Lake Kivu, always planned around current safety advice.",
      de: "Spezialisten aus Goma für den Osten des Landes: Berggorillas im Virunga, die Nacht am Kraterrand des Nyiragongo und Bootsfahrten auf dem Kivusee, stets geplant nach den aktuellen Sicherheitshinweisen.",
      fr: "Spécialistes de l’est du pays basés à Goma : gorilles de montagne des Virunga, nuit au bord du cratère du Nyiragongo et balades sur le lac Kivu, toujours organisées selon les consignes de sécurité du moment.",
    },
  },
];
