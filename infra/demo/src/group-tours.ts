import type { DemoGroupTour } from "./types.js";

/**
 * Group tours of the demo catalogue. Benin, Cape Verde, Côte d'Ivoire and the DR Congo have none on
 * purpose (their pages show the empty state). The Kenya tours and the Morocco imperial cities tour each
 * have exactly one fully booked departure.
 */
export const demoGroupTours: DemoGroupTour[] = [
  // ---------------------------------------------------------------- Kenya
  {
    id: "kenya-great-migration-safari",
    destination: "kenya",
    agencyId: "mara-horizon-safaris",
    title: {
      en: "Great Migration Safari: Maasai Mara and Lake Nakuru",
      de: "Safari zur grossen Tierwanderung: Maasai Mara und Nakurusee",
      fr: "Safari de la grande migration : Maasai Mara et lac Nakuru",
    },
    summary: {
      en: "Eight days following the wildebeest herds across the Maasai Mara, with rhinos at Lake Nakuru and a boat trip on Lake Naivasha on the way.",
      de: "Acht Tage auf den Spuren der Gnuherden durch die Maasai Mara, unterwegs mit Nashörnern am Nakurusee und einer Bootsfahrt auf dem Naivashasee.",
      fr: "Huit jours sur les traces des gnous à travers le Maasai Mara, avec en chemin les rhinocéros du lac Nakuru et une sortie en bateau sur le lac Naivasha.",
    },
    durationDays: 8,
    language: "en",
    minimumAge: 6,
    groupSize: { min: 4, max: 12 },
    price: { shared: 389000, single: 479000 },
    inclusions: [
      {
        en: "7 nights: 1 in a Nairobi garden hotel, 6 in lodges and tented camps",
        de: "7 Nächte: 1 in einem Gartenhotel in Nairobi, 6 in Lodges und Zeltcamps",
        fr: "7 nuits : 1 dans un hôtel avec jardin à Nairobi, 6 en lodges et camps de toile",
      },
      {
        en: "All meals from dinner on day 1 to lunch on day 8",
        de: "Alle Mahlzeiten vom Abendessen am 1. Tag bis zum Mittagessen am 8. Tag",
        fr: "Tous les repas, du dîner du jour 1 au déjeuner du jour 8",
      },
      {
        en: "Game drives in 4x4 Land Cruisers with pop-up roof, at most 6 guests per vehicle",
        de: "Pirschfahrten in 4x4-Land-Cruisern mit Hubdach, höchstens 6 Gäste pro Fahrzeug",
        fr: "Safaris en Land Cruiser 4x4 à toit ouvrant, 6 voyageurs au maximum par véhicule",
      },
      {
        en: "English-speaking safari guide throughout",
        de: "Englischsprachiger Safari-Guide während der ganzen Reise",
        fr: "Guide de safari anglophone pendant tout le voyage",
      },
      {
        en: "National park, reserve and conservancy fees",
        de: "Eintritte für Nationalparks, Reservat und Conservancy",
        fr: "Droits d’entrée des parcs nationaux, de la réserve et de la conservancy",
      },
      {
        en: "Airport transfers and drinking water in the vehicle",
        de: "Flughafentransfers und Trinkwasser im Fahrzeug",
        fr: "Transferts aéroport et eau potable dans le véhicule",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Kenya eTA",
        de: "Internationale Flüge und die kenianische eTA",
        fr: "Vols internationaux et eTA kényane",
      },
      {
        en: "Hot-air balloon flight over the Mara (about USD 450)",
        de: "Ballonfahrt über der Mara (rund 450 USD)",
        fr: "Vol en montgolfière au-dessus du Mara (environ 450 USD)",
      },
      {
        en: "Drinks other than water, and tips for guides and camp staff",
        de: "Getränke ausser Wasser sowie Trinkgelder für Guides und Camp-Personal",
        fr: "Boissons autres que l’eau, pourboires des guides et du personnel des camps",
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
        title: { en: "Arrival in Nairobi", de: "Ankunft in Nairobi", fr: "Arrivée à Nairobi" },
        description: {
          en: "Pickup at the airport and transfer to a garden hotel in Karen. Your guide briefs the group over dinner.",
          de: "Abholung am Flughafen und Fahrt zu einem Gartenhotel in Karen. Beim Abendessen stellt der Guide die Reise vor.",
          fr: "Accueil à l’aéroport et transfert vers un hôtel avec jardin à Karen. Votre guide présente le voyage au dîner.",
        },
      },
      {
        day: 2,
        title: { en: "Lake Nakuru", de: "Nakurusee", fr: "Lac Nakuru" },
        description: {
          en: "Down the escarpment of the Great Rift Valley to Lake Nakuru National Park, home to black and white rhinos and Rothschild's giraffes.",
          de: "Über die Abbruchkante des Grossen Afrikanischen Grabenbruchs zum Lake-Nakuru-Nationalpark mit Spitz- und Breitmaulnashörnern und Rothschild-Giraffen.",
          fr: "Descente de l’escarpement de la vallée du Rift jusqu’au parc national du lac Nakuru, refuge des rhinocéros noirs et blancs et des girafes de Rothschild.",
        },
      },
      {
        day: 3,
        title: {
          en: "Lake Naivasha and Crescent Island",
          de: "Naivashasee und Crescent Island",
          fr: "Lac Naivasha et Crescent Island",
        },
        description: {
          en: "A morning boat ride among hippos and fish eagles, then a walk on Crescent Island between zebras, wildebeest and giraffes.",
          de: "Morgens mit dem Boot zu Flusspferden und Schreiseeadlern, danach ein Spaziergang auf Crescent Island zwischen Zebras, Gnus und Giraffen.",
          fr: "Le matin, sortie en bateau parmi les hippopotames et les pygargues vocifères, puis marche sur Crescent Island entre zèbres, gnous et girafes.",
        },
      },
      {
        day: 4,
        title: { en: "Into the Maasai Mara", de: "In die Maasai Mara", fr: "Cap sur le Maasai Mara" },
        description: {
          en: "Drive to a tented camp in a conservancy on the edge of the reserve and set out on a first game drive in the late afternoon light.",
          de: "Fahrt zu einem Zeltcamp in einer Conservancy am Rand des Reservats und erste Pirschfahrt im späten Nachmittagslicht.",
          fr: "Route vers un camp de toile dans une conservancy en bordure de la réserve, puis premier safari dans la lumière de fin d’après-midi.",
        },
      },
      {
        day: 5,
        title: { en: "The Mara River", de: "Am Mara-Fluss", fr: "La rivière Mara" },
        description: {
          en: "A full day in the reserve with a picnic lunch. From July to October you wait at the Mara River for the herds to cross; all year round the plains are lion and cheetah country.",
          de: "Ein ganzer Tag im Reservat mit Picknick. Von Juli bis Oktober warten Sie am Mara-Fluss auf die Flussüberquerungen der Herden; das ganze Jahr über gehören die Ebenen Löwen und Geparden.",
          fr: "Journée entière dans la réserve avec pique-nique. De juillet à octobre, on guette la traversée des troupeaux sur la rivière Mara ; toute l’année, les plaines sont le domaine des lions et des guépards.",
        },
      },
      {
        day: 6,
        title: {
          en: "Walking with Maasai rangers",
          de: "Zu Fuss mit Maasai-Rangern",
          fr: "À pied avec les rangers maasaï",
        },
        description: {
          en: "An early game drive, then a bush walk with a Maasai ranger who reads tracks and explains the plants. After dinner, a night drive in the conservancy.",
          de: "Frühe Pirschfahrt, dann eine Buschwanderung mit einem Maasai-Ranger, der Spuren liest und Pflanzen erklärt. Nach dem Abendessen eine Nachtpirsch in der Conservancy.",
          fr: "Safari matinal, puis marche dans la brousse avec un ranger maasaï qui lit les traces et présente les plantes. Après le dîner, safari de nuit dans la conservancy.",
        },
      },
      {
        day: 7,
        title: {
          en: "Last day in the Mara",
          de: "Letzter Tag in der Mara",
          fr: "Dernière journée au Mara",
        },
        description: {
          en: "Optional sunrise balloon flight, a visit to a Maasai village with the families who own the conservancy, and a last game drive at sunset.",
          de: "Auf Wunsch Ballonfahrt bei Sonnenaufgang, Besuch eines Maasai-Dorfes bei den Familien, denen die Conservancy gehört, und letzte Pirschfahrt bei Sonnenuntergang.",
          fr: "Vol en montgolfière au lever du soleil en option, visite d’un village maasaï chez les familles propriétaires de la conservancy et dernier safari au coucher du soleil.",
        },
      },
      {
        day: 8,
        title: {
          en: "Back to Nairobi",
          de: "Zurück nach Nairobi",
          fr: "Retour à Nairobi",
        },
        description: {
          en: "Drive back to Nairobi, lunch in Karen and transfer to the airport for evening flights.",
          de: "Rückfahrt nach Nairobi, Mittagessen in Karen und Transfer zum Flughafen für Abendflüge.",
          fr: "Route vers Nairobi, déjeuner à Karen et transfert à l’aéroport pour les vols du soir.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "kenya-great-migration-safari",
      alt: {
        en: "Wildebeest crossing the Mara River in a cloud of dust",
        de: "Gnus durchqueren in einer Staubwolke den Mara-Fluss",
        fr: "Des gnous traversent la rivière Mara dans un nuage de poussière",
      },
    },
    departures: [
      { monthOffset: 1, day: 14, capacity: 12, placesLeft: 3 },
      { monthOffset: 2, day: 9, capacity: 12, placesLeft: 0 },
      { monthOffset: 4, day: 6, capacity: 12, placesLeft: 7 },
      { monthOffset: 6, day: 20, capacity: 12, placesLeft: 12 },
      { monthOffset: 8, day: 3, capacity: 12, placesLeft: 10 },
    ],
  },
  {
    id: "kenya-amboseli-tsavo-coast",
    destination: "kenya",
    agencyId: "mara-horizon-safaris",
    title: {
      en: "Kilimanjaro Views and Indian Ocean: Amboseli, Tsavo and Diani",
      de: "Kilimandscharo-Blick und Indischer Ozean: Amboseli, Tsavo und Diani",
      fr: "Du Kilimandjaro à l’océan Indien : Amboseli, Tsavo et Diani",
    },
    summary: {
      en: "Elephant herds beneath Kilimanjaro in Amboseli, the lava fields and springs of Tsavo West, then four nights on the white sand of Diani Beach.",
      de: "Elefantenherden vor dem Kilimandscharo in Amboseli, Lavafelder und Quellen im Tsavo West und danach vier Nächte am weissen Sandstrand von Diani.",
      fr: "Des troupeaux d’éléphants au pied du Kilimandjaro à Amboseli, les coulées de lave et les sources de Tsavo Ouest, puis quatre nuits sur le sable blanc de Diani.",
    },
    durationDays: 10,
    language: "de",
    minimumAge: 0,
    groupSize: { min: 2, max: 10 },
    price: { shared: 425000, single: 519000 },
    inclusions: [
      {
        en: "9 nights: 1 in Nairobi, 4 in safari lodges, 4 in a beach hotel in Diani",
        de: "9 Nächte: 1 in Nairobi, 4 in Safari-Lodges, 4 in einem Strandhotel in Diani",
        fr: "9 nuits : 1 à Nairobi, 4 en lodges de safari, 4 dans un hôtel de plage à Diani",
      },
      {
        en: "Full board on safari, half board in Diani",
        de: "Vollpension auf Safari, Halbpension in Diani",
        fr: "Pension complète en safari, demi-pension à Diani",
      },
      {
        en: "German-speaking guide from Nairobi to the coast and on the Wasini excursion",
        de: "Deutschsprachiger Guide von Nairobi bis an die Küste und auf dem Ausflug nach Wasini",
        fr: "Guide germanophone de Nairobi jusqu’à la côte et pendant l’excursion à Wasini",
      },
      {
        en: "Game drives in a 4x4 Land Cruiser with pop-up roof",
        de: "Pirschfahrten im 4x4-Land-Cruiser mit Hubdach",
        fr: "Safaris en Land Cruiser 4x4 à toit ouvrant",
      },
      {
        en: "Park fees for Amboseli, Tsavo West and Tsavo East",
        de: "Parkgebühren für Amboseli, Tsavo West und Tsavo East",
        fr: "Droits d’entrée d’Amboseli, Tsavo Ouest et Tsavo Est",
      },
      {
        en: "Dhow trip to Kisite marine park with snorkelling gear and seafood lunch",
        de: "Dhau-Ausflug in den Kisite-Meerespark mit Schnorchelausrüstung und Meeresfrüchte-Mittagessen",
        fr: "Sortie en boutre dans le parc marin de Kisite avec équipement de snorkeling et déjeuner de fruits de mer",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Kenya eTA",
        de: "Internationale Flüge und die kenianische eTA",
        fr: "Vols internationaux et eTA kényane",
      },
      {
        en: "Drinks and lunches in Diani",
        de: "Getränke sowie Mittagessen in Diani",
        fr: "Boissons et déjeuners à Diani",
      },
      {
        en: "Optional excursions on the free days at the coast",
        de: "Fakultative Ausflüge an den freien Tagen an der Küste",
        fr: "Excursions facultatives pendant les journées libres sur la côte",
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
          en: "Airport pickup by your German-speaking guide and a quiet first night in a hotel in Karen.",
          de: "Ihr deutschsprachiger Guide holt Sie am Flughafen ab; erste ruhige Nacht in einem Hotel in Karen.",
          fr: "Accueil à l’aéroport par votre guide germanophone et première nuit au calme dans un hôtel de Karen.",
        },
      },
      {
        day: 2,
        title: { en: "To Amboseli", de: "Nach Amboseli", fr: "Vers Amboseli" },
        description: {
          en: "South across the plains to Amboseli National Park. On the afternoon game drive Kilimanjaro often shows itself above the clouds.",
          de: "Durch die Ebenen nach Süden in den Amboseli-Nationalpark. Auf der Nachmittagspirsch zeigt sich der Kilimandscharo oft über den Wolken.",
          fr: "Cap au sud à travers les plaines jusqu’au parc national d’Amboseli. Lors du safari de l’après-midi, le Kilimandjaro se dévoile souvent au-dessus des nuages.",
        },
      },
      {
        day: 3,
        title: { en: "Amboseli", de: "Amboseli", fr: "Amboseli" },
        description: {
          en: "A full day with the park's famous elephant families in the swamps, and the view from Observation Hill across the whole basin.",
          de: "Ein ganzer Tag bei den berühmten Elefantenfamilien in den Sümpfen des Parks und der Blick vom Observation Hill über das ganze Becken.",
          fr: "Une journée entière avec les célèbres familles d’éléphants des marais, et la vue depuis Observation Hill sur tout le bassin.",
        },
      },
      {
        day: 4,
        title: {
          en: "Tsavo West and Mzima Springs",
          de: "Tsavo West und Mzima Springs",
          fr: "Tsavo Ouest et Mzima Springs",
        },
        description: {
          en: "Into Tsavo West, where crystal-clear Mzima Springs let you watch hippos from an underwater observation tank.",
          de: "Weiter in den Tsavo West, wo Sie an den glasklaren Mzima Springs Flusspferde von einem Unterwasser-Beobachtungsraum aus sehen.",
          fr: "Entrée dans Tsavo Ouest, où les eaux limpides de Mzima Springs permettent d’observer les hippopotames depuis un poste d’observation sous l’eau.",
        },
      },
      {
        day: 5,
        title: { en: "Lava and rhinos", de: "Lava und Nashörner", fr: "Lave et rhinocéros" },
        description: {
          en: "The black Shetani lava flow, the Ngulia rhino sanctuary and a long afternoon game drive in the red earth of Tsavo.",
          de: "Der schwarze Shetani-Lavastrom, das Nashorn-Schutzgebiet von Ngulia und eine lange Nachmittagspirsch auf der roten Erde Tsavos.",
          fr: "La coulée de lave noire de Shetani, le sanctuaire de rhinocéros de Ngulia et un long safari l’après-midi sur la terre rouge de Tsavo.",
        },
      },
      {
        day: 6,
        title: {
          en: "Across Tsavo East to the coast",
          de: "Durch Tsavo East an die Küste",
          fr: "De Tsavo Est à la côte",
        },
        description: {
          en: "A morning in Tsavo East among elephants dusted red, then on to the Indian Ocean and Diani Beach.",
          de: "Ein Morgen im Tsavo East bei den rot gepuderten Elefanten, dann weiter an den Indischen Ozean nach Diani Beach.",
          fr: "Une matinée à Tsavo Est parmi les éléphants couverts de poussière rouge, puis route vers l’océan Indien et la plage de Diani.",
        },
      },
      {
        day: 7,
        title: { en: "Diani Beach", de: "Diani Beach", fr: "Plage de Diani" },
        description: {
          en: "A free day by the sea. If you like, visit the Colobus Conservation centre, which protects the coast's black-and-white monkeys.",
          de: "Ein freier Tag am Meer. Wer mag, besucht das Colobus-Conservation-Zentrum, das die schwarz-weissen Affen der Küste schützt.",
          fr: "Journée libre au bord de la mer. Si vous le souhaitez, visitez le centre Colobus Conservation, qui protège les singes noir et blanc de la côte.",
        },
      },
      {
        day: 8,
        title: {
          en: "Wasini and Kisite by dhow",
          de: "Mit der Dhau nach Wasini und Kisite",
          fr: "Wasini et Kisite en boutre",
        },
        description: {
          en: "A day on a traditional dhow: snorkelling on the reefs of Kisite marine park, often with dolphins, and a seafood lunch on Wasini Island.",
          de: "Ein Tag auf einer traditionellen Dhau: Schnorcheln an den Riffen des Kisite-Meeresparks, oft mit Delfinen, und Meeresfrüchte-Mittagessen auf der Insel Wasini.",
          fr: "Une journée à bord d’un boutre traditionnel : snorkeling sur les récifs du parc marin de Kisite, souvent avec les dauphins, et déjeuner de fruits de mer sur l’île de Wasini.",
        },
      },
      {
        day: 9,
        title: {
          en: "Free day at the coast",
          de: "Freier Tag an der Küste",
          fr: "Journée libre sur la côte",
        },
        description: {
          en: "Time for the beach, or an optional trip to the forests of Shimba Hills, where sable antelopes live.",
          de: "Zeit für den Strand oder ein fakultativer Ausflug in die Wälder der Shimba Hills, wo Rappenantilopen leben.",
          fr: "Du temps pour la plage, ou une excursion facultative dans les forêts des Shimba Hills, où vivent les hippotragues noirs.",
        },
      },
      {
        day: 10,
        title: { en: "Departure", de: "Abreise", fr: "Départ" },
        description: {
          en: "Transfer to Ukunda airstrip or Mombasa airport for your onward flight.",
          de: "Transfer zum Flugplatz Ukunda oder zum Flughafen Mombasa für den Weiterflug.",
          fr: "Transfert à l’aérodrome d’Ukunda ou à l’aéroport de Mombasa pour votre vol.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "kenya-amboseli-tsavo-coast",
      alt: {
        en: "A line of elephants in Amboseli with snow-capped Kilimanjaro behind",
        de: "Eine Reihe Elefanten in Amboseli vor dem schneebedeckten Kilimandscharo",
        fr: "Une file d’éléphants à Amboseli devant le Kilimandjaro enneigé",
      },
    },
    departures: [
      { monthOffset: 1, day: 22, capacity: 10, placesLeft: 2 },
      { monthOffset: 3, day: 5, capacity: 10, placesLeft: 0 },
      { monthOffset: 5, day: 12, capacity: 10, placesLeft: 6 },
      { monthOffset: 7, day: 18, capacity: 10, placesLeft: 10 },
      { monthOffset: 10, day: 8, capacity: 10, placesLeft: 9 },
    ],
  },
  {
    id: "kenya-samburu-laikipia-mount-kenya",
    destination: "kenya",
    agencyId: "mara-horizon-safaris",
    title: {
      en: "Northern Kenya: Samburu, Ol Pejeta and Mount Kenya on Foot",
      de: "Nordkenia: Samburu, Ol Pejeta und der Mount Kenya zu Fuss",
      fr: "Le nord du Kenya : Samburu, Ol Pejeta et le mont Kenya à pied",
    },
    summary: {
      en: "A quieter Kenya: the rare species of Samburu along the Ewaso Ng'iro river, rhinos and chimpanzees at Ol Pejeta, and a day hike on the forested slopes of Mount Kenya.",
      de: "Ein ruhigeres Kenia: die seltenen Arten Samburus am Ewaso-Ng'iro-Fluss, Nashörner und Schimpansen in Ol Pejeta und eine Tageswanderung an den bewaldeten Hängen des Mount Kenya.",
      fr: "Un Kenya plus secret : les espèces rares de Samburu le long de l’Ewaso Ng’iro, rhinocéros et chimpanzés à Ol Pejeta, et une randonnée sur les pentes boisées du mont Kenya.",
    },
    durationDays: 9,
    language: "en",
    minimumAge: 12,
    groupSize: { min: 4, max: 8 },
    price: { shared: 468000, single: 559000 },
    inclusions: [
      {
        en: "8 nights in a Nairobi hotel, safari lodges and a forest lodge on Mount Kenya",
        de: "8 Nächte in einem Hotel in Nairobi, Safari-Lodges und einer Waldlodge am Mount Kenya",
        fr: "8 nuits dans un hôtel de Nairobi, des lodges de safari et un lodge forestier sur le mont Kenya",
      },
      {
        en: "Full board from day 2 to day 9",
        de: "Vollpension vom 2. bis zum 9. Tag",
        fr: "Pension complète du jour 2 au jour 9",
      },
      {
        en: "4x4 Land Cruisers with at most 4 guests each, English-speaking guide",
        de: "4x4-Land-Cruiser mit höchstens 4 Gästen pro Fahrzeug, englischsprachiger Guide",
        fr: "Land Cruiser 4x4 avec 4 voyageurs au maximum chacun, guide anglophone",
      },
      {
        en: "Park and conservancy fees, including the Sweetwaters chimpanzee sanctuary",
        de: "Park- und Conservancy-Gebühren, einschliesslich des Schimpansen-Schutzgebiets Sweetwaters",
        fr: "Droits d’entrée des parcs et conservancies, y compris le sanctuaire de chimpanzés de Sweetwaters",
      },
      {
        en: "Rhino tracking on foot with Ol Pejeta rangers",
        de: "Nashorn-Fährtensuche zu Fuss mit Rangern von Ol Pejeta",
        fr: "Pistage des rhinocéros à pied avec les rangers d’Ol Pejeta",
      },
      {
        en: "Mountain guide for the Mount Kenya hike",
        de: "Bergführer für die Wanderung am Mount Kenya",
        fr: "Guide de montagne pour la randonnée sur le mont Kenya",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Kenya eTA",
        de: "Internationale Flüge und die kenianische eTA",
        fr: "Vols internationaux et eTA kényane",
      },
      {
        en: "Drinks other than water",
        de: "Getränke ausser Wasser",
        fr: "Boissons autres que l’eau",
      },
      {
        en: "Tips for guides, rangers and lodge staff",
        de: "Trinkgelder für Guides, Ranger und Lodge-Personal",
        fr: "Pourboires des guides, rangers et personnel des lodges",
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
        title: { en: "Arrival in Nairobi", de: "Ankunft in Nairobi", fr: "Arrivée à Nairobi" },
        description: {
          en: "Airport pickup and a welcome dinner at the hotel with your guide.",
          de: "Abholung am Flughafen und Begrüssungsessen mit dem Guide im Hotel.",
          fr: "Accueil à l’aéroport et dîner de bienvenue à l’hôtel avec votre guide.",
        },
      },
      {
        day: 2,
        title: { en: "North to Samburu", de: "Nach Norden ins Samburu", fr: "Cap au nord vers Samburu" },
        description: {
          en: "Past the western flank of Mount Kenya and down into the dry north. First game drive along the Ewaso Ng'iro river in the afternoon.",
          de: "Vorbei an der Westflanke des Mount Kenya hinunter in den trockenen Norden. Am Nachmittag erste Pirschfahrt am Ewaso-Ng'iro-Fluss.",
          fr: "Par le flanc ouest du mont Kenya, descente vers le nord aride. Premier safari l’après-midi le long de l’Ewaso Ng’iro.",
        },
      },
      {
        day: 3,
        title: { en: "The Samburu five", de: "Die Samburu-Fünf", fr: "Les cinq de Samburu" },
        description: {
          en: "Grevy's zebra, reticulated giraffe, gerenuk, beisa oryx and Somali ostrich live only in the north. A full day looking for them, plus the reserve's elephants and leopards.",
          de: "Grevyzebra, Netzgiraffe, Gerenuk, Beisa-Oryx und Somali-Strauss leben nur im Norden. Ein ganzer Tag auf ihrer Suche, dazu die Elefanten und Leoparden des Reservats.",
          fr: "Zèbre de Grévy, girafe réticulée, gazelle de Waller, oryx beisa et autruche de Somalie ne vivent que dans le nord. Une journée entière à leur recherche, sans oublier les éléphants et les léopards de la réserve.",
        },
      },
      {
        day: 4,
        title: {
          en: "Buffalo Springs and a Samburu village",
          de: "Buffalo Springs und ein Samburu-Dorf",
          fr: "Buffalo Springs et un village samburu",
        },
        description: {
          en: "Morning game drive in neighbouring Buffalo Springs, then an afternoon walk along the river with Samburu guides and a visit to their village.",
          de: "Morgens Pirschfahrt im benachbarten Buffalo Springs, am Nachmittag ein Spaziergang am Fluss mit Samburu-Guides und Besuch in ihrem Dorf.",
          fr: "Safari matinal dans la réserve voisine de Buffalo Springs, puis balade l’après-midi le long de la rivière avec des guides samburu et visite de leur village.",
        },
      },
      {
        day: 5,
        title: { en: "Ol Pejeta", de: "Ol Pejeta", fr: "Ol Pejeta" },
        description: {
          en: "To the Laikipia plateau and Ol Pejeta Conservancy: the Sweetwaters chimpanzee sanctuary and the enclosure of the last two northern white rhinos.",
          de: "Auf das Laikipia-Plateau in die Ol Pejeta Conservancy: das Schimpansen-Schutzgebiet Sweetwaters und das Gehege der letzten beiden Nördlichen Breitmaulnashörner.",
          fr: "Sur le plateau de Laikipia, à Ol Pejeta : le sanctuaire de chimpanzés de Sweetwaters et l’enclos des deux derniers rhinocéros blancs du Nord.",
        },
      },
      {
        day: 6,
        title: {
          en: "Tracking rhinos on foot",
          de: "Nashörnern zu Fuss auf der Spur",
          fr: "Sur la piste des rhinocéros",
        },
        description: {
          en: "Set off on foot with armed rangers to track black rhinos, then a night game drive in search of aardvarks, hyenas and lions.",
          de: "Mit bewaffneten Rangern zu Fuss auf Spurensuche nach Spitzmaulnashörnern, abends Nachtpirsch auf der Suche nach Erdferkeln, Hyänen und Löwen.",
          fr: "Départ à pied avec des rangers armés pour pister les rhinocéros noirs, puis safari de nuit à la recherche d’oryctéropes, de hyènes et de lions.",
        },
      },
      {
        day: 7,
        title: {
          en: "To the slopes of Mount Kenya",
          de: "An die Hänge des Mount Kenya",
          fr: "Sur les pentes du mont Kenya",
        },
        description: {
          en: "A short drive to a forest lodge near Naro Moru and an afternoon walk to spot colobus monkeys and forest birds.",
          de: "Kurze Fahrt zu einer Waldlodge bei Naro Moru und Nachmittagsspaziergang zu Stummelaffen und Waldvögeln.",
          fr: "Courte route vers un lodge forestier près de Naro Moru et balade l’après-midi à la rencontre des colobes et des oiseaux de la forêt.",
        },
      },
      {
        day: 8,
        title: {
          en: "Mount Kenya day hike",
          de: "Tageswanderung am Mount Kenya",
          fr: "Randonnée sur le mont Kenya",
        },
        description: {
          en: "A guided hike of about six hours through bamboo and hagenia forest to the edge of the moorland at roughly 3,200 m, with views of the jagged summit.",
          de: "Geführte Wanderung von rund sechs Stunden durch Bambus- und Hagenia-Wald bis an den Rand der Moorlandschaft auf etwa 3200 m, mit Blick auf die zackigen Gipfel.",
          fr: "Randonnée guidée d’environ six heures à travers la forêt de bambous et d’hagenias jusqu’à la lande, vers 3200 m, avec vue sur les sommets déchiquetés.",
        },
      },
      {
        day: 9,
        title: { en: "Back to Nairobi", de: "Zurück nach Nairobi", fr: "Retour à Nairobi" },
        description: {
          en: "Drive back to Nairobi through the farmland of the central highlands; transfer to the airport in the late afternoon.",
          de: "Rückfahrt nach Nairobi durch das Farmland des zentralen Hochlands; am späten Nachmittag Transfer zum Flughafen.",
          fr: "Retour à Nairobi à travers les terres agricoles des hauts plateaux ; transfert à l’aéroport en fin d’après-midi.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "kenya-samburu-laikipia-mount-kenya",
      alt: {
        en: "Reticulated giraffes on a dry plain in Samburu",
        de: "Netzgiraffen in der trockenen Ebene von Samburu",
        fr: "Girafes réticulées dans une plaine aride de Samburu",
      },
    },
    departures: [
      { monthOffset: 2, day: 2, capacity: 8, placesLeft: 0 },
      { monthOffset: 3, day: 16, capacity: 8, placesLeft: 1 },
      { monthOffset: 6, day: 10, capacity: 8, placesLeft: 5 },
      { monthOffset: 9, day: 24, capacity: 8, placesLeft: 8 },
    ],
  },
  // ---------------------------------------------------------------- Tanzania
  {
    id: "tanzania-serengeti-ngorongoro-safari",
    destination: "tanzania",
    agencyId: "kilima-routes",
    title: {
      en: "Serengeti and Ngorongoro Crater Safari",
      de: "Safari in der Serengeti und im Ngorongoro-Krater",
      fr: "Safari Serengeti et cratère du Ngorongoro",
    },
    summary: {
      en: "The classic northern circuit in a week: the baobabs and elephants of Tarangire, two days in the central Serengeti and a descent into the Ngorongoro Crater.",
      de: "Die klassische Nordroute in einer Woche: Baobabs und Elefanten im Tarangire, zwei Tage in der zentralen Serengeti und eine Fahrt hinunter in den Ngorongoro-Krater.",
      fr: "Le grand classique du circuit nord en une semaine : baobabs et éléphants de Tarangire, deux jours au cœur du Serengeti et une descente dans le cratère du Ngorongoro.",
    },
    durationDays: 7,
    language: "fr",
    minimumAge: 6,
    groupSize: { min: 4, max: 12 },
    price: { shared: 345000, single: 419000 },
    inclusions: [
      {
        en: "6 nights in lodges and tented camps",
        de: "6 Nächte in Lodges und Zeltcamps",
        fr: "6 nuits en lodges et camps de toile",
      },
      {
        en: "Full board from dinner on day 1 to breakfast on day 7",
        de: "Vollpension vom Abendessen am 1. Tag bis zum Frühstück am 7. Tag",
        fr: "Pension complète du dîner du jour 1 au petit-déjeuner du jour 7",
      },
      {
        en: "French-speaking guide and 4x4 Land Cruisers with a window seat for everyone",
        de: "Französischsprachiger Guide und 4x4-Land-Cruiser mit Fensterplatz für alle",
        fr: "Guide francophone et Land Cruiser 4x4 avec une place côté fenêtre pour chacun",
      },
      {
        en: "Park fees and the Ngorongoro crater service fee",
        de: "Parkgebühren und die Gebühr für die Kraterfahrt im Ngorongoro",
        fr: "Droits d’entrée des parcs et taxe de descente dans le cratère du Ngorongoro",
      },
      {
        en: "Transfers from and to Kilimanjaro airport",
        de: "Transfers vom und zum Flughafen Kilimandscharo",
        fr: "Transferts depuis et vers l’aéroport du Kilimandjaro",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Tanzania visa (USD 50)",
        de: "Internationale Flüge und das Visum für Tansania (50 USD)",
        fr: "Vols internationaux et visa tanzanien (50 USD)",
      },
      {
        en: "Drinks and tips",
        de: "Getränke und Trinkgelder",
        fr: "Boissons et pourboires",
      },
      {
        en: "Balloon safari over the Serengeti",
        de: "Ballonsafari über der Serengeti",
        fr: "Safari en montgolfière au-dessus du Serengeti",
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
        title: { en: "Arrival in Arusha", de: "Ankunft in Arusha", fr: "Arrivée à Arusha" },
        description: {
          en: "Pickup at Kilimanjaro airport and transfer to a lodge on a coffee farm on the slopes of Mount Meru.",
          de: "Abholung am Flughafen Kilimandscharo und Fahrt zu einer Lodge auf einer Kaffeefarm am Fuss des Mount Meru.",
          fr: "Accueil à l’aéroport du Kilimandjaro et transfert vers un lodge installé dans une plantation de café au pied du mont Meru.",
        },
      },
      {
        day: 2,
        title: { en: "Tarangire", de: "Tarangire", fr: "Tarangire" },
        description: {
          en: "A day among giant baobabs and the large elephant herds of Tarangire National Park; overnight in the highlands near Karatu.",
          de: "Ein Tag zwischen riesigen Baobabs und den grossen Elefantenherden des Tarangire-Nationalparks; Übernachtung im Hochland bei Karatu.",
          fr: "Une journée parmi les baobabs géants et les grands troupeaux d’éléphants du parc national de Tarangire ; nuit sur les hauts plateaux près de Karatu.",
        },
      },
      {
        day: 3,
        title: { en: "Into the Serengeti", de: "In die Serengeti", fr: "Entrée dans le Serengeti" },
        description: {
          en: "Over the rim of the Ngorongoro highlands and past Olduvai Gorge onto the endless plains of the Serengeti; game drive on the way to camp.",
          de: "Über den Rand des Ngorongoro-Hochlands, vorbei an der Olduvai-Schlucht, in die endlosen Ebenen der Serengeti; Pirschfahrt auf dem Weg ins Camp.",
          fr: "Par les hauteurs du Ngorongoro et les gorges d’Olduvai jusqu’aux plaines infinies du Serengeti ; safari en route vers le camp.",
        },
      },
      {
        day: 4,
        title: { en: "Central Serengeti", de: "Zentrale Serengeti", fr: "Au cœur du Serengeti" },
        description: {
          en: "A full day around Seronera, where rivers and kopjes attract lions, leopards and cheetahs all year round.",
          de: "Ein ganzer Tag rund um Seronera, wo Flüsse und Kopjes das ganze Jahr über Löwen, Leoparden und Geparden anziehen.",
          fr: "Une journée entière autour de Seronera, où rivières et kopjes attirent lions, léopards et guépards toute l’année.",
        },
      },
      {
        day: 5,
        title: {
          en: "Serengeti to the crater rim",
          de: "Von der Serengeti an den Kraterrand",
          fr: "Du Serengeti au bord du cratère",
        },
        description: {
          en: "A last morning game drive, then back east to a lodge on the rim of the Ngorongoro Crater, 600 m above its floor.",
          de: "Eine letzte Morgenpirsch, dann zurück nach Osten zu einer Lodge am Rand des Ngorongoro-Kraters, 600 m über dem Kraterboden.",
          fr: "Un dernier safari matinal, puis retour vers l’est jusqu’à un lodge perché sur le bord du cratère du Ngorongoro, 600 m au-dessus du fond.",
        },
      },
      {
        day: 6,
        title: { en: "Ngorongoro Crater", de: "Ngorongoro-Krater", fr: "Cratère du Ngorongoro" },
        description: {
          en: "Down into the crater at dawn to look for black rhinos, lions and flamingos, with a picnic by the hippo pool. Overnight near Karatu.",
          de: "Bei Tagesanbruch hinunter in den Krater zu Spitzmaulnashörnern, Löwen und Flamingos, Picknick am Flusspferdteich. Übernachtung bei Karatu.",
          fr: "Descente dans le cratère à l’aube à la recherche des rhinocéros noirs, des lions et des flamants, avec pique-nique près de la mare aux hippopotames. Nuit près de Karatu.",
        },
      },
      {
        day: 7,
        title: { en: "Back to Arusha", de: "Zurück nach Arusha", fr: "Retour à Arusha" },
        description: {
          en: "Drive back to Arusha, lunch in town at your own pace and transfer to Kilimanjaro airport.",
          de: "Rückfahrt nach Arusha, Mittagessen in der Stadt nach Belieben und Transfer zum Flughafen Kilimandscharo.",
          fr: "Retour à Arusha, déjeuner libre en ville et transfert à l’aéroport du Kilimandjaro.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 90, refundPercent: 100 },
      { daysBefore: 45, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "tanzania-serengeti-ngorongoro-safari",
      alt: {
        en: "A lioness resting on a granite kopje in the Serengeti",
        de: "Eine Löwin ruht auf einem Granit-Kopje in der Serengeti",
        fr: "Une lionne se repose sur un kopje de granit dans le Serengeti",
      },
    },
    departures: [
      { monthOffset: 1, day: 7, capacity: 12, placesLeft: 5 },
      { monthOffset: 2, day: 21, capacity: 12, placesLeft: 2 },
      { monthOffset: 4, day: 11, capacity: 12, placesLeft: 9 },
      { monthOffset: 7, day: 4, capacity: 12, placesLeft: 12 },
      { monthOffset: 11, day: 15, capacity: 12, placesLeft: 12 },
    ],
  },
  {
    id: "tanzania-safari-and-zanzibar",
    destination: "tanzania",
    agencyId: "kilima-routes",
    title: {
      en: "Safari and Spice Island: Tarangire, Serengeti and Zanzibar",
      de: "Safari und Gewürzinsel: Tarangire, Serengeti und Sansibar",
      fr: "Safari et île aux épices : Tarangire, Serengeti et Zanzibar",
    },
    summary: {
      en: "Six days on safari across northern Tanzania, then a flight to Zanzibar for the alleys of Stone Town, a spice farm and beach days on the east coast.",
      de: "Sechs Tage Safari im Norden Tansanias, dann ein Flug nach Sansibar zu den Gassen von Stone Town, einer Gewürzfarm und Strandtagen an der Ostküste.",
      fr: "Six jours de safari dans le nord de la Tanzanie, puis un vol pour Zanzibar : les ruelles de Stone Town, une ferme aux épices et des journées de plage sur la côte est.",
    },
    durationDays: 11,
    language: "en",
    minimumAge: 0,
    groupSize: { min: 2, max: 14 },
    price: { shared: 528000, single: 639000 },
    inclusions: [
      {
        en: "10 nights: safari lodges, a boutique hotel in Stone Town and a beach hotel in Paje",
        de: "10 Nächte: Safari-Lodges, ein Boutiquehotel in Stone Town und ein Strandhotel in Paje",
        fr: "10 nuits : lodges de safari, hôtel de charme à Stone Town et hôtel de plage à Paje",
      },
      {
        en: "Full board on safari, breakfast in Stone Town, half board in Paje",
        de: "Vollpension auf Safari, Frühstück in Stone Town, Halbpension in Paje",
        fr: "Pension complète en safari, petit-déjeuner à Stone Town, demi-pension à Paje",
      },
      {
        en: "Domestic flight from Arusha to Zanzibar",
        de: "Inlandflug von Arusha nach Sansibar",
        fr: "Vol intérieur d’Arusha à Zanzibar",
      },
      {
        en: "English-speaking safari guide, park and crater fees",
        de: "Englischsprachiger Safari-Guide, Park- und Kratergebühren",
        fr: "Guide de safari anglophone, droits d’entrée des parcs et du cratère",
      },
      {
        en: "Guided Stone Town walk, spice farm visit and Jozani forest entrance",
        de: "Führung durch Stone Town, Besuch einer Gewürzfarm und Eintritt in den Jozani-Wald",
        fr: "Visite guidée de Stone Town, ferme aux épices et entrée à la forêt de Jozani",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Tanzania visa (USD 50)",
        de: "Internationale Flüge und das Visum für Tansania (50 USD)",
        fr: "Vols internationaux et visa tanzanien (50 USD)",
      },
      {
        en: "Zanzibar's mandatory visitor insurance (USD 44, bought online before arrival)",
        de: "Die obligatorische Besucherversicherung Sansibars (44 USD, vor der Ankunft online zu kaufen)",
        fr: "Assurance obligatoire des visiteurs de Zanzibar (44 USD, à souscrire en ligne avant l’arrivée)",
      },
      {
        en: "Snorkelling trip to Mnemba and other optional excursions",
        de: "Schnorchelausflug nach Mnemba und weitere fakultative Ausflüge",
        fr: "Sortie snorkeling à Mnemba et autres excursions facultatives",
      },
      {
        en: "Drinks, lunches on Zanzibar and tips",
        de: "Getränke, Mittagessen auf Sansibar und Trinkgelder",
        fr: "Boissons, déjeuners à Zanzibar et pourboires",
      },
    ],
    itinerary: [
      {
        day: 1,
        title: { en: "Arrival in Arusha", de: "Ankunft in Arusha", fr: "Arrivée à Arusha" },
        description: {
          en: "Pickup at Kilimanjaro airport and a first night in a garden lodge outside Arusha.",
          de: "Abholung am Flughafen Kilimandscharo und erste Nacht in einer Gartenlodge ausserhalb von Arusha.",
          fr: "Accueil à l’aéroport du Kilimandjaro et première nuit dans un lodge avec jardin aux abords d’Arusha.",
        },
      },
      {
        day: 2,
        title: { en: "Tarangire", de: "Tarangire", fr: "Tarangire" },
        description: {
          en: "Game drives among baobabs and elephants along the Tarangire river.",
          de: "Pirschfahrten zwischen Baobabs und Elefanten am Tarangire-Fluss.",
          fr: "Safaris parmi les baobabs et les éléphants le long de la rivière Tarangire.",
        },
      },
      {
        day: 3,
        title: {
          en: "Lake Manyara and Mto wa Mbu",
          de: "Manyarasee und Mto wa Mbu",
          fr: "Lac Manyara et Mto wa Mbu",
        },
        description: {
          en: "Morning in Lake Manyara National Park with its groundwater forest and baboon troops, afternoon walk through the banana fields of Mto wa Mbu village.",
          de: "Morgens im Lake-Manyara-Nationalpark mit seinem Grundwasserwald und den Pavianhorden, nachmittags ein Spaziergang durch die Bananenfelder des Dorfes Mto wa Mbu.",
          fr: "Matinée dans le parc national du lac Manyara, sa forêt alimentée par la nappe phréatique et ses troupes de babouins, puis balade dans les bananeraies du village de Mto wa Mbu.",
        },
      },
      {
        day: 4,
        title: { en: "Into the Serengeti", de: "In die Serengeti", fr: "Entrée dans le Serengeti" },
        description: {
          en: "Across the Ngorongoro highlands and down onto the Serengeti plains, with a game drive on the way to camp.",
          de: "Über das Ngorongoro-Hochland hinunter in die Ebenen der Serengeti, mit Pirschfahrt auf dem Weg ins Camp.",
          fr: "Traversée des hauts plateaux du Ngorongoro et descente vers les plaines du Serengeti, avec safari en route vers le camp.",
        },
      },
      {
        day: 5,
        title: { en: "Serengeti", de: "Serengeti", fr: "Serengeti" },
        description: {
          en: "A full day on the plains. Depending on the season, your guide heads for the migration herds or the big cats of Seronera.",
          de: "Ein ganzer Tag in der Ebene. Je nach Jahreszeit fährt der Guide zu den Herden der grossen Migration oder zu den Raubkatzen von Seronera.",
          fr: "Une journée entière dans les plaines. Selon la saison, votre guide part à la recherche des troupeaux de la migration ou des grands félins de Seronera.",
        },
      },
      {
        day: 6,
        title: { en: "Ngorongoro Crater", de: "Ngorongoro-Krater", fr: "Cratère du Ngorongoro" },
        description: {
          en: "Early descent into the crater for a morning on its floor, then up to a lodge in the green hills around Karatu.",
          de: "Früh hinunter in den Krater für einen Morgen auf dem Kraterboden, danach hinauf zu einer Lodge in den grünen Hügeln um Karatu.",
          fr: "Descente matinale dans le cratère, puis remontée vers un lodge dans les collines verdoyantes de Karatu.",
        },
      },
      {
        day: 7,
        title: { en: "Flight to Zanzibar", de: "Flug nach Sansibar", fr: "Envol pour Zanzibar" },
        description: {
          en: "Fly from Arusha to Zanzibar. At sunset, a first stroll to the Forodhani night market on the seafront.",
          de: "Flug von Arusha nach Sansibar. Bei Sonnenuntergang ein erster Bummel zum Nachtmarkt in den Forodhani-Gärten am Meer.",
          fr: "Vol d’Arusha à Zanzibar. Au coucher du soleil, première promenade jusqu’au marché de nuit des jardins de Forodhani, face à la mer.",
        },
      },
      {
        day: 8,
        title: { en: "Stone Town and spices", de: "Stone Town und Gewürze", fr: "Stone Town et épices" },
        description: {
          en: "A guided walk past carved doors, the Old Fort and the Anglican cathedral on the site of the former slave market, then a spice farm in the countryside.",
          de: "Geführter Rundgang vorbei an geschnitzten Türen, dem Old Fort und der anglikanischen Kathedrale auf dem Gelände des einstigen Sklavenmarkts, danach eine Gewürzfarm im Hinterland.",
          fr: "Promenade guidée entre portes sculptées, Old Fort et cathédrale anglicane bâtie sur le site de l’ancien marché aux esclaves, puis visite d’une ferme aux épices dans la campagne.",
        },
      },
      {
        day: 9,
        title: { en: "Jozani forest and Paje", de: "Jozani-Wald und Paje", fr: "Forêt de Jozani et Paje" },
        description: {
          en: "On the way to the east coast, meet the endemic red colobus monkeys of Jozani forest. Afternoon on the beach at Paje.",
          de: "Auf dem Weg an die Ostküste begegnen Sie im Jozani-Wald den endemischen Roten Stummelaffen. Nachmittag am Strand von Paje.",
          fr: "En route vers la côte est, rencontre avec les colobes roux endémiques de la forêt de Jozani. Après-midi sur la plage de Paje.",
        },
      },
      {
        day: 10,
        title: { en: "Beach day", de: "Strandtag", fr: "Journée plage" },
        description: {
          en: "A free day: swim in the lagoon, watch the kitesurfers or join an optional snorkelling trip to Mnemba atoll.",
          de: "Ein freier Tag: Baden in der Lagune, den Kitesurfern zuschauen oder ein fakultativer Schnorchelausflug zum Mnemba-Atoll.",
          fr: "Journée libre : baignade dans le lagon, spectacle des kitesurfeurs ou sortie snorkeling facultative vers l’atoll de Mnemba.",
        },
      },
      {
        day: 11,
        title: { en: "Departure", de: "Abreise", fr: "Départ" },
        description: {
          en: "Transfer to Zanzibar airport for your flight home.",
          de: "Transfer zum Flughafen Sansibar für den Heimflug.",
          fr: "Transfert à l’aéroport de Zanzibar pour votre vol retour.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 90, refundPercent: 100 },
      { daysBefore: 45, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "tanzania-safari-and-zanzibar",
      alt: {
        en: "A wooden dhow on turquoise water off the coast of Zanzibar",
        de: "Eine hölzerne Dhau auf türkisblauem Wasser vor Sansibar",
        fr: "Un boutre en bois sur l’eau turquoise au large de Zanzibar",
      },
    },
    departures: [
      { monthOffset: 1, day: 25, capacity: 14, placesLeft: 1 },
      { monthOffset: 3, day: 13, capacity: 14, placesLeft: 8 },
      { monthOffset: 5, day: 2, capacity: 14, placesLeft: 14 },
      { monthOffset: 8, day: 17, capacity: 14, placesLeft: 11 },
    ],
  },
  // ---------------------------------------------------------------- Morocco
  {
    id: "morocco-imperial-cities-sahara",
    destination: "morocco",
    agencyId: "atlas-dunes-voyages",
    title: {
      en: "Imperial Cities and Sahara: Fes to Marrakesh via Merzouga",
      de: "Königsstädte und Sahara: von Fès über Merzouga nach Marrakesch",
      fr: "Villes impériales et Sahara : de Fès à Marrakech par Merzouga",
    },
    summary: {
      en: "From the medina of Fes through the cedar forests of the Middle Atlas to a night in the dunes of Erg Chebbi, then along the road of a thousand kasbahs to Marrakesh.",
      de: "Von der Medina in Fès durch die Zedernwälder des Mittleren Atlas zu einer Nacht in den Dünen des Erg Chebbi und dann über die Strasse der Kasbahs nach Marrakesch.",
      fr: "De la médina de Fès aux dunes de l’Erg Chebbi par les forêts de cèdres du Moyen Atlas, puis la route des mille kasbahs jusqu’à Marrakech.",
    },
    durationDays: 10,
    language: "fr",
    minimumAge: 0,
    groupSize: { min: 6, max: 16 },
    price: { shared: 219000, single: 269000 },
    inclusions: [
      {
        en: "9 nights in riads and kasbah hotels, including one night in a desert camp",
        de: "9 Nächte in Riads und Kasbah-Hotels, davon eine im Wüstencamp",
        fr: "9 nuits en riads et hôtels-kasbahs, dont une nuit en bivouac dans le désert",
      },
      {
        en: "Breakfast every day and 6 dinners",
        de: "Täglich Frühstück und 6 Abendessen",
        fr: "Petit-déjeuner chaque jour et 6 dîners",
      },
      {
        en: "Air-conditioned minibus and French-speaking tour leader",
        de: "Klimatisierter Kleinbus und französischsprachige Reiseleitung",
        fr: "Minibus climatisé et accompagnateur francophone",
      },
      {
        en: "Local guides in Fes, Meknes and Marrakesh",
        de: "Lokale Guides in Fès, Meknès und Marrakesch",
        fr: "Guides locaux à Fès, Meknès et Marrakech",
      },
      {
        en: "Camel ride into the dunes of Erg Chebbi",
        de: "Kamelritt in die Dünen des Erg Chebbi",
        fr: "Balade à dos de dromadaire dans les dunes de l’Erg Chebbi",
      },
      {
        en: "Entrance fees for the sites in the programme",
        de: "Eintritte für die Sehenswürdigkeiten im Programm",
        fr: "Entrées des sites mentionnés au programme",
      },
    ],
    exclusions: [
      {
        en: "Flights to Fes and from Marrakesh",
        de: "Flüge nach Fès und ab Marrakesch",
        fr: "Vols vers Fès et depuis Marrakech",
      },
      {
        en: "Lunches and drinks",
        de: "Mittagessen und Getränke",
        fr: "Déjeuners et boissons",
      },
      {
        en: "Tips for drivers, guides and camp staff",
        de: "Trinkgelder für Fahrer, Guides und Camp-Personal",
        fr: "Pourboires des chauffeurs, guides et personnel du bivouac",
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
        title: { en: "Arrival in Fes", de: "Ankunft in Fès", fr: "Arrivée à Fès" },
        description: {
          en: "Transfer from the airport to a riad inside the old medina; mint tea on the roof terrace.",
          de: "Transfer vom Flughafen zu einem Riad in der Altstadt; Minztee auf der Dachterrasse.",
          fr: "Transfert de l’aéroport vers un riad au cœur de la médina ; thé à la menthe sur la terrasse.",
        },
      },
      {
        day: 2,
        title: { en: "The medina of Fes", de: "Die Medina von Fès", fr: "La médina de Fès" },
        description: {
          en: "A day in Fes el-Bali with a local guide: the Bou Inania madrasa, the Chouara tanneries seen from above, and the workshops of coppersmiths and weavers.",
          de: "Ein Tag in Fès el-Bali mit lokalem Guide: die Medersa Bou Inania, die Gerbereien von Chouara von oben und die Werkstätten der Kupferschmiede und Weber.",
          fr: "Une journée à Fès el-Bali avec un guide local : la médersa Bou Inania, les tanneries Chouara vues des terrasses et les ateliers des dinandiers et des tisserands.",
        },
      },
      {
        day: 3,
        title: { en: "Meknes and Volubilis", de: "Meknès und Volubilis", fr: "Meknès et Volubilis" },
        description: {
          en: "The monumental gates of Meknes, the Roman mosaics of Volubilis and the holy town of Moulay Idriss, back to Fes in the evening.",
          de: "Die monumentalen Tore von Meknès, die römischen Mosaike von Volubilis und die heilige Stadt Moulay Idriss; abends zurück nach Fès.",
          fr: "Les portes monumentales de Meknès, les mosaïques romaines de Volubilis et la ville sainte de Moulay Idriss, retour à Fès le soir.",
        },
      },
      {
        day: 4,
        title: {
          en: "Across the Middle Atlas",
          de: "Durch den Mittleren Atlas",
          fr: "À travers le Moyen Atlas",
        },
        description: {
          en: "A long, beautiful drive: the cedar forest of Azrou with its Barbary macaques, the Ziz valley and its palm groves, and the first dunes of Merzouga at dusk.",
          de: "Eine lange, schöne Fahrt: der Zedernwald von Azrou mit seinen Berberaffen, das Ziz-Tal mit seinen Palmenhainen und bei Dämmerung die ersten Dünen von Merzouga.",
          fr: "Une longue et belle journée de route : la cédraie d’Azrou et ses macaques, la vallée du Ziz et ses palmeraies, puis les premières dunes de Merzouga à la tombée du jour.",
        },
      },
      {
        day: 5,
        title: {
          en: "A night in the Erg Chebbi",
          de: "Eine Nacht im Erg Chebbi",
          fr: "Une nuit dans l’Erg Chebbi",
        },
        description: {
          en: "Gnawa music in the village of Khamlia, then a camel ride into the dunes at sunset and a night in a desert camp under the stars.",
          de: "Gnawa-Musik im Dorf Khamlia, dann bei Sonnenuntergang auf dem Kamel in die Dünen und eine Nacht im Wüstencamp unter dem Sternenhimmel.",
          fr: "Musique gnaoua au village de Khamlia, puis départ à dos de dromadaire dans les dunes au coucher du soleil et nuit en bivouac sous les étoiles.",
        },
      },
      {
        day: 6,
        title: { en: "Todra Gorge", de: "Todra-Schlucht", fr: "Gorges du Todra" },
        description: {
          en: "Sunrise over the dunes, then west to the Todra Gorge, whose walls rise 300 m above the stream. Overnight in the Dades valley.",
          de: "Sonnenaufgang über den Dünen, dann nach Westen zur Todra-Schlucht, deren Wände 300 m über dem Bach aufragen. Übernachtung im Dadestal.",
          fr: "Lever de soleil sur les dunes, puis route vers l’ouest jusqu’aux gorges du Todra, dont les parois s’élèvent à 300 m. Nuit dans la vallée du Dadès.",
        },
      },
      {
        day: 7,
        title: {
          en: "Valley of roses and Skoura",
          de: "Rosental und Skoura",
          fr: "Vallée des roses et Skoura",
        },
        description: {
          en: "Through the valley of roses to the palm grove of Skoura and the Taourirt kasbah in Ouarzazate.",
          de: "Durch das Tal der Rosen zum Palmenhain von Skoura und zur Kasbah Taourirt in Ouarzazate.",
          fr: "Par la vallée des roses jusqu’à la palmeraie de Skoura et la kasbah de Taourirt à Ouarzazate.",
        },
      },
      {
        day: 8,
        title: {
          en: "Aït Benhaddou and the Tichka pass",
          de: "Aït Benhaddou und der Tichka-Pass",
          fr: "Aït-Ben-Haddou et le col du Tichka",
        },
        description: {
          en: "Walk up through the earthen ksar of Aït Benhaddou, then cross the High Atlas over the Tizi n'Tichka pass (2,260 m) to Marrakesh.",
          de: "Aufstieg durch den Lehm-Ksar von Aït Benhaddou, dann über den Tizi-n'Tichka-Pass (2260 m) durch den Hohen Atlas nach Marrakesch.",
          fr: "Montée à pied à travers le ksar en terre d’Aït-Ben-Haddou, puis traversée du Haut Atlas par le col du Tizi n’Tichka (2260 m) jusqu’à Marrakech.",
        },
      },
      {
        day: 9,
        title: { en: "Marrakesh", de: "Marrakesch", fr: "Marrakech" },
        description: {
          en: "Bahia palace, the souks and the Koutoubia with a local guide, and the evening crowds of Jemaa el-Fna square.",
          de: "Bahia-Palast, Souks und Koutoubia mit einem lokalen Guide, abends das Treiben auf dem Platz Jemaa el-Fna.",
          fr: "Le palais de la Bahia, les souks et la Koutoubia avec un guide local, puis l’effervescence de la place Jemaa el-Fna le soir.",
        },
      },
      {
        day: 10,
        title: { en: "Departure", de: "Abreise", fr: "Départ" },
        description: {
          en: "Free time until your transfer to Marrakesh airport.",
          de: "Freie Zeit bis zum Transfer zum Flughafen Marrakesch.",
          fr: "Temps libre jusqu’au transfert à l’aéroport de Marrakech.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: 14, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "morocco-imperial-cities-sahara",
      alt: {
        en: "A camel caravan crossing the orange dunes of Erg Chebbi at sunset",
        de: "Eine Kamelkarawane zieht bei Sonnenuntergang über die orangen Dünen des Erg Chebbi",
        fr: "Une caravane de dromadaires traverse les dunes orangées de l’Erg Chebbi au coucher du soleil",
      },
    },
    departures: [
      { monthOffset: 1, day: 10, capacity: 16, placesLeft: 0 },
      { monthOffset: 2, day: 14, capacity: 16, placesLeft: 3 },
      { monthOffset: 3, day: 28, capacity: 16, placesLeft: 11 },
      { monthOffset: 5, day: 9, capacity: 16, placesLeft: 16 },
      { monthOffset: 9, day: 19, capacity: 16, placesLeft: 14 },
      { monthOffset: 12, day: 6, capacity: 16, placesLeft: 16 },
    ],
  },
  {
    id: "morocco-high-atlas-toubkal-trek",
    destination: "morocco",
    agencyId: "atlas-dunes-voyages",
    title: {
      en: "High Atlas Trek and Toubkal Ascent",
      de: "Trekking im Hohen Atlas mit Besteigung des Toubkal",
      fr: "Trek dans le Haut Atlas et ascension du Toubkal",
    },
    summary: {
      en: "Five days of walking through Berber villages and over high passes in Toubkal National Park, with mules carrying the bags, ending on North Africa's highest summit (4,167 m).",
      de: "Fünf Wandertage durch Berberdörfer und über hohe Pässe im Toubkal-Nationalpark, das Gepäck tragen Maultiere, zum Abschluss auf den höchsten Gipfel Nordafrikas (4167 m).",
      fr: "Cinq jours de marche entre villages berbères et cols d’altitude dans le parc national du Toubkal, bagages portés par les mules, jusqu’au plus haut sommet d’Afrique du Nord (4167 m).",
    },
    durationDays: 8,
    language: "en",
    minimumAge: 16,
    groupSize: { min: 4, max: 12 },
    price: { shared: 189000, single: 229000 },
    inclusions: [
      {
        en: "7 nights: 2 in a Marrakesh riad, 2 in village guesthouses, 2 in tents and 1 in the Toubkal refuge",
        de: "7 Nächte: 2 in einem Riad in Marrakesch, 2 in Dorfherbergen, 2 im Zelt und 1 in der Toubkal-Hütte",
        fr: "7 nuits : 2 dans un riad à Marrakech, 2 en gîtes de village, 2 sous tente et 1 au refuge du Toubkal",
      },
      {
        en: "All meals during the trek, cooked by the team's cook",
        de: "Alle Mahlzeiten während des Trekkings, zubereitet vom Koch des Teams",
        fr: "Tous les repas pendant le trek, préparés par le cuisinier de l’équipe",
      },
      {
        en: "Certified English-speaking mountain guide",
        de: "Diplomierter englischsprachiger Bergführer",
        fr: "Guide de montagne diplômé anglophone",
      },
      {
        en: "Mules and muleteers for the luggage",
        de: "Maultiere und Maultiertreiber für das Gepäck",
        fr: "Mules et muletiers pour les bagages",
      },
      {
        en: "Tents, mattresses and kitchen equipment",
        de: "Zelte, Matten und Küchenausrüstung",
        fr: "Tentes, matelas et matériel de cuisine",
      },
      {
        en: "Transfers between Marrakesh and Imlil",
        de: "Transfers zwischen Marrakesch und Imlil",
        fr: "Transferts entre Marrakech et Imlil",
      },
    ],
    exclusions: [
      {
        en: "Flights to and from Marrakesh",
        de: "Flüge nach und ab Marrakesch",
        fr: "Vols vers et depuis Marrakech",
      },
      {
        en: "Sleeping bag (can be rented in Imlil)",
        de: "Schlafsack (in Imlil zu mieten)",
        fr: "Sac de couchage (location possible à Imlil)",
      },
      {
        en: "Dinners in Marrakesh and drinks",
        de: "Abendessen in Marrakesch und Getränke",
        fr: "Dîners à Marrakech et boissons",
      },
      {
        en: "Tips for the mountain team",
        de: "Trinkgelder für das Bergteam",
        fr: "Pourboires pour l’équipe de montagne",
      },
      {
        en: "Travel insurance covering trekking up to 4,200 m",
        de: "Reiseversicherung, die Trekking bis 4200 m abdeckt",
        fr: "Assurance voyage couvrant le trekking jusqu’à 4200 m",
      },
    ],
    itinerary: [
      {
        day: 1,
        title: { en: "Arrival in Marrakesh", de: "Ankunft in Marrakesch", fr: "Arrivée à Marrakech" },
        description: {
          en: "Transfer to a riad in the medina. In the evening, your guide checks everyone's gear and explains the route.",
          de: "Transfer zu einem Riad in der Medina. Am Abend prüft der Guide die Ausrüstung und erklärt die Route.",
          fr: "Transfert vers un riad de la médina. Le soir, votre guide vérifie l’équipement et présente l’itinéraire.",
        },
      },
      {
        day: 2,
        title: { en: "Imlil to Tacheddirt", de: "Von Imlil nach Tacheddirt", fr: "D’Imlil à Tacheddirt" },
        description: {
          en: "Drive to Imlil (1,740 m), load the mules and walk over the Tizi n'Tamatert pass to the village of Tacheddirt. About 5 hours.",
          de: "Fahrt nach Imlil (1740 m), die Maultiere werden beladen, dann über den Pass Tizi n'Tamatert ins Dorf Tacheddirt. Rund 5 Stunden.",
          fr: "Route jusqu’à Imlil (1740 m), chargement des mules et marche par le col du Tizi n’Tamatert jusqu’au village de Tacheddirt. Environ 5 heures.",
        },
      },
      {
        day: 3,
        title: { en: "Over the Tizi n'Likemt", de: "Über den Tizi n'Likemt", fr: "Le col du Tizi n’Likemt" },
        description: {
          en: "The hardest pass of the loop at 3,555 m, then down to the shepherds' summer huts of Azib Likemt, where we camp. About 7 hours.",
          de: "Der härteste Pass der Runde auf 3555 m, dann hinunter zu den Sommerhütten der Hirten in Azib Likemt, wo wir zelten. Rund 7 Stunden.",
          fr: "Le col le plus exigeant de la boucle, à 3555 m, puis descente vers les bergeries d’été d’Azib Likemt, où l’on campe. Environ 7 heures.",
        },
      },
      {
        day: 4,
        title: { en: "Down to Amsouzart", de: "Hinunter nach Amsouzart", fr: "Descente vers Amsouzart" },
        description: {
          en: "An easier day along terraced valleys and walnut groves to the village of Amsouzart and a night in a family guesthouse.",
          de: "Ein leichterer Tag durch Terrassentäler und Walnusshaine ins Dorf Amsouzart und eine Nacht in einer Familienherberge.",
          fr: "Une journée plus douce à travers vallées en terrasses et noyeraies jusqu’au village d’Amsouzart, nuit dans un gîte familial.",
        },
      },
      {
        day: 5,
        title: { en: "Lake Ifni", de: "Ifni-See", fr: "Lac d’Ifni" },
        description: {
          en: "Up a rocky valley to Lake Ifni, the only lake of the High Atlas, and a camp on its shore below the Toubkal massif.",
          de: "Durch ein felsiges Tal hinauf zum Ifni-See, dem einzigen See des Hohen Atlas, und Zeltlager an seinem Ufer unter dem Toubkal-Massiv.",
          fr: "Montée par une vallée rocailleuse jusqu’au lac d’Ifni, seul lac du Haut Atlas, et bivouac sur sa rive au pied du massif du Toubkal.",
        },
      },
      {
        day: 6,
        title: { en: "To the Toubkal refuge", de: "Zur Toubkal-Hütte", fr: "Vers le refuge du Toubkal" },
        description: {
          en: "A steep climb over the Tizi n'Ouanoums (3,664 m) and down to the Toubkal refuge at 3,207 m. Early night before the summit.",
          de: "Steiler Aufstieg über den Tizi n'Ouanoums (3664 m) und Abstieg zur Toubkal-Hütte auf 3207 m. Früh ins Bett vor dem Gipfeltag.",
          fr: "Montée raide par le Tizi n’Ouanoums (3664 m) et descente vers le refuge du Toubkal, à 3207 m. Coucher tôt avant le sommet.",
        },
      },
      {
        day: 7,
        title: { en: "Toubkal summit", de: "Gipfel des Toubkal", fr: "Sommet du Toubkal" },
        description: {
          en: "Start before dawn for the summit at 4,167 m and its view from the Sahara to the Atlantic haze, then the long descent to Imlil and the drive to Marrakesh.",
          de: "Aufbruch vor Tagesanbruch zum Gipfel auf 4167 m mit Blick von der Sahara bis zum Dunst über dem Atlantik, dann langer Abstieg nach Imlil und Fahrt nach Marrakesch.",
          fr: "Départ avant l’aube pour le sommet à 4167 m et sa vue du Sahara jusqu’aux brumes de l’Atlantique, puis longue descente vers Imlil et route vers Marrakech.",
        },
      },
      {
        day: 8,
        title: { en: "Departure", de: "Abreise", fr: "Départ" },
        description: {
          en: "A hammam for tired legs if time allows, then transfer to Marrakesh airport.",
          de: "Wenn die Zeit reicht, ein Hammam für müde Beine, dann Transfer zum Flughafen Marrakesch.",
          fr: "Un hammam pour les jambes fatiguées si le temps le permet, puis transfert à l’aéroport de Marrakech.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: 14, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "morocco-high-atlas-toubkal-trek",
      alt: {
        en: "Hikers and a mule on a stony path below snowy High Atlas peaks",
        de: "Wanderer und ein Maultier auf einem steinigen Pfad unter verschneiten Gipfeln des Hohen Atlas",
        fr: "Randonneurs et mule sur un sentier caillouteux sous les sommets enneigés du Haut Atlas",
      },
    },
    departures: [
      { monthOffset: 2, day: 5, capacity: 12, placesLeft: 2 },
      { monthOffset: 4, day: 18, capacity: 12, placesLeft: 7 },
      { monthOffset: 5, day: 27, capacity: 12, placesLeft: 12 },
      { monthOffset: 8, day: 12, capacity: 12, placesLeft: 10 },
    ],
  },
  // ---------------------------------------------------------------- South Africa
  {
    id: "south-africa-cape-town-garden-route",
    destination: "south-africa",
    agencyId: "fynbos-bush-journeys",
    title: {
      en: "Cape Town and the Garden Route",
      de: "Kapstadt und die Garden Route",
      fr: "Le Cap et la Garden Route",
    },
    summary: {
      en: "Table Mountain and the Cape Peninsula, wine estates in Franschhoek, whales off Hermanus, and the forests and lagoons of the Garden Route, ending with the elephants of Addo.",
      de: "Tafelberg und Kaphalbinsel, Weingüter in Franschhoek, Wale vor Hermanus sowie die Wälder und Lagunen der Garden Route, zum Schluss die Elefanten von Addo.",
      fr: "La montagne de la Table et la péninsule du Cap, les domaines viticoles de Franschhoek, les baleines d’Hermanus, puis les forêts et lagunes de la Garden Route jusqu’aux éléphants d’Addo.",
    },
    durationDays: 10,
    language: "de",
    minimumAge: 0,
    groupSize: { min: 6, max: 16 },
    price: { shared: 319000, single: 395000 },
    inclusions: [
      {
        en: "9 nights in owner-run guesthouses",
        de: "9 Nächte in inhabergeführten Gästehäusern",
        fr: "9 nuits en maisons d’hôtes tenues par leurs propriétaires",
      },
      {
        en: "Breakfast every day and 4 dinners",
        de: "Täglich Frühstück und 4 Abendessen",
        fr: "Petit-déjeuner chaque jour et 4 dîners",
      },
      {
        en: "Minibus with German-speaking tour guide",
        de: "Kleinbus mit deutschsprachiger Reiseleitung",
        fr: "Minibus avec guide germanophone",
      },
      {
        en: "Table Mountain cable car, Cape Point and Boulders Beach entrance",
        de: "Tafelberg-Seilbahn, Eintritte für Cape Point und Boulders Beach",
        fr: "Téléphérique de la montagne de la Table, entrées de Cape Point et Boulders Beach",
      },
      {
        en: "Wine tastings at two estates and a Cape Malay cooking lunch",
        de: "Weinproben auf zwei Gütern und ein kapmalaiischer Kochkurs mit Mittagessen",
        fr: "Dégustations dans deux domaines et déjeuner-atelier de cuisine malaise du Cap",
      },
      {
        en: "Game drive in Addo Elephant National Park",
        de: "Pirschfahrt im Addo-Elefanten-Nationalpark",
        fr: "Safari dans le parc national des éléphants d’Addo",
      },
    ],
    exclusions: [
      {
        en: "Flights to Cape Town and back from Gqeberha (Port Elizabeth)",
        de: "Flüge nach Kapstadt und zurück ab Gqeberha (Port Elizabeth)",
        fr: "Vols vers Le Cap et retour depuis Gqeberha (Port Elizabeth)",
      },
      {
        en: "Lunches and the remaining dinners",
        de: "Mittagessen und die übrigen Abendessen",
        fr: "Déjeuners et dîners non mentionnés",
      },
      {
        en: "Whale-watching boat trip in Hermanus (optional)",
        de: "Walbeobachtung per Boot in Hermanus (fakultativ)",
        fr: "Sortie en mer pour observer les baleines à Hermanus (facultative)",
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
        title: { en: "Arrival in Cape Town", de: "Ankunft in Kapstadt", fr: "Arrivée au Cap" },
        description: {
          en: "Transfer to a guesthouse below Lion's Head; welcome dinner at the V&A Waterfront.",
          de: "Transfer zu einem Gästehaus unterhalb des Lion's Head; Begrüssungsessen an der V&A Waterfront.",
          fr: "Transfert vers une maison d’hôtes au pied de Lion’s Head ; dîner de bienvenue au V&A Waterfront.",
        },
      },
      {
        day: 2,
        title: {
          en: "Table Mountain and Bo-Kaap",
          de: "Tafelberg und Bo-Kaap",
          fr: "Montagne de la Table et Bo-Kaap",
        },
        description: {
          en: "Up Table Mountain by cable car (weather permitting), then a walk through the colourful Bo-Kaap and a Cape Malay cooking lunch in a family home.",
          de: "Mit der Seilbahn auf den Tafelberg (je nach Wetter), dann ein Spaziergang durch das farbenfrohe Bo-Kaap und ein kapmalaiisches Mittagessen, das Sie bei einer Familie selbst kochen.",
          fr: "Montée en téléphérique sur la montagne de la Table (si la météo le permet), puis balade dans le Bo-Kaap coloré et atelier de cuisine malaise du Cap chez une famille.",
        },
      },
      {
        day: 3,
        title: { en: "Cape Peninsula", de: "Kaphalbinsel", fr: "Péninsule du Cap" },
        description: {
          en: "Chapman's Peak Drive, the Cape of Good Hope and Cape Point, and the African penguins of Boulders Beach.",
          de: "Chapman's Peak Drive, das Kap der Guten Hoffnung und Cape Point sowie die Brillenpinguine am Boulders Beach.",
          fr: "La route de Chapman’s Peak, le cap de Bonne-Espérance et Cape Point, puis les manchots du Cap de Boulders Beach.",
        },
      },
      {
        day: 4,
        title: { en: "The Winelands", de: "Die Winelands", fr: "Les Winelands" },
        description: {
          en: "Stellenbosch's oak-lined streets and tastings at two estates in the Franschhoek valley. Overnight in Franschhoek.",
          de: "Die eichengesäumten Strassen von Stellenbosch und Weinproben auf zwei Gütern im Franschhoek-Tal. Übernachtung in Franschhoek.",
          fr: "Les rues bordées de chênes de Stellenbosch et dégustations dans deux domaines de la vallée de Franschhoek. Nuit à Franschhoek.",
        },
      },
      {
        day: 5,
        title: { en: "Hermanus", de: "Hermanus", fr: "Hermanus" },
        description: {
          en: "Over the mountains to Hermanus. From June to November southern right whales come close to the cliff path; the rest of the year, fynbos walks in Fernkloof reserve.",
          de: "Über die Berge nach Hermanus. Von Juni bis November kommen Südkaper nah an den Klippenweg heran; sonst Fynbos-Spaziergänge im Fernkloof-Reservat.",
          fr: "Par les montagnes jusqu’à Hermanus. De juin à novembre, les baleines franches australes s’approchent du sentier des falaises ; le reste de l’année, balade dans le fynbos de la réserve de Fernkloof.",
        },
      },
      {
        day: 6,
        title: {
          en: "Route 62 to Oudtshoorn",
          de: "Auf der Route 62 nach Oudtshoorn",
          fr: "La Route 62 jusqu’à Oudtshoorn",
        },
        description: {
          en: "Through the orchards and semi-desert of the Little Karoo along Route 62 to Oudtshoorn, the ostrich capital.",
          de: "Durch Obstplantagen und die Halbwüste der Kleinen Karoo auf der Route 62 nach Oudtshoorn, der Hauptstadt der Strausse.",
          fr: "À travers vergers et semi-désert du Petit Karoo par la Route 62 jusqu’à Oudtshoorn, capitale de l’autruche.",
        },
      },
      {
        day: 7,
        title: {
          en: "Cango Caves and Knysna",
          de: "Cango Caves und Knysna",
          fr: "Grottes de Cango et Knysna",
        },
        description: {
          en: "A guided tour of the Cango Caves, then over the Outeniqua pass to the lagoon town of Knysna.",
          de: "Führung durch die Cango Caves, dann über den Outeniqua-Pass in die Lagunenstadt Knysna.",
          fr: "Visite guidée des grottes de Cango, puis passage du col d’Outeniqua jusqu’à Knysna et sa lagune.",
        },
      },
      {
        day: 8,
        title: { en: "Tsitsikamma", de: "Tsitsikamma", fr: "Tsitsikamma" },
        description: {
          en: "A walk through coastal forest to the suspension bridge over the Storms River mouth, where the waves crash against the rocks.",
          de: "Wanderung durch den Küstenwald zur Hängebrücke über der Mündung des Storms River, wo die Wellen gegen die Felsen schlagen.",
          fr: "Marche dans la forêt côtière jusqu’au pont suspendu de l’embouchure de la Storms River, où les vagues se brisent sur les rochers.",
        },
      },
      {
        day: 9,
        title: { en: "Addo Elephant Park", de: "Addo-Elefantenpark", fr: "Parc des éléphants d’Addo" },
        description: {
          en: "A game drive among Addo's hundreds of elephants, with buffaloes, zebras and, with luck, lions.",
          de: "Pirschfahrt zu den Hunderten von Elefanten in Addo, dazu Büffel, Zebras und mit etwas Glück Löwen.",
          fr: "Safari parmi les centaines d’éléphants d’Addo, avec buffles, zèbres et, avec un peu de chance, lions.",
        },
      },
      {
        day: 10,
        title: { en: "Departure from Gqeberha", de: "Abreise ab Gqeberha", fr: "Départ de Gqeberha" },
        description: {
          en: "Transfer to Gqeberha airport for your flight home via Johannesburg or Cape Town.",
          de: "Transfer zum Flughafen Gqeberha für den Heimflug über Johannesburg oder Kapstadt.",
          fr: "Transfert à l’aéroport de Gqeberha pour votre vol retour via Johannesburg ou Le Cap.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 60 },
      { daysBefore: 14, refundPercent: 25 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "south-africa-cape-town-garden-route",
      alt: {
        en: "Table Mountain above Cape Town seen from Bloubergstrand",
        de: "Der Tafelberg über Kapstadt, gesehen vom Bloubergstrand",
        fr: "La montagne de la Table au-dessus du Cap, vue de Bloubergstrand",
      },
    },
    departures: [
      { monthOffset: 1, day: 3, capacity: 16, placesLeft: 4 },
      { monthOffset: 2, day: 26, capacity: 16, placesLeft: 1 },
      { monthOffset: 4, day: 15, capacity: 16, placesLeft: 13 },
      { monthOffset: 8, day: 20, capacity: 16, placesLeft: 16 },
      { monthOffset: 10, day: 1, capacity: 16, placesLeft: 15 },
    ],
  },
  {
    id: "south-africa-kruger-panorama-route",
    destination: "south-africa",
    agencyId: "fynbos-bush-journeys",
    title: {
      en: "Kruger Big Five and the Panorama Route",
      de: "Big Five im Kruger und die Panorama Route",
      fr: "Big Five du Kruger et route des Panoramas",
    },
    summary: {
      en: "From Johannesburg to the Blyde River Canyon and into the Kruger, with open-vehicle game drives, a guided bush walk and two nights in a private reserve.",
      de: "Von Johannesburg zum Blyde River Canyon und in den Kruger, mit Pirschfahrten im offenen Geländewagen, einer geführten Buschwanderung und zwei Nächten in einem privaten Reservat.",
      fr: "De Johannesburg au canyon de la Blyde River puis dans le Kruger, avec safaris en véhicule ouvert, marche guidée dans la brousse et deux nuits dans une réserve privée.",
    },
    durationDays: 7,
    language: "en",
    minimumAge: 6,
    groupSize: { min: 4, max: 10 },
    price: { shared: 278000, single: 339000 },
    inclusions: [
      {
        en: "6 nights: guesthouses, a Kruger rest camp and a lodge in a private reserve",
        de: "6 Nächte: Gästehäuser, ein Rastlager im Kruger und eine Lodge in einem privaten Reservat",
        fr: "6 nuits : maisons d’hôtes, un camp du Kruger et un lodge dans une réserve privée",
      },
      {
        en: "Breakfast every day, full board in the private reserve",
        de: "Täglich Frühstück, Vollpension im privaten Reservat",
        fr: "Petit-déjeuner chaque jour, pension complète dans la réserve privée",
      },
      {
        en: "English-speaking guide and game drives in open safari vehicles",
        de: "Englischsprachiger Guide und Pirschfahrten in offenen Safarifahrzeugen",
        fr: "Guide anglophone et safaris en véhicules ouverts",
      },
      {
        en: "Kruger conservation fees and Panorama Route entrance fees",
        de: "Naturschutzgebühren im Kruger und Eintritte an der Panorama Route",
        fr: "Taxes de conservation du Kruger et entrées sur la route des Panoramas",
      },
      {
        en: "Guided bush walk with an armed ranger",
        de: "Geführte Buschwanderung mit bewaffnetem Ranger",
        fr: "Marche guidée dans la brousse avec un ranger armé",
      },
    ],
    exclusions: [
      {
        en: "Flights to and from Johannesburg",
        de: "Flüge nach und ab Johannesburg",
        fr: "Vols vers et depuis Johannesburg",
      },
      {
        en: "Lunches and dinners outside the private reserve",
        de: "Mittag- und Abendessen ausserhalb des privaten Reservats",
        fr: "Déjeuners et dîners hors de la réserve privée",
      },
      {
        en: "Malaria prophylaxis (Kruger is a low-risk area; ask your doctor)",
        de: "Malariaprophylaxe (der Kruger ist ein Gebiet mit geringem Risiko; fragen Sie Ihre Ärztin oder Ihren Arzt)",
        fr: "Prévention du paludisme (le Kruger est une zone à faible risque ; demandez conseil à votre médecin)",
      },
      {
        en: "Drinks, tips and travel insurance",
        de: "Getränke, Trinkgelder und Reiseversicherung",
        fr: "Boissons, pourboires et assurance voyage",
      },
    ],
    itinerary: [
      {
        day: 1,
        title: { en: "Arrival in Johannesburg", de: "Ankunft in Johannesburg", fr: "Arrivée à Johannesburg" },
        description: {
          en: "Pickup at the airport; if your flight lands in the morning, an afternoon at the Apartheid Museum.",
          de: "Abholung am Flughafen; bei Ankunft am Vormittag ein Nachmittag im Apartheid-Museum.",
          fr: "Accueil à l’aéroport ; si vous arrivez le matin, après-midi au musée de l’Apartheid.",
        },
      },
      {
        day: 2,
        title: { en: "Panorama Route", de: "Panorama Route", fr: "Route des Panoramas" },
        description: {
          en: "East through the highveld to the trout town of Dullstroom and the old gold-rush village of Pilgrim's Rest. Overnight in Graskop.",
          de: "Nach Osten durch das Highveld ins Forellenstädtchen Dullstroom und in das alte Goldgräberdorf Pilgrim's Rest. Übernachtung in Graskop.",
          fr: "Cap à l’est à travers le highveld jusqu’à Dullstroom, ville de la truite, et Pilgrim’s Rest, ancien village de la ruée vers l’or. Nuit à Graskop.",
        },
      },
      {
        day: 3,
        title: { en: "Blyde River Canyon", de: "Blyde River Canyon", fr: "Canyon de la Blyde River" },
        description: {
          en: "God's Window, Bourke's Luck Potholes and the Three Rondavels above the canyon, then into the Kruger through Phabeni gate.",
          de: "God's Window, Bourke's Luck Potholes und die Three Rondavels über dem Canyon, dann durch das Phabeni-Tor in den Kruger.",
          fr: "God’s Window, les marmites de Bourke’s Luck et les Three Rondavels au-dessus du canyon, puis entrée dans le Kruger par la porte de Phabeni.",
        },
      },
      {
        day: 4,
        title: { en: "Southern Kruger", de: "Süd-Kruger", fr: "Le sud du Kruger" },
        description: {
          en: "A full day of game drives around Skukuza and Lower Sabie, the park's best area for lions, leopards and rhinos.",
          de: "Ein ganzer Tag Pirschfahrten rund um Skukuza und Lower Sabie, das beste Gebiet des Parks für Löwen, Leoparden und Nashörner.",
          fr: "Une journée complète de safari autour de Skukuza et Lower Sabie, le meilleur secteur du parc pour les lions, léopards et rhinocéros.",
        },
      },
      {
        day: 5,
        title: { en: "Private reserve", de: "Privates Reservat", fr: "Réserve privée" },
        description: {
          en: "Move to a lodge in a private reserve on Kruger's western border, where ranger and tracker can leave the road. Sunset drive with a sundowner.",
          de: "Weiter zu einer Lodge in einem privaten Reservat an der Westgrenze des Kruger, wo Ranger und Fährtenleser die Strasse verlassen dürfen. Abendpirsch mit Sundowner.",
          fr: "Installation dans un lodge d’une réserve privée à la frontière ouest du Kruger, où ranger et pisteur peuvent quitter la piste. Safari au coucher du soleil avec apéritif dans la brousse.",
        },
      },
      {
        day: 6,
        title: { en: "On foot in the bush", de: "Zu Fuss im Busch", fr: "À pied dans la brousse" },
        description: {
          en: "A dawn bush walk to read tracks and dung, a rest at the lodge pool, and a night drive with a spotlight.",
          de: "Eine Buschwanderung im Morgengrauen, bei der Sie Spuren und Dung lesen lernen, Ruhe am Pool der Lodge und eine Nachtpirsch mit Scheinwerfer.",
          fr: "Marche à l’aube pour apprendre à lire traces et crottes, pause au bord de la piscine du lodge et safari de nuit au projecteur.",
        },
      },
      {
        day: 7,
        title: { en: "Back to Johannesburg", de: "Zurück nach Johannesburg", fr: "Retour à Johannesburg" },
        description: {
          en: "A last morning drive, then back to Johannesburg airport by late afternoon.",
          de: "Eine letzte Morgenpirsch, dann Rückfahrt zum Flughafen Johannesburg bis zum späten Nachmittag.",
          fr: "Un dernier safari matinal, puis retour à l’aéroport de Johannesburg en fin d’après-midi.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 60 },
      { daysBefore: 14, refundPercent: 25 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "south-africa-kruger-panorama-route",
      alt: {
        en: "A leopard resting in a marula tree in the Kruger",
        de: "Ein Leopard ruht in einem Marulabaum im Kruger",
        fr: "Un léopard se repose dans un marula du Kruger",
      },
    },
    departures: [
      { monthOffset: 1, day: 19, capacity: 10, placesLeft: 3 },
      { monthOffset: 3, day: 8, capacity: 10, placesLeft: 6 },
      { monthOffset: 6, day: 23, capacity: 10, placesLeft: 10 },
      { monthOffset: 9, day: 11, capacity: 10, placesLeft: 10 },
    ],
  },
  // ---------------------------------------------------------------- Namibia
  {
    id: "namibia-sossusvlei-etosha-loop",
    destination: "namibia",
    agencyId: "red-dune-expeditions",
    title: {
      en: "Namibia Grand Loop: Sossusvlei, Swakopmund and Etosha",
      de: "Grosse Namibia-Rundreise: Sossusvlei, Swakopmund und Etosha",
      fr: "Grand tour de Namibie : Sossusvlei, Swakopmund et Etosha",
    },
    summary: {
      en: "Twelve days from Windhoek through the Kalahari, the red dunes of Sossusvlei and the Atlantic coast to the rock engravings of Twyfelfontein and the waterholes of Etosha.",
      de: "Zwölf Tage ab Windhoek durch die Kalahari, die roten Dünen des Sossusvlei und an die Atlantikküste, weiter zu den Felsgravuren von Twyfelfontein und den Wasserstellen der Etosha.",
      fr: "Douze jours depuis Windhoek à travers le Kalahari, les dunes rouges de Sossusvlei et la côte atlantique, jusqu’aux gravures rupestres de Twyfelfontein et aux points d’eau d’Etosha.",
    },
    durationDays: 12,
    language: "de",
    minimumAge: 12,
    groupSize: { min: 4, max: 12 },
    price: { shared: 439000, single: 535000 },
    inclusions: [
      {
        en: "11 nights in lodges and guest farms",
        de: "11 Nächte in Lodges und Gästefarmen",
        fr: "11 nuits en lodges et fermes d’hôtes",
      },
      {
        en: "Breakfast every day and 9 dinners",
        de: "Täglich Frühstück und 9 Abendessen",
        fr: "Petit-déjeuner chaque jour et 9 dîners",
      },
      {
        en: "German-speaking Namibian guide and air-conditioned 4x4 safari vehicle",
        de: "Deutschsprachiger namibischer Guide und klimatisiertes 4x4-Safarifahrzeug",
        fr: "Guide namibien germanophone et véhicule de safari 4x4 climatisé",
      },
      {
        en: "Entrance fees for Namib-Naukluft, Twyfelfontein and Etosha",
        de: "Eintritte für Namib-Naukluft, Twyfelfontein und Etosha",
        fr: "Entrées du Namib-Naukluft, de Twyfelfontein et d’Etosha",
      },
      {
        en: "Catamaran cruise in Walvis Bay with oysters",
        de: "Katamaranfahrt in der Walvis Bay mit Austern",
        fr: "Croisière en catamaran dans la baie de Walvis Bay avec dégustation d’huîtres",
      },
    ],
    exclusions: [
      {
        en: "Flights to and from Windhoek",
        de: "Flüge nach und ab Windhoek",
        fr: "Vols vers et depuis Windhoek",
      },
      {
        en: "Lunches and drinks",
        de: "Mittagessen und Getränke",
        fr: "Déjeuners et boissons",
      },
      {
        en: "Scenic flight over the dunes and activities in Swakopmund",
        de: "Rundflug über die Dünen und Aktivitäten in Swakopmund",
        fr: "Survol des dunes et activités à Swakopmund",
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
        title: { en: "Arrival in Windhoek", de: "Ankunft in Windhoek", fr: "Arrivée à Windhoek" },
        description: {
          en: "Pickup at Hosea Kutako airport and a first night in a guesthouse in Windhoek; dinner in town with the group.",
          de: "Abholung am Flughafen Hosea Kutako und erste Nacht in einem Gästehaus in Windhoek; Abendessen mit der Gruppe in der Stadt.",
          fr: "Accueil à l’aéroport Hosea Kutako et première nuit dans une maison d’hôtes à Windhoek ; dîner en ville avec le groupe.",
        },
      },
      {
        day: 2,
        title: { en: "Kalahari", de: "Kalahari", fr: "Kalahari" },
        description: {
          en: "South-east into the Kalahari, where parallel red dunes run between camel thorn trees. Sundowner drive on the lodge's land.",
          de: "Nach Südosten in die Kalahari, wo parallele rote Dünen zwischen Kameldornbäumen verlaufen. Sundowner-Fahrt auf dem Gelände der Lodge.",
          fr: "Vers le sud-est et le Kalahari, où des dunes rouges parallèles s’étirent entre les acacias à épines de chameau. Sortie au coucher du soleil sur les terres du lodge.",
        },
      },
      {
        day: 3,
        title: { en: "To Sesriem", de: "Nach Sesriem", fr: "Vers Sesriem" },
        description: {
          en: "On gravel roads to the edge of the Namib and a walk in the narrow Sesriem canyon in the late afternoon.",
          de: "Auf Schotterstrassen an den Rand der Namib und am späten Nachmittag ein Spaziergang im engen Sesriem Canyon.",
          fr: "Par les pistes jusqu’à la lisière du Namib et, en fin d’après-midi, balade dans l’étroit canyon de Sesriem.",
        },
      },
      {
        day: 4,
        title: { en: "Sossusvlei and Deadvlei", de: "Sossusvlei und Deadvlei", fr: "Sossusvlei et Deadvlei" },
        description: {
          en: "Through the park gate at sunrise, climb a dune above Sossusvlei and walk among the dead camel thorn trees of Deadvlei.",
          de: "Bei Sonnenaufgang durch das Parktor, Aufstieg auf eine Düne über dem Sossusvlei und Spaziergang zwischen den abgestorbenen Kameldornbäumen im Deadvlei.",
          fr: "Entrée dans le parc au lever du soleil, ascension d’une dune au-dessus de Sossusvlei et marche parmi les acacias morts de Deadvlei.",
        },
      },
      {
        day: 5,
        title: { en: "To Swakopmund", de: "Nach Swakopmund", fr: "Vers Swakopmund" },
        description: {
          en: "Via Solitaire and the Kuiseb and Gaub passes to the coast, with a stop for the flamingos of Walvis Bay lagoon.",
          de: "Über Solitaire sowie den Kuiseb- und den Gaub-Pass an die Küste, mit Halt bei den Flamingos in der Lagune von Walvis Bay.",
          fr: "Par Solitaire et les cols du Kuiseb et du Gaub jusqu’à la côte, avec une halte auprès des flamants de la lagune de Walvis Bay.",
        },
      },
      {
        day: 6,
        title: {
          en: "Walvis Bay by catamaran",
          de: "Walvis Bay per Katamaran",
          fr: "Walvis Bay en catamaran",
        },
        description: {
          en: "A morning on the bay with seals, pelicans and often dolphins, oysters on board, and a free afternoon in the colonial streets of Swakopmund.",
          de: "Ein Vormittag auf der Bucht mit Robben, Pelikanen und oft Delfinen, Austern an Bord und ein freier Nachmittag in den kolonialen Strassen Swakopmunds.",
          fr: "Une matinée dans la baie avec otaries, pélicans et souvent dauphins, huîtres à bord, puis après-midi libre dans les rues coloniales de Swakopmund.",
        },
      },
      {
        day: 7,
        title: {
          en: "Spitzkoppe and Damaraland",
          de: "Spitzkoppe und Damaraland",
          fr: "Spitzkoppe et Damaraland",
        },
        description: {
          en: "Inland past the granite dome of Spitzkoppe into the red hills of Damaraland.",
          de: "Ins Landesinnere, vorbei an der Granitkuppe der Spitzkoppe, in die roten Hügel des Damaralands.",
          fr: "Vers l’intérieur, au pied du dôme de granit de la Spitzkoppe, jusqu’aux collines rouges du Damaraland.",
        },
      },
      {
        day: 8,
        title: {
          en: "Twyfelfontein and desert elephants",
          de: "Twyfelfontein und Wüstenelefanten",
          fr: "Twyfelfontein et éléphants du désert",
        },
        description: {
          en: "The San rock engravings of Twyfelfontein, a UNESCO World Heritage site, and an afternoon drive along the dry Aba-Huab river in search of desert-adapted elephants.",
          de: "Die Felsgravuren der San in Twyfelfontein, UNESCO-Welterbe, und am Nachmittag eine Fahrt im trockenen Flussbett des Aba-Huab auf der Suche nach Wüstenelefanten.",
          fr: "Les gravures rupestres san de Twyfelfontein, inscrites au patrimoine mondial de l’UNESCO, puis sortie l’après-midi dans le lit asséché de l’Aba-Huab à la recherche des éléphants du désert.",
        },
      },
      {
        day: 9,
        title: { en: "To Etosha", de: "In die Etosha", fr: "Vers Etosha" },
        description: {
          en: "North to Etosha National Park; evening at the floodlit waterhole of Okaukuejo, where rhinos often come to drink.",
          de: "Nach Norden in den Etosha-Nationalpark; abends am beleuchteten Wasserloch von Okaukuejo, wo oft Nashörner trinken.",
          fr: "Cap au nord vers le parc national d’Etosha ; soirée au point d’eau éclairé d’Okaukuejo, où les rhinocéros viennent souvent boire.",
        },
      },
      {
        day: 10,
        title: { en: "Etosha Pan", de: "Etosha-Pfanne", fr: "Le pan d’Etosha" },
        description: {
          en: "A full day from waterhole to waterhole along the white salt pan, with lunch at Halali camp.",
          de: "Ein ganzer Tag von Wasserloch zu Wasserloch entlang der weissen Salzpfanne, Mittagsrast im Camp Halali.",
          fr: "Une journée entière de point d’eau en point d’eau le long du pan de sel blanc, avec pause déjeuner au camp d’Halali.",
        },
      },
      {
        day: 11,
        title: {
          en: "Eastern Etosha and Waterberg",
          de: "Ost-Etosha und Waterberg",
          fr: "L’est d’Etosha et le Waterberg",
        },
        description: {
          en: "A morning drive to the old fort of Namutoni, then south to a guest farm below the Waterberg plateau.",
          de: "Morgenpirsch zum alten Fort Namutoni, dann nach Süden zu einer Gästefarm am Fuss des Waterberg-Plateaus.",
          fr: "Safari matinal jusqu’au vieux fort de Namutoni, puis descente vers une ferme d’hôtes au pied du plateau du Waterberg.",
        },
      },
      {
        day: 12,
        title: { en: "Back to Windhoek", de: "Zurück nach Windhoek", fr: "Retour à Windhoek" },
        description: {
          en: "Drive back to Windhoek and transfer to the airport for evening flights.",
          de: "Rückfahrt nach Windhoek und Transfer zum Flughafen für Abendflüge.",
          fr: "Retour à Windhoek et transfert à l’aéroport pour les vols du soir.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 70, refundPercent: 100 },
      { daysBefore: 35, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "namibia-sossusvlei-etosha-loop",
      alt: {
        en: "Dead camel thorn trees in front of a red dune in Deadvlei",
        de: "Abgestorbene Kameldornbäume vor einer roten Düne im Deadvlei",
        fr: "Acacias morts devant une dune rouge à Deadvlei",
      },
    },
    departures: [
      { monthOffset: 2, day: 12, capacity: 12, placesLeft: 2 },
      { monthOffset: 4, day: 4, capacity: 12, placesLeft: 8 },
      { monthOffset: 6, day: 16, capacity: 12, placesLeft: 12 },
      { monthOffset: 8, day: 27, capacity: 12, placesLeft: 11 },
      { monthOffset: 11, day: 9, capacity: 12, placesLeft: 12 },
    ],
  },
  // ---------------------------------------------------------------- Rwanda
  {
    id: "rwanda-gorillas-and-lake-kivu",
    destination: "rwanda",
    agencyId: "ikaze-highlands-travel",
    title: {
      en: "Gorillas, Chimpanzees and Lake Kivu",
      de: "Gorillas, Schimpansen und der Kivusee",
      fr: "Gorilles, chimpanzés et lac Kivu",
    },
    summary: {
      en: "Rwanda in nine days: an hour with a mountain gorilla family in Volcanoes National Park, golden monkeys, two days on the shores of Lake Kivu and chimpanzee tracking in Nyungwe forest.",
      de: "Ruanda in neun Tagen: eine Stunde bei einer Berggorilla-Familie im Volcanoes-Nationalpark, Goldmeerkatzen, zwei Tage am Ufer des Kivusees und Schimpansen-Tracking im Nyungwe-Wald.",
      fr: "Le Rwanda en neuf jours : une heure auprès d’une famille de gorilles de montagne dans le parc national des Volcans, les singes dorés, deux jours au bord du lac Kivu et le pistage des chimpanzés dans la forêt de Nyungwe.",
    },
    durationDays: 9,
    language: "en",
    minimumAge: 16,
    groupSize: { min: 2, max: 8 },
    price: { shared: 645000, single: 769000 },
    inclusions: [
      {
        en: "One gorilla trekking permit per person (USD 1,500)",
        de: "Ein Gorilla-Permit pro Person (1500 USD)",
        fr: "Un permis de visite des gorilles par personne (1500 USD)",
      },
      {
        en: "Golden monkey and chimpanzee permits, Nyungwe canopy walk",
        de: "Permits für Goldmeerkatzen und Schimpansen, Baumwipfelpfad in Nyungwe",
        fr: "Permis singes dorés et chimpanzés, passerelle de la canopée de Nyungwe",
      },
      {
        en: "8 nights in lodges and lakeside hotels",
        de: "8 Nächte in Lodges und Hotels am See",
        fr: "8 nuits en lodges et hôtels au bord du lac",
      },
      {
        en: "Full board outside Kigali, breakfast in Kigali",
        de: "Vollpension ausserhalb von Kigali, Frühstück in Kigali",
        fr: "Pension complète hors de Kigali, petit-déjeuner à Kigali",
      },
      {
        en: "English-speaking driver-guide and 4x4 vehicle",
        de: "Englischsprachiger Fahrer-Guide und 4x4-Fahrzeug",
        fr: "Chauffeur-guide anglophone et véhicule 4x4",
      },
      {
        en: "Boat trip on Lake Kivu",
        de: "Bootsausflug auf dem Kivusee",
        fr: "Sortie en bateau sur le lac Kivu",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Rwanda visa where required",
        de: "Internationale Flüge und das Visum für Ruanda, falls nötig",
        fr: "Vols internationaux et visa rwandais si nécessaire",
      },
      {
        en: "Porters on the treks (about USD 15, recommended: it supports local families)",
        de: "Träger auf den Trekkings (rund 15 USD, empfohlen: es unterstützt einheimische Familien)",
        fr: "Porteurs pendant les treks (environ 15 USD, recommandé : cela fait vivre des familles locales)",
      },
      {
        en: "Drinks and tips for guides, trackers and lodge staff",
        de: "Getränke und Trinkgelder für Guides, Fährtenleser und Lodge-Personal",
        fr: "Boissons et pourboires des guides, pisteurs et personnel des lodges",
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
        title: { en: "Arrival in Kigali", de: "Ankunft in Kigali", fr: "Arrivée à Kigali" },
        description: {
          en: "Pickup at the airport and transfer to a hotel in the green hills of Kigali.",
          de: "Abholung am Flughafen und Transfer zu einem Hotel in den grünen Hügeln Kigalis.",
          fr: "Accueil à l’aéroport et transfert vers un hôtel sur les collines verdoyantes de Kigali.",
        },
      },
      {
        day: 2,
        title: {
          en: "Kigali and on to Musanze",
          de: "Kigali und weiter nach Musanze",
          fr: "Kigali, puis Musanze",
        },
        description: {
          en: "A quiet morning at the Kigali Genocide Memorial, lunch near Kimironko market, then a two-hour drive north to Musanze at the foot of the volcanoes.",
          de: "Ein stiller Vormittag in der Gedenkstätte für den Genozid in Kigali, Mittagessen beim Kimironko-Markt, dann zwei Stunden Fahrt nach Norden nach Musanze am Fuss der Vulkane.",
          fr: "Une matinée de recueillement au mémorial du génocide de Kigali, déjeuner près du marché de Kimironko, puis deux heures de route vers Musanze, au pied des volcans.",
        },
      },
      {
        day: 3,
        title: { en: "Golden monkeys", de: "Goldmeerkatzen", fr: "Singes dorés" },
        description: {
          en: "A morning trek into the bamboo forest to find the playful golden monkeys, then an afternoon canoeing on the twin lakes Burera and Ruhondo.",
          de: "Morgens ein Trekking in den Bambuswald zu den verspielten Goldmeerkatzen, nachmittags Kanufahren auf den Zwillingsseen Burera und Ruhondo.",
          fr: "Le matin, trek dans la forêt de bambous à la recherche des singes dorés, l’après-midi, canoë sur les lacs jumeaux Burera et Ruhondo.",
        },
      },
      {
        day: 4,
        title: { en: "Gorilla trekking", de: "Gorilla-Trekking", fr: "Trek des gorilles" },
        description: {
          en: "Rangers assign you to one of the habituated gorilla families. The walk takes one to five hours; the hour spent with the gorillas is the highlight of a lifetime for many.",
          de: "Die Ranger teilen Sie einer der habituierten Gorillafamilien zu. Der Weg dauert ein bis fünf Stunden; die Stunde bei den Gorillas ist für viele ein Erlebnis fürs Leben.",
          fr: "Les rangers vous attribuent l’une des familles de gorilles habituées. La marche dure d’une à cinq heures ; l’heure passée auprès des gorilles reste pour beaucoup un souvenir inoubliable.",
        },
      },
      {
        day: 5,
        title: { en: "To Lake Kivu", de: "An den Kivusee", fr: "Vers le lac Kivu" },
        description: {
          en: "West to Rubavu on the shore of Lake Kivu, with a free afternoon on the sandy beach.",
          de: "Nach Westen nach Rubavu am Ufer des Kivusees, freier Nachmittag am Sandstrand.",
          fr: "Route vers l’ouest jusqu’à Rubavu, sur la rive du lac Kivu, et après-midi libre sur la plage de sable.",
        },
      },
      {
        day: 6,
        title: {
          en: "Congo Nile road and Karongi",
          de: "Congo-Nile-Strasse und Karongi",
          fr: "La route Congo-Nil et Karongi",
        },
        description: {
          en: "Along the winding lakeside road to Karongi and a boat trip to the islands, including Napoleon Island and its colony of fruit bats.",
          de: "Auf der kurvigen Uferstrasse nach Karongi und Bootsausflug zu den Inseln, darunter die Napoleon-Insel mit ihrer Flughundkolonie.",
          fr: "Par la route sinueuse du bord du lac jusqu’à Karongi, puis sortie en bateau vers les îles, dont l’île Napoléon et sa colonie de chauves-souris frugivores.",
        },
      },
      {
        day: 7,
        title: { en: "Nyungwe forest", de: "Nyungwe-Wald", fr: "Forêt de Nyungwe" },
        description: {
          en: "South through tea plantations to Nyungwe National Park and an afternoon on the canopy walkway, 50 m above the forest floor.",
          de: "Nach Süden durch Teeplantagen in den Nyungwe-Nationalpark und am Nachmittag auf den Baumwipfelpfad, 50 m über dem Waldboden.",
          fr: "Vers le sud à travers les plantations de thé jusqu’au parc national de Nyungwe, puis après-midi sur la passerelle de la canopée, à 50 m du sol.",
        },
      },
      {
        day: 8,
        title: { en: "Chimpanzee tracking", de: "Schimpansen-Tracking", fr: "Pistage des chimpanzés" },
        description: {
          en: "An early start to follow a chimpanzee community through the rainforest. Afternoon at leisure among the tea gardens of Gisakura.",
          de: "Früher Aufbruch, um einer Schimpansengruppe durch den Regenwald zu folgen. Nachmittag zur freien Verfügung in den Teegärten von Gisakura.",
          fr: "Départ matinal pour suivre une communauté de chimpanzés dans la forêt tropicale. Après-midi libre parmi les théiers de Gisakura.",
        },
      },
      {
        day: 9,
        title: { en: "Back to Kigali", de: "Zurück nach Kigali", fr: "Retour à Kigali" },
        description: {
          en: "A scenic drive back to Kigali with a stop at the Ethnographic Museum in Huye; transfer to the airport in the evening.",
          de: "Landschaftlich schöne Rückfahrt nach Kigali mit Halt im Ethnografischen Museum in Huye; abends Transfer zum Flughafen.",
          fr: "Retour panoramique vers Kigali avec arrêt au musée ethnographique de Huye ; transfert à l’aéroport le soir.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 90, refundPercent: 90 },
      { daysBefore: 60, refundPercent: 50 },
      { daysBefore: 30, refundPercent: 25 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "rwanda-gorillas-and-lake-kivu",
      alt: {
        en: "A silverback mountain gorilla sitting in dense green vegetation",
        de: "Ein Silberrücken-Berggorilla sitzt im dichten Grün",
        fr: "Un gorille de montagne à dos argenté assis dans une végétation dense",
      },
    },
    departures: [
      { monthOffset: 1, day: 16, capacity: 8, placesLeft: 1 },
      { monthOffset: 3, day: 20, capacity: 8, placesLeft: 4 },
      { monthOffset: 6, day: 6, capacity: 8, placesLeft: 8 },
      { monthOffset: 7, day: 25, capacity: 8, placesLeft: 6 },
      { monthOffset: 10, day: 13, capacity: 8, placesLeft: 8 },
    ],
  },
  // ---------------------------------------------------------------- Senegal
  {
    id: "senegal-goree-saint-louis-saloum",
    destination: "senegal",
    agencyId: "teranga-escapades",
    title: {
      en: "Senegal from Gorée to the Saloum Delta",
      de: "Senegal von Gorée bis ins Saloum-Delta",
      fr: "Le Sénégal, de Gorée au delta du Saloum",
    },
    summary: {
      en: "Dakar and the island of Gorée, colonial Saint-Louis on its river, a night in the Lompoul dunes and pirogue trips through the mangroves of the Saloum delta.",
      de: "Dakar und die Insel Gorée, das koloniale Saint-Louis an seinem Fluss, eine Nacht in den Dünen von Lompoul und Pirogenfahrten durch die Mangroven des Saloum-Deltas.",
      fr: "Dakar et l’île de Gorée, Saint-Louis la coloniale sur son fleuve, une nuit dans les dunes de Lompoul et des balades en pirogue dans les mangroves du delta du Saloum.",
    },
    durationDays: 10,
    language: "fr",
    minimumAge: 6,
    groupSize: { min: 4, max: 14 },
    price: { shared: 245000, single: 299000 },
    inclusions: [
      {
        en: "9 nights in guesthouses, eco-lodges and a tented camp in the Lompoul desert",
        de: "9 Nächte in Gästehäusern, Ecolodges und einem Zeltcamp in der Wüste von Lompoul",
        fr: "9 nuits en maisons d’hôtes, écolodges et camp de tentes dans le désert de Lompoul",
      },
      {
        en: "Breakfast every day and 7 dinners",
        de: "Täglich Frühstück und 7 Abendessen",
        fr: "Petit-déjeuner chaque jour et 7 dîners",
      },
      {
        en: "Air-conditioned minibus and French-speaking Senegalese guide",
        de: "Klimatisierter Kleinbus und französischsprachiger senegalesischer Guide",
        fr: "Minibus climatisé et guide sénégalais francophone",
      },
      {
        en: "Ferry to Gorée and entrance to the House of Slaves",
        de: "Fähre nach Gorée und Eintritt ins Sklavenhaus",
        fr: "Chaloupe pour Gorée et entrée à la Maison des Esclaves",
      },
      {
        en: "Pirogue trips on the Langue de Barbarie and in the Saloum delta",
        de: "Pirogenfahrten an der Langue de Barbarie und im Saloum-Delta",
        fr: "Sorties en pirogue à la Langue de Barbarie et dans le delta du Saloum",
      },
    ],
    exclusions: [
      {
        en: "Flights to and from Dakar",
        de: "Flüge nach und ab Dakar",
        fr: "Vols vers et depuis Dakar",
      },
      {
        en: "Lunches and drinks",
        de: "Mittagessen und Getränke",
        fr: "Déjeuners et boissons",
      },
      {
        en: "Tips",
        de: "Trinkgelder",
        fr: "Pourboires",
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
        title: { en: "Arrival in Dakar", de: "Ankunft in Dakar", fr: "Arrivée à Dakar" },
        description: {
          en: "Pickup at Blaise Diagne airport and transfer to a guesthouse in Ngor, facing the ocean.",
          de: "Abholung am Flughafen Blaise Diagne und Transfer zu einem Gästehaus in Ngor mit Blick aufs Meer.",
          fr: "Accueil à l’aéroport Blaise-Diagne et transfert vers une maison d’hôtes à Ngor, face à l’océan.",
        },
      },
      {
        day: 2,
        title: { en: "Gorée and Dakar", de: "Gorée und Dakar", fr: "Gorée et Dakar" },
        description: {
          en: "Ferry to the island of Gorée and its House of Slaves, then the Soumbédioune fish market and an evening of live mbalax music.",
          de: "Mit der Fähre auf die Insel Gorée zum Sklavenhaus, danach der Fischmarkt von Soumbédioune und ein Abend mit Mbalax-Livemusik.",
          fr: "Traversée vers l’île de Gorée et sa Maison des Esclaves, puis le marché aux poissons de Soumbédioune et une soirée de mbalax en live.",
        },
      },
      {
        day: 3,
        title: {
          en: "Lac Rose and the Lompoul desert",
          de: "Lac Rose und die Wüste von Lompoul",
          fr: "Lac Rose et désert de Lompoul",
        },
        description: {
          en: "Salt gatherers at the pink Lake Retba, then north to the orange dunes of Lompoul and a night in a tented camp.",
          de: "Salzsammler am rosafarbenen Lac Retba, dann nach Norden zu den orangen Dünen von Lompoul und eine Nacht im Zeltcamp.",
          fr: "Les récolteurs de sel du lac Retba, puis route vers le nord et les dunes orangées de Lompoul pour une nuit sous la tente.",
        },
      },
      {
        day: 4,
        title: { en: "Saint-Louis", de: "Saint-Louis", fr: "Saint-Louis" },
        description: {
          en: "Across the Faidherbe bridge onto the island of Saint-Louis, the old colonial capital, explored by horse-drawn carriage.",
          de: "Über die Faidherbe-Brücke auf die Insel Saint-Louis, die alte Kolonialhauptstadt, die Sie mit der Pferdekutsche erkunden.",
          fr: "Passage du pont Faidherbe vers l’île de Saint-Louis, ancienne capitale coloniale, à découvrir en calèche.",
        },
      },
      {
        day: 5,
        title: { en: "Langue de Barbarie", de: "Langue de Barbarie", fr: "Langue de Barbarie" },
        description: {
          en: "A pirogue trip in the Langue de Barbarie national park to see pelicans and terns, and a walk through the fishermen's quarter of Guet Ndar.",
          de: "Pirogenfahrt im Nationalpark Langue de Barbarie zu Pelikanen und Seeschwalben und ein Spaziergang durch das Fischerviertel Guet Ndar.",
          fr: "Sortie en pirogue dans le parc national de la Langue de Barbarie à la rencontre des pélicans et des sternes, puis promenade dans le quartier des pêcheurs de Guet Ndar.",
        },
      },
      {
        day: 6,
        title: {
          en: "South to Joal-Fadiouth",
          de: "Nach Süden nach Joal-Fadiouth",
          fr: "Cap au sud vers Joal-Fadiouth",
        },
        description: {
          en: "A long drive south through baobab country to Joal-Fadiouth, the island made of seashells, and on to an eco-lodge in Palmarin.",
          de: "Eine lange Fahrt nach Süden durch das Land der Baobabs nach Joal-Fadiouth, der Insel aus Muschelschalen, und weiter zu einer Ecolodge in Palmarin.",
          fr: "Longue route vers le sud au pays des baobabs jusqu’à Joal-Fadiouth, l’île aux coquillages, puis un écolodge à Palmarin.",
        },
      },
      {
        day: 7,
        title: {
          en: "The Saloum delta by pirogue",
          de: "Mit der Piroge im Saloum-Delta",
          fr: "Le delta du Saloum en pirogue",
        },
        description: {
          en: "A day on the bolongs, the channels through the mangroves: Serer fishing villages, oyster beds and a grilled-fish lunch on a sandbank.",
          de: "Ein Tag auf den Bolongs, den Kanälen durch die Mangroven: Fischerdörfer der Serer, Austernbänke und gegrillter Fisch zum Mittagessen auf einer Sandbank.",
          fr: "Une journée sur les bolongs, ces chenaux dans la mangrove : villages de pêcheurs sérères, parcs à huîtres et poisson grillé au déjeuner sur un banc de sable.",
        },
      },
      {
        day: 8,
        title: { en: "Palmarin", de: "Palmarin", fr: "Palmarin" },
        description: {
          en: "A slow day: a bicycle ride between salt flats and palm trees, time at the lagoon and sunset over the ocean.",
          de: "Ein ruhiger Tag: Velotour zwischen Salzfeldern und Palmen, Zeit an der Lagune und Sonnenuntergang über dem Meer.",
          fr: "Une journée au calme : balade à vélo entre salines et palmiers, détente au bord de la lagune et coucher de soleil sur l’océan.",
        },
      },
      {
        day: 9,
        title: {
          en: "Somone and back to Dakar",
          de: "Somone und zurück nach Dakar",
          fr: "La Somone et retour à Dakar",
        },
        description: {
          en: "A stop at the lagoon of La Somone on the way back to Dakar, and a farewell dinner of thieboudienne.",
          de: "Halt an der Lagune von La Somone auf dem Rückweg nach Dakar und Abschiedsessen mit Thieboudienne.",
          fr: "Halte à la lagune de la Somone sur la route de Dakar, puis dîner d’adieu autour d’un thiéboudienne.",
        },
      },
      {
        day: 10,
        title: { en: "Departure", de: "Abreise", fr: "Départ" },
        description: {
          en: "Transfer to Blaise Diagne airport for your flight home.",
          de: "Transfer zum Flughafen Blaise Diagne für den Heimflug.",
          fr: "Transfert à l’aéroport Blaise-Diagne pour votre vol retour.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 45, refundPercent: 100 },
      { daysBefore: 21, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "senegal-goree-saint-louis-saloum",
      alt: {
        en: "A painted pirogue moored among the mangroves of the Saloum delta",
        de: "Eine bemalte Piroge zwischen den Mangroven des Saloum-Deltas",
        fr: "Une pirogue peinte amarrée dans la mangrove du delta du Saloum",
      },
    },
    departures: [
      { monthOffset: 1, day: 27, capacity: 14, placesLeft: 6 },
      { monthOffset: 3, day: 3, capacity: 14, placesLeft: 3 },
      { monthOffset: 4, day: 24, capacity: 14, placesLeft: 14 },
      { monthOffset: 11, day: 7, capacity: 14, placesLeft: 12 },
    ],
  },
  // ---------------------------------------------------------------- Ghana
  {
    id: "ghana-cape-coast-kumasi-mole",
    destination: "ghana",
    agencyId: "adinkra-trails",
    title: {
      en: "Ghana Heritage Journey: Cape Coast, Kumasi and Mole",
      de: "Ghanas Erbe: Cape Coast, Kumasi und Mole",
      fr: "Patrimoine du Ghana : Cape Coast, Kumasi et Mole",
    },
    summary: {
      en: "From Accra along the coast to the castles of Cape Coast and Elmina, across the rainforest canopy of Kakum to the Ashanti capital Kumasi and north to the elephants of Mole National Park.",
      de: "Von Accra der Küste entlang zu den Burgen von Cape Coast und Elmina, über die Baumkronen des Kakum-Regenwalds in die Ashanti-Hauptstadt Kumasi und in den Norden zu den Elefanten des Mole-Nationalparks.",
      fr: "D’Accra aux forts de Cape Coast et d’Elmina, au-dessus de la canopée de Kakum jusqu’à Kumasi, capitale ashanti, puis au nord à la rencontre des éléphants du parc national de Mole.",
    },
    durationDays: 10,
    language: "en",
    minimumAge: 6,
    groupSize: { min: 4, max: 12 },
    price: { shared: 298000, single: 359000 },
    inclusions: [
      {
        en: "9 nights in hotels and a lodge in Mole National Park",
        de: "9 Nächte in Hotels und einer Lodge im Mole-Nationalpark",
        fr: "9 nuits en hôtels et dans un lodge du parc national de Mole",
      },
      {
        en: "Breakfast every day and 6 dinners",
        de: "Täglich Frühstück und 6 Abendessen",
        fr: "Petit-déjeuner chaque jour et 6 dîners",
      },
      {
        en: "English-speaking tour leader and local guides at each site",
        de: "Englischsprachige Reiseleitung und lokale Guides an jedem Ort",
        fr: "Accompagnateur anglophone et guides locaux sur chaque site",
      },
      {
        en: "Entrance fees: Cape Coast and Elmina castles, Kakum canopy walk, Manhyia Palace, Mole",
        de: "Eintritte: Burgen von Cape Coast und Elmina, Kakum-Baumkronenpfad, Manhyia-Palast, Mole",
        fr: "Entrées : forts de Cape Coast et d’Elmina, canopée de Kakum, palais de Manhyia, Mole",
      },
      {
        en: "Walking safari with a park ranger in Mole",
        de: "Fusssafari mit einem Parkranger in Mole",
        fr: "Safari à pied avec un ranger dans le parc de Mole",
      },
      {
        en: "Domestic flight from Tamale to Accra",
        de: "Inlandflug von Tamale nach Accra",
        fr: "Vol intérieur de Tamale à Accra",
      },
    ],
    exclusions: [
      {
        en: "International flights and the Ghana visa (apply in advance)",
        de: "Internationale Flüge und das Visum für Ghana (vorab zu beantragen)",
        fr: "Vols internationaux et visa ghanéen (à demander à l’avance)",
      },
      {
        en: "Yellow fever vaccination (the certificate is checked on arrival)",
        de: "Gelbfieberimpfung (der Nachweis wird bei der Einreise kontrolliert)",
        fr: "Vaccin contre la fièvre jaune (le certificat est contrôlé à l’arrivée)",
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
        title: { en: "Arrival in Accra", de: "Ankunft in Accra", fr: "Arrivée à Accra" },
        description: {
          en: "Pickup at Kotoka airport and transfer to a hotel in Osu.",
          de: "Abholung am Flughafen Kotoka und Transfer zu einem Hotel in Osu.",
          fr: "Accueil à l’aéroport de Kotoka et transfert vers un hôtel à Osu.",
        },
      },
      {
        day: 2,
        title: { en: "Accra", de: "Accra", fr: "Accra" },
        description: {
          en: "Jamestown's lighthouse and fishing boats, the bustle of Makola market, the Kwame Nkrumah Memorial Park and the W.E.B. Du Bois Centre.",
          de: "Leuchtturm und Fischerboote in Jamestown, das Gewimmel des Makola-Markts, der Kwame-Nkrumah-Gedenkpark und das W.E.B.-Du-Bois-Zentrum.",
          fr: "Le phare et les barques de pêcheurs de Jamestown, l’effervescence du marché de Makola, le mémorial Kwame Nkrumah et le centre W.E.B. Du Bois.",
        },
      },
      {
        day: 3,
        title: { en: "Cape Coast Castle", de: "Cape Coast Castle", fr: "Le fort de Cape Coast" },
        description: {
          en: "West along the coast to Cape Coast Castle. A local historian leads you through the dungeons to the Door of No Return.",
          de: "Der Küste entlang nach Westen zum Cape Coast Castle. Ein lokaler Historiker führt Sie durch die Verliese bis zur Door of No Return.",
          fr: "Cap à l’ouest le long de la côte jusqu’au fort de Cape Coast. Un historien local vous guide à travers les cachots jusqu’à la porte du non-retour.",
        },
      },
      {
        day: 4,
        title: { en: "Kakum and Elmina", de: "Kakum und Elmina", fr: "Kakum et Elmina" },
        description: {
          en: "Early morning on the canopy walkway of Kakum National Park, 40 m above the rainforest, then Elmina Castle and its colourful fishing harbour.",
          de: "Früh am Morgen auf dem Baumkronenpfad im Kakum-Nationalpark, 40 m über dem Regenwald, danach Elmina Castle und sein farbenfroher Fischerhafen.",
          fr: "Tôt le matin, la passerelle de la canopée du parc national de Kakum, à 40 m au-dessus de la forêt, puis le fort d’Elmina et son port de pêche coloré.",
        },
      },
      {
        day: 5,
        title: { en: "To Kumasi", de: "Nach Kumasi", fr: "Vers Kumasi" },
        description: {
          en: "Inland to Kumasi via Assin Manso, where captives were bathed for the last time before the coast. Afternoon at the Manhyia Palace Museum of the Asantehene.",
          de: "Ins Landesinnere nach Kumasi über Assin Manso, wo Gefangene vor dem Marsch an die Küste ein letztes Mal gebadet wurden. Nachmittags im Manhyia-Palastmuseum des Asantehene.",
          fr: "Vers l’intérieur et Kumasi par Assin Manso, où les captifs prenaient leur dernier bain avant la côte. L’après-midi, musée du palais de Manhyia, résidence de l’Asantehene.",
        },
      },
      {
        day: 6,
        title: { en: "Kente and Adinkra", de: "Kente und Adinkra", fr: "Kente et adinkra" },
        description: {
          en: "Kente weavers in Bonwire, Adinkra cloth stamping in Ntonso and the vast Kejetia market back in Kumasi.",
          de: "Kente-Weber in Bonwire, Adinkra-Stoffdruck in Ntonso und zurück in Kumasi der riesige Kejetia-Markt.",
          fr: "Les tisserands de kente de Bonwire, l’impression des tissus adinkra à Ntonso et, de retour à Kumasi, l’immense marché de Kejetia.",
        },
      },
      {
        day: 7,
        title: { en: "North to Mole", de: "Nach Norden nach Mole", fr: "Cap au nord vers Mole" },
        description: {
          en: "A long drive north into the savannah with a swim at the Kintampo waterfalls, arriving at Mole National Park by evening.",
          de: "Lange Fahrt nach Norden in die Savanne mit einem Bad an den Kintampo-Wasserfällen, Ankunft im Mole-Nationalpark am Abend.",
          fr: "Longue route vers le nord et la savane, avec baignade aux chutes de Kintampo, arrivée au parc national de Mole en soirée.",
        },
      },
      {
        day: 8,
        title: { en: "Mole National Park", de: "Mole-Nationalpark", fr: "Parc national de Mole" },
        description: {
          en: "A walking safari with an armed ranger to the elephants at the waterholes, and an afternoon drive in search of antelopes and baboons.",
          de: "Eine Fusssafari mit bewaffnetem Ranger zu den Elefanten an den Wasserstellen und am Nachmittag eine Pirschfahrt zu Antilopen und Pavianen.",
          fr: "Safari à pied avec un ranger armé jusqu’aux éléphants des points d’eau, et sortie en véhicule l’après-midi à la recherche des antilopes et des babouins.",
        },
      },
      {
        day: 9,
        title: {
          en: "Larabanga and flight to Accra",
          de: "Larabanga und Flug nach Accra",
          fr: "Larabanga et vol pour Accra",
        },
        description: {
          en: "The Sudano-Sahelian mud mosque of Larabanga, then to Tamale for the flight back to Accra and a farewell dinner.",
          de: "Die Lehmmoschee von Larabanga im sudanesisch-sahelischen Stil, dann nach Tamale für den Rückflug nach Accra und ein Abschiedsessen.",
          fr: "La mosquée en banco de Larabanga, de style soudano-sahélien, puis Tamale pour le vol retour vers Accra et un dîner d’adieu.",
        },
      },
      {
        day: 10,
        title: { en: "Departure", de: "Abreise", fr: "Départ" },
        description: {
          en: "A free morning for the galleries and craft shops of Accra before your transfer to Kotoka airport.",
          de: "Ein freier Vormittag für die Galerien und Kunsthandwerksläden Accras vor dem Transfer zum Flughafen Kotoka.",
          fr: "Matinée libre pour les galeries et boutiques d’artisanat d’Accra avant le transfert à l’aéroport de Kotoka.",
        },
      },
    ],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 70 },
      { daysBefore: 7, refundPercent: 30 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    image: {
      name: "ghana-cape-coast-kumasi-mole",
      alt: {
        en: "The white walls of Cape Coast Castle above the Atlantic surf",
        de: "Die weissen Mauern von Cape Coast Castle über der Atlantikbrandung",
        fr: "Les murs blancs du fort de Cape Coast au-dessus des vagues de l’Atlantique",
      },
    },
    departures: [
      { monthOffset: 2, day: 17, capacity: 12, placesLeft: 2 },
      { monthOffset: 4, day: 1, capacity: 12, placesLeft: 9 },
      { monthOffset: 7, day: 14, capacity: 12, placesLeft: 12 },
      { monthOffset: 10, day: 21, capacity: 12, placesLeft: 12 },
      { monthOffset: 12, day: 10, capacity: 12, placesLeft: 11 },
    ],
  },
];
