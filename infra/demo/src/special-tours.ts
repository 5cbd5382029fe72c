import type { DemoSpecialTour } from "./types.js";

/** Private tours of the demo catalogue: the traveller picks any start date, the duration is fixed. */
export const demoSpecialTours: DemoSpecialTour[] = [
  {
    id: "kenya-private-mara-safari",
    destination: "kenya",
    agencyId: "mara-horizon-safaris",
    title: {
      en: "Private Maasai Mara Safari by Bush Plane",
      de: "Private Safari in der Maasai Mara mit dem Buschflugzeug",
      fr: "Safari privé au Maasai Mara en avion de brousse",
    },
    summary: {
      en: "Fly from Nairobi straight into the Mara and spend four full days in the reserve with your own guide and vehicle, on your own schedule: early starts, long sightings, no sharing.",
      de: "Direkt von Nairobi in die Mara fliegen und vier volle Tage im Reservat mit eigenem Guide und Fahrzeug unterwegs sein, ganz im eigenen Rhythmus: früh los, ausgiebige Sichtungen und kein Fahrzeug, das Sie teilen müssen.",
      fr: "Un vol direct de Nairobi vers le Mara et quatre journées entières dans la réserve avec votre guide et votre véhicule, à votre rythme : départs à l’aube, longues observations, rien à partager.",
    },
    durationDays: 6,
    language: "en",
    minimumAge: 0,
    groupSize: { min: 2, max: 6 },
    pricePerPerson: 398000,
    inclusions: [
      {
        en: "5 nights: 1 in Nairobi, 4 in a tented camp in a Mara conservancy",
        de: "5 Nächte: 1 in Nairobi, 4 in einem Zeltcamp in einer Conservancy der Mara",
        fr: "5 nuits : 1 à Nairobi, 4 dans un camp de toile d’une conservancy du Mara",
      },
      {
        en: "Scheduled return flights between Nairobi Wilson and the Mara",
        de: "Linienflüge hin und zurück zwischen Nairobi Wilson und der Mara",
        fr: "Vols réguliers aller-retour entre Nairobi Wilson et le Mara",
      },
      {
        en: "Private English-speaking guide and Land Cruiser for your group only",
        de: "Privater englischsprachiger Guide und Land Cruiser nur für Ihre Gruppe",
        fr: "Guide anglophone et Land Cruiser réservés à votre groupe",
      },
      {
        en: "Full board in the Mara, including house wine and beer",
        de: "Vollpension in der Mara, einschliesslich Hauswein und Bier",
        fr: "Pension complète au Mara, vin de la maison et bière compris",
      },
      {
        en: "Reserve and conservancy fees, airport transfers",
        de: "Gebühren für Reservat und Conservancy, Flughafentransfers",
        fr: "Droits d’entrée de la réserve et de la conservancy, transferts aéroport",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Kenya eTA",
        de: "Internationale Flüge und die kenianische eTA",
        fr: "Vols internationaux et eTA kényane",
      },
      {
        en: "Hot-air balloon flight (about USD 450)",
        de: "Ballonfahrt (rund 450 USD)",
        fr: "Vol en montgolfière (environ 450 USD)",
      },
      {
        en: "Luggage above 15 kg per person in soft bags on the bush flights",
        de: "Gepäck über 15 kg pro Person in weichen Taschen auf den Buschflügen",
        fr: "Bagages au-delà de 15 kg par personne en sacs souples sur les vols de brousse",
      },
      {
        en: "Tips and travel insurance",
        de: "Trinkgelder und Reiseversicherung",
        fr: "Pourboires et assurance voyage",
      },
    ],
    itinerary: [
      {
        day: 1,
        title: { en: "Arrival in Nairobi", de: "Ankunft in Nairobi", fr: "Arrivée à Nairobi" },
        description: {
          en: "Private transfer to a boutique hotel in Karen, close to Wilson airport.",
          de: "Privater Transfer zu einem Boutiquehotel in Karen, nahe am Flughafen Wilson.",
          fr: "Transfert privé vers un hôtel de charme à Karen, près de l’aéroport Wilson.",
        },
      },
      {
        day: 2,
        title: { en: "Fly into the Mara", de: "Flug in die Mara", fr: "Envol pour le Mara" },
        description: {
          en: "A 45-minute flight over the Rift Valley. Your guide meets you at the airstrip and the game drive starts on the way to camp.",
          de: "Ein 45-minütiger Flug über das Rift Valley. Ihr Guide erwartet Sie an der Piste, und die Pirsch beginnt schon auf dem Weg ins Camp.",
          fr: "Un vol de 45 minutes au-dessus de la vallée du Rift. Votre guide vous attend sur la piste et le safari commence dès la route du camp.",
        },
      },
      {
        day: 3,
        title: {
          en: "A full day in the reserve",
          de: "Ein ganzer Tag im Reservat",
          fr: "Une journée entière dans la réserve",
        },
        description: {
          en: "Out at dawn with breakfast and lunch packed, following whatever the day brings: a lion pride, a cheetah hunt or the herds at the river.",
          de: "Bei Tagesanbruch los, mit Frühstück und Mittagessen im Gepäck, und dem folgen, was der Tag bringt: ein Löwenrudel, eine Gepardenjagd oder die Herden am Fluss.",
          fr: "Départ à l’aube avec petit-déjeuner et déjeuner emportés, au gré des rencontres : une troupe de lions, la chasse d’un guépard ou les troupeaux au bord de la rivière.",
        },
      },
      {
        day: 4,
        title: {
          en: "Conservancy on foot and by night",
          de: "Die Conservancy zu Fuss und bei Nacht",
          fr: "La conservancy à pied et de nuit",
        },
        description: {
          en: "A morning walk with a Maasai ranger, an afternoon at leisure and a night drive, which is only allowed in the conservancies.",
          de: "Morgens eine Wanderung mit einem Maasai-Ranger, nachmittags Zeit für sich und eine Nachtpirsch, die nur in den Conservancies erlaubt ist.",
          fr: "Marche matinale avec un ranger maasaï, après-midi libre et safari de nuit, autorisé uniquement dans les conservancies.",
        },
      },
      {
        day: 5,
        title: { en: "Your choice", de: "Nach Ihrer Wahl", fr: "À vous de choisir" },
        description: {
          en: "A balloon flight at sunrise, a visit to a Maasai family or simply another long day out: your guide plans it with you.",
          de: "Eine Ballonfahrt bei Sonnenaufgang, ein Besuch bei einer Maasai-Familie oder einfach noch ein langer Tag draussen: Ihr Guide plant ihn mit Ihnen.",
          fr: "Un vol en montgolfière au lever du soleil, une visite chez une famille maasaï ou tout simplement une nouvelle grande journée dehors : votre guide l’organise avec vous.",
        },
      },
      {
        day: 6,
        title: { en: "Back to Nairobi", de: "Zurück nach Nairobi", fr: "Retour à Nairobi" },
        description: {
          en: "A last game drive to the airstrip and the flight to Wilson; a day room in Karen until your evening transfer to the international airport.",
          de: "Eine letzte Pirschfahrt zur Piste und der Flug nach Wilson; ein Tageszimmer in Karen bis zum abendlichen Transfer zum internationalen Flughafen.",
          fr: "Un dernier safari jusqu’à la piste et le vol vers Wilson ; chambre de jour à Karen jusqu’au transfert du soir vers l’aéroport international.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "kenya-private-mara-safari",
      alt: {
        en: "A small bush plane on a grass airstrip in the Maasai Mara",
        de: "Ein kleines Buschflugzeug auf einer Graspiste in der Maasai Mara",
        fr: "Un petit avion de brousse sur une piste en herbe du Maasai Mara",
      },
    },
  },
  {
    id: "morocco-private-kasbahs-and-desert",
    destination: "morocco",
    agencyId: "atlas-dunes-voyages",
    title: {
      en: "Private Journey: Marrakesh, Kasbahs and the Sahara",
      de: "Private Reise: Marrakesch, Kasbahs und die Sahara",
      fr: "Voyage privé : Marrakech, kasbahs et Sahara",
    },
    summary: {
      en: "A week with your own driver-guide from Marrakesh over the High Atlas to the gorges of Dades and Todra and a private tent in the dunes of Merzouga.",
      de: "Eine Woche mit eigenem Fahrer-Guide von Marrakesch über den Hohen Atlas zu den Schluchten von Dades und Todra und in ein privates Zelt in den Dünen von Merzouga.",
      fr: "Une semaine avec votre chauffeur-guide, de Marrakech aux gorges du Dadès et du Todra par le Haut Atlas, jusqu’à une tente privée dans les dunes de Merzouga.",
    },
    durationDays: 7,
    language: "de",
    minimumAge: 0,
    groupSize: { min: 2, max: 8 },
    pricePerPerson: 195000,
    inclusions: [
      {
        en: "6 nights in a riad, kasbah hotels and a private tent in a desert camp",
        de: "6 Nächte in einem Riad, Kasbah-Hotels und einem privaten Zelt in einem Wüstencamp",
        fr: "6 nuits en riad, hôtels-kasbahs et tente privée dans un bivouac",
      },
      {
        en: "Breakfast and dinner every day",
        de: "Täglich Frühstück und Abendessen",
        fr: "Petit-déjeuner et dîner chaque jour",
      },
      {
        en: "Private German-speaking driver-guide and air-conditioned 4x4 or minivan",
        de: "Privater deutschsprachiger Fahrer-Guide und klimatisierter 4x4 oder Minivan",
        fr: "Chauffeur-guide germanophone privé et 4x4 ou minivan climatisé",
      },
      {
        en: "Local guide for the Marrakesh medina",
        de: "Lokaler Guide für die Medina von Marrakesch",
        fr: "Guide local pour la médina de Marrakech",
      },
      {
        en: "Camel ride into the Erg Chebbi",
        de: "Kamelritt in den Erg Chebbi",
        fr: "Balade à dos de dromadaire dans l’Erg Chebbi",
      },
    ],
    exclusions: [
      {
        en: "Flights to and from Marrakesh",
        de: "Flüge nach und ab Marrakesch",
        fr: "Vols vers et depuis Marrakech",
      },
      {
        en: "Lunches and drinks",
        de: "Mittagessen und Getränke",
        fr: "Déjeuners et boissons",
      },
      {
        en: "Tips and travel insurance",
        de: "Trinkgelder und Reiseversicherung",
        fr: "Pourboires et assurance voyage",
      },
    ],
    itinerary: [
      {
        day: 1,
        title: { en: "Arrival in Marrakesh", de: "Ankunft in Marrakesch", fr: "Arrivée à Marrakech" },
        description: {
          en: "Your driver-guide meets you at the airport and takes you to a riad near the Bahia palace.",
          de: "Ihr Fahrer-Guide empfängt Sie am Flughafen und bringt Sie zu einem Riad beim Bahia-Palast.",
          fr: "Votre chauffeur-guide vous accueille à l’aéroport et vous conduit à un riad près du palais de la Bahia.",
        },
      },
      {
        day: 2,
        title: { en: "Marrakesh", de: "Marrakesch", fr: "Marrakech" },
        description: {
          en: "A morning in the souks and the Ben Youssef madrasa with a local guide; afternoon in the Majorelle garden or the hammam, as you prefer.",
          de: "Ein Vormittag in den Souks und der Medersa Ben Youssef mit einem lokalen Guide; nachmittags nach Lust Jardin Majorelle oder Hammam.",
          fr: "Matinée dans les souks et à la médersa Ben Youssef avec un guide local ; l’après-midi, jardin Majorelle ou hammam, selon vos envies.",
        },
      },
      {
        day: 3,
        title: {
          en: "Over the Atlas to Aït Benhaddou",
          de: "Über den Atlas nach Aït Benhaddou",
          fr: "Par l’Atlas jusqu’à Aït-Ben-Haddou",
        },
        description: {
          en: "Over the Tizi n'Tichka pass with stops in Berber villages, and a night in a kasbah hotel facing the ksar of Aït Benhaddou.",
          de: "Über den Tizi-n'Tichka-Pass mit Halt in Berberdörfern und eine Nacht in einem Kasbah-Hotel gegenüber dem Ksar von Aït Benhaddou.",
          fr: "Passage du col du Tizi n’Tichka avec haltes dans les villages berbères, et nuit dans un hôtel-kasbah face au ksar d’Aït-Ben-Haddou.",
        },
      },
      {
        day: 4,
        title: {
          en: "Skoura and the Dades gorge",
          de: "Skoura und die Dades-Schlucht",
          fr: "Skoura et les gorges du Dadès",
        },
        description: {
          en: "The palm grove of Skoura, the valley of roses and the hairpin road up the Dades gorge.",
          de: "Der Palmenhain von Skoura, das Rosental und die Serpentinenstrasse hinauf in die Dades-Schlucht.",
          fr: "La palmeraie de Skoura, la vallée des roses et la route en lacets des gorges du Dadès.",
        },
      },
      {
        day: 5,
        title: { en: "Todra and the dunes", de: "Todra und die Dünen", fr: "Le Todra et les dunes" },
        description: {
          en: "A walk in the Todra gorge, then east to Merzouga and a camel ride at sunset to your private tent in the Erg Chebbi.",
          de: "Ein Spaziergang in der Todra-Schlucht, dann nach Osten nach Merzouga und bei Sonnenuntergang auf dem Kamel zu Ihrem privaten Zelt im Erg Chebbi.",
          fr: "Balade dans les gorges du Todra, puis route vers Merzouga et départ à dos de dromadaire au coucher du soleil jusqu’à votre tente privée dans l’Erg Chebbi.",
        },
      },
      {
        day: 6,
        title: { en: "Draa valley", de: "Draa-Tal", fr: "Vallée du Drâa" },
        description: {
          en: "Sunrise on the dunes, then a long drive west to the palm groves and kasbahs of the Draa valley near Agdz.",
          de: "Sonnenaufgang auf den Dünen, dann eine lange Fahrt nach Westen zu den Palmenhainen und Kasbahs des Draa-Tals bei Agdz.",
          fr: "Lever du soleil sur les dunes, puis longue route vers l’ouest jusqu’aux palmeraies et kasbahs de la vallée du Drâa près d’Agdz.",
        },
      },
      {
        day: 7,
        title: { en: "Back to Marrakesh", de: "Zurück nach Marrakesch", fr: "Retour à Marrakech" },
        description: {
          en: "Back over the Atlas to Marrakesh, arriving in time for an evening flight.",
          de: "Zurück über den Atlas nach Marrakesch, rechtzeitig für einen Abendflug.",
          fr: "Retour à Marrakech par l’Atlas, à temps pour un vol en soirée.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: 14, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "morocco-private-kasbahs-and-desert",
      alt: {
        en: "The earthen ksar of Aït Benhaddou glowing in the late afternoon sun",
        de: "Der Lehm-Ksar von Aït Benhaddou in der späten Nachmittagssonne",
        fr: "Le ksar en terre d’Aït-Ben-Haddou dans la lumière de fin d’après-midi",
      },
    },
  },
  {
    id: "cape-verde-island-hopping-private",
    destination: "cape-verde",
    agencyId: "ilheu-verde-travel",
    title: {
      en: "Private Island Hopping: Santiago, Fogo, São Vicente and Santo Antão",
      de: "Private Inselreise: Santiago, Fogo, São Vicente und Santo Antão",
      fr: "Voyage privé d’île en île : Santiago, Fogo, São Vicente et Santo Antão",
    },
    summary: {
      en: "Four islands in ten days: the old capital Cidade Velha, the volcano of Fogo, the music of Mindelo and the green gorges of Santo Antão on foot.",
      de: "Vier Inseln in zehn Tagen: die alte Hauptstadt Cidade Velha, der Vulkan von Fogo, die Musik von Mindelo und die grünen Schluchten von Santo Antão zu Fuss.",
      fr: "Quatre îles en dix jours : l’ancienne capitale Cidade Velha, le volcan de Fogo, la musique de Mindelo et les vallées verdoyantes de Santo Antão à pied.",
    },
    durationDays: 10,
    language: "fr",
    minimumAge: 6,
    groupSize: { min: 2, max: 10 },
    pricePerPerson: 274000,
    inclusions: [
      {
        en: "9 nights in guesthouses and small hotels",
        de: "9 Nächte in Gästehäusern und kleinen Hotels",
        fr: "9 nuits en maisons d’hôtes et petits hôtels",
      },
      {
        en: "Breakfast every day and 5 dinners",
        de: "Täglich Frühstück und 5 Abendessen",
        fr: "Petit-déjeuner chaque jour et 5 dîners",
      },
      {
        en: "Inter-island flights and ferries",
        de: "Flüge und Fähren zwischen den Inseln",
        fr: "Vols et ferries entre les îles",
      },
      {
        en: "Private French-speaking driver-guide on each island",
        de: "Privater französischsprachiger Fahrer-Guide auf jeder Insel",
        fr: "Chauffeur-guide francophone privé sur chaque île",
      },
      {
        en: "Mountain guides on Fogo and Santo Antão",
        de: "Bergführer auf Fogo und Santo Antão",
        fr: "Guides de montagne à Fogo et à Santo Antão",
      },
    ],
    exclusions: [
      {
        en: "International flights",
        de: "Internationale Flüge",
        fr: "Vols internationaux",
      },
      {
        en: "Cape Verde airport security fee (pay online before travel)",
        de: "Flughafensicherheitsgebühr von Kap Verde (vor der Reise online zu bezahlen)",
        fr: "Taxe de sûreté aéroportuaire du Cap-Vert (à régler en ligne avant le départ)",
      },
      {
        en: "Lunches, drinks and tips",
        de: "Mittagessen, Getränke und Trinkgelder",
        fr: "Déjeuners, boissons et pourboires",
      },
      {
        en: "Travel insurance",
        de: "Reiseversicherung",
        fr: "Assurance voyage",
      },
    ],
    itinerary: [
      {
        day: 1,
        title: { en: "Arrival in Praia", de: "Ankunft in Praia", fr: "Arrivée à Praia" },
        description: {
          en: "Transfer to a guesthouse on the Plateau, the old centre of Praia on Santiago.",
          de: "Transfer zu einem Gästehaus auf dem Plateau, dem alten Zentrum von Praia auf Santiago.",
          fr: "Transfert vers une maison d’hôtes sur le Plateau, le vieux centre de Praia, sur l’île de Santiago.",
        },
      },
      {
        day: 2,
        title: { en: "Cidade Velha", de: "Cidade Velha", fr: "Cidade Velha" },
        description: {
          en: "The first European town in the tropics and a UNESCO World Heritage site: the fortress, the pillory and the Rua Banana, then grilled fish by the bay.",
          de: "Die erste europäische Stadt in den Tropen und UNESCO-Welterbe: die Festung, der Pranger und die Rua Banana, danach gegrillter Fisch an der Bucht.",
          fr: "Première ville européenne des tropiques, inscrite au patrimoine mondial de l’UNESCO : la forteresse, le pilori et la Rua Banana, puis poisson grillé au bord de la baie.",
        },
      },
      {
        day: 3,
        title: { en: "Across Santiago", de: "Quer über Santiago", fr: "La traversée de Santiago" },
        description: {
          en: "The market of Assomada, the green peaks of Serra Malagueta and an afternoon on the beach of Tarrafal.",
          de: "Der Markt von Assomada, die grünen Gipfel der Serra Malagueta und ein Nachmittag am Strand von Tarrafal.",
          fr: "Le marché d’Assomada, les sommets verts de la Serra Malagueta et un après-midi sur la plage de Tarrafal.",
        },
      },
      {
        day: 4,
        title: { en: "Fly to Fogo", de: "Flug nach Fogo", fr: "Vol vers Fogo" },
        description: {
          en: "A short flight to São Filipe, then up into the caldera of Chã das Caldeiras, where families grow wine in the lava fields.",
          de: "Ein kurzer Flug nach São Filipe, dann hinauf in die Caldera von Chã das Caldeiras, wo Familien in den Lavafeldern Wein anbauen.",
          fr: "Court vol jusqu’à São Filipe, puis montée dans la caldeira de Chã das Caldeiras, où les familles cultivent la vigne dans la lave.",
        },
      },
      {
        day: 5,
        title: { en: "Pico do Fogo", de: "Pico do Fogo", fr: "Pico do Fogo" },
        description: {
          en: "With a mountain guide, climb the Pico do Fogo (2,829 m), or choose the easier walk to the crater of the 2014 eruption. Wine tasting in the evening.",
          de: "Mit einem Bergführer auf den Pico do Fogo (2829 m) oder, leichter, zum Krater des Ausbruchs von 2014. Abends Weinprobe.",
          fr: "Ascension du Pico do Fogo (2829 m) avec un guide de montagne, ou marche plus facile jusqu’au cratère de l’éruption de 2014. Dégustation de vin le soir.",
        },
      },
      {
        day: 6,
        title: { en: "To Mindelo", de: "Nach Mindelo", fr: "Vers Mindelo" },
        description: {
          en: "Fly via Praia to São Vicente. In the evening, live morna in one of Mindelo's bars, the town of Cesária Évora.",
          de: "Flug über Praia nach São Vicente. Abends Morna live in einer Bar von Mindelo, der Stadt von Cesária Évora.",
          fr: "Vol via Praia jusqu’à São Vicente. Le soir, morna en live dans un bar de Mindelo, la ville de Cesária Évora.",
        },
      },
      {
        day: 7,
        title: { en: "Ferry to Santo Antão", de: "Fähre nach Santo Antão", fr: "Ferry vers Santo Antão" },
        description: {
          en: "An hour by ferry to Santo Antão, then the cobbled Estrada da Corda along the crater of Cova down into the Paúl valley.",
          de: "Eine Stunde mit der Fähre nach Santo Antão, dann über die gepflasterte Estrada da Corda am Krater von Cova vorbei hinunter ins Paúl-Tal.",
          fr: "Une heure de ferry jusqu’à Santo Antão, puis la route pavée de l’Estrada da Corda le long du cratère de Cova jusqu’à la vallée de Paúl.",
        },
      },
      {
        day: 8,
        title: {
          en: "Coastal path to Fontainhas",
          de: "Küstenweg nach Fontainhas",
          fr: "Le sentier côtier de Fontainhas",
        },
        description: {
          en: "A guided walk from Ponta do Sol along the cliffs to Fontainhas, a village clinging to a ridge above terraces of sugar cane.",
          de: "Geführte Wanderung von Ponta do Sol den Klippen entlang nach Fontainhas, einem Dorf auf einem Grat über Zuckerrohrterrassen.",
          fr: "Randonnée guidée de Ponta do Sol le long des falaises jusqu’à Fontainhas, village accroché à une crête au-dessus des terrasses de canne à sucre.",
        },
      },
      {
        day: 9,
        title: { en: "Back to Mindelo", de: "Zurück nach Mindelo", fr: "Retour à Mindelo" },
        description: {
          en: "Ferry back to São Vicente, a free afternoon at the beach of Laginha and a farewell dinner with live music.",
          de: "Mit der Fähre zurück nach São Vicente, ein freier Nachmittag am Strand von Laginha und ein Abschiedsessen mit Livemusik.",
          fr: "Retour en ferry à São Vicente, après-midi libre sur la plage de Laginha et dîner d’adieu en musique.",
        },
      },
      {
        day: 10,
        title: { en: "Departure", de: "Abreise", fr: "Départ" },
        description: {
          en: "Transfer to Cesária Évora airport for your flight home.",
          de: "Transfer zum Flughafen Cesária Évora für den Heimflug.",
          fr: "Transfert à l’aéroport Cesária-Évora pour votre vol retour.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: 15, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "cape-verde-island-hopping-private",
      alt: {
        en: "Green terraced valleys and a mountain village on Santo Antão",
        de: "Grüne Terrassentäler und ein Bergdorf auf Santo Antão",
        fr: "Vallées en terrasses verdoyantes et village de montagne à Santo Antão",
      },
    },
  },
];
