/*
 * The search-engine copy of the city pages (/salony/{city}): a lead paragraph and two or
 * three titled paragraphs per city, in Polish, English and French, shown below the
 * city's salons and read by customers and search engines. It is marketing copy, not a
 * rule: editors may rewrite it, as long as it stays true to the seed (the salons of
 * salon-list.ts, their staff's roles, their kind's hours in salons.ts) and carries no
 * prices, phone numbers, e-mails or links, which change without the copy changing.
 * French typography: a non-breaking space (\u00a0) before : ; ! ?
 */

/** Search-engine copy of a page: a lead paragraph and titled paragraphs. */
export interface SeoCopy {
  mainContent: string;
  paragraphs: { title: string; content: string }[];
}
export type SeoCopyTranslations = { pl: SeoCopy; en: SeoCopy; fr: SeoCopy };

/** By city code (areas.ts CITIES), every city but the virtual area. */
export const CITY_COPY: Readonly<Record<string, SeoCopyTranslations>> = {
  warszawa: {
    pl: {
      mainContent:
        'W Warszawie mamy dziewięć salonów, więc do najbliższego zwykle nie jest daleko: w Śródmieściu przy Marszałkowskiej i Chmielnej, na Mokotowie przy Puławskiej i Racławickiej, na Pradze przy Targowej, na Ursynowie przy al. KEN oraz w Arkadii, Galerii Mokotów i Wola Parku. Strzyżenie, koloryzację, wizytę u barbera czy u kosmetyczki zarezerwujesz online, wybierając godzinę i osobę, która się Tobą zajmie.',
      paragraphs: [
        {
          title: 'Śródmieście, Mokotów, Praga i Ursynów',
          content:
            'Salon przy Puławskiej 12 stoi kilka kroków od placu Unii Lubelskiej, a tramwaje jadące Puławską zatrzymują się niemal pod drzwiami. Na Marszałkowską 104 najprościej dojść od stacji metra Centrum, a barbershop przy Chmielnej 21 leży na deptaku między Nowym Światem a Marszałkowską. Na Pradze zapraszamy na Targową 64, blisko metra Dworzec Wileński, na Ursynowie na al. KEN 36, przy linii M1, a na spokojniejszym Mokotowie do salonu premium przy Racławickiej 99.',
        },
        {
          title: 'Galerie handlowe, także w niedziele',
          content:
            'W Arkadii (al. Jana Pawła II 82) i w Galerii Mokotów (ul. Wołoska 12) pracujemy od poniedziałku do soboty do 21:00, a w niedziele do 18:00. Do Arkadii dojedziesz metrem do stacji Dworzec Gdański, a Galeria Mokotów ma duży parking i dobre połączenia autobusowe ze Służewca i Mokotowa. Salon w Wola Parku przy Górczewskiej 124 jest czynny od poniedziałku do soboty, również do 21:00; w niedziele pozostaje zamknięty.',
        },
        {
          title: 'Barber, kosmetyczka i fryzjer z dojazdem',
          content:
            'Barberzy czekają przy Chmielnej, a trymowanie brody i strzyżenie fade zrobisz też przy Puławskiej i Targowej, w Arkadii, Galerii Mokotów i Wola Parku. Manicure, hennę i regulację brwi oferują wszystkie warszawskie salony poza barbershopem i Targową. Na ślub albo sesję zdjęciową możesz zamówić fryzjera i wizażystkę z dojazdem do domu lub hotelu w Warszawie i okolicach.',
        },
      ],
    },
    en: {
      mainContent:
        'We have nine salons in Warsaw, so one is rarely far away: in Śródmieście on Marszałkowska and Chmielna, in Mokotów on Puławska and Racławicka, in Praga on Targowa, in Ursynów on al. KEN, and in the Arkadia, Galeria Mokotów and Wola Park shopping centres. Book a cut, a colour, a barber or a beautician online and choose the time and the person who will look after you.',
      paragraphs: [
        {
          title: 'Śródmieście, Mokotów, Praga and Ursynów',
          content:
            'The salon at Puławska 12 is a few steps from Plac Unii Lubelskiej, and trams along Puławska stop almost at the door. Marszałkowska 104 is a short walk from Centrum metro station, and the barbershop at Chmielna 21 is on the pedestrian stretch between Nowy Świat and Marszałkowska. In Praga, visit us at Targowa 64 near Dworzec Wileński metro; in Ursynów, at al. KEN 36 on the M1 line; and in quieter Mokotów, at the premium salon at Racławicka 99.',
        },
        {
          title: 'Shopping centres, Sundays included',
          content:
            'In Arkadia (al. Jana Pawła II 82) and Galeria Mokotów (ul. Wołoska 12) we work Monday to Saturday until 21:00 and on Sundays until 18:00. Arkadia is a short walk from Dworzec Gdański metro station; Galeria Mokotów has a large car park and good bus links from Służewiec and Mokotów. The Wola Park salon at Górczewska 124 is open Monday to Saturday, also until 21:00, and closed on Sundays.',
        },
        {
          title: 'Barbers, beauticians and home visits',
          content:
            "Our barbers work on Chmielna, and you can also get a beard trim or a skin fade on Puławska and Targowa, in Arkadia, Galeria Mokotów and Wola Park. Manicures, brow tints and eyebrow shaping are on offer in every Warsaw salon except the barbershop and Targowa. For a wedding or a photo shoot, you can book a hairdresser and a make-up artist who come to your home or hotel in and around Warsaw.",
        },
      ],
    },
    fr: {
      mainContent:
        'Nous avons neuf salons à Varsovie, il y en a donc rarement un bien loin\u00a0: dans le centre (Śródmieście), rue Marszałkowska et rue Chmielna\u00a0; à Mokotów, rue Puławska et rue Racławicka\u00a0; à Praga, rue Targowa\u00a0; à Ursynów, avenue KEN\u00a0; et dans les centres commerciaux Arkadia, Galeria Mokotów et Wola Park. Réservez en ligne une coupe, une coloration, un barbier ou une esthéticienne, en choisissant l’heure et la personne qui s’occupera de vous.',
      paragraphs: [
        {
          title: 'Centre, Mokotów, Praga et Ursynów',
          content:
            'Le salon du 12, rue Puławska est à deux pas de la place Unii Lubelskiej, et les trams s’arrêtent presque devant. Le 104, rue Marszałkowska est tout près du métro Centrum\u00a0; le barbier du 21, rue Chmielna donne sur la partie piétonne de la rue. À Praga, rendez-vous au 64, rue Targowa, près du métro Dworzec Wileński\u00a0; à Ursynów, au 36, avenue KEN, sur la ligne M1\u00a0; à Mokotów, plus calme, au salon haut de gamme du 99, rue Racławicka.',
        },
        {
          title: 'Centres commerciaux, dimanche compris',
          content:
            'À Arkadia (al. Jana Pawła II 82) et à la Galeria Mokotów (ul. Wołoska 12), nous travaillons du lundi au samedi jusqu’à 21\u00a0h et le dimanche jusqu’à 18\u00a0h. Arkadia est à quelques minutes à pied du métro Dworzec Gdański\u00a0; la Galeria Mokotów dispose d’un grand parking et de bonnes liaisons en bus depuis Służewiec et Mokotów. Le salon de Wola Park (ul. Górczewska 124) ouvre du lundi au samedi jusqu’à 21\u00a0h et ferme le dimanche.',
        },
        {
          title: 'Barbiers, esthéticiennes et coiffure à domicile',
          content:
            'Nos barbiers vous attendent rue Chmielna, mais la taille de barbe et le dégradé américain se font aussi rue Puławska et rue Targowa, à Arkadia, à la Galeria Mokotów et à Wola Park. Manucure, teinture et épilation des sourcils sont proposées dans tous les salons de Varsovie, sauf chez le barbier et rue Targowa. Pour un mariage ou une séance photo, une coiffeuse et une maquilleuse peuvent venir chez vous ou à votre hôtel, à Varsovie et dans ses environs.',
        },
      ],
    },
  },

  krakow: {
    pl: {
      mainContent:
        'W Krakowie znajdziesz nas w centrum, na Kazimierzu i w Podgórzu: w Galerii Krakowskiej przy dworcu, w barbershopie przy ul. Długiej na Kleparzu, w salonie przy Karmelickiej, w kameralnym salonie premium przy ul. Józefa i w Bonarce City Center. W większości z nich wizytę zarezerwujesz online, a do barbera przy Długiej możesz wpaść bez zapisów. Strzyżemy, koloryzujemy, zajmujemy się brodą, paznokciami i brwiami.',
      paragraphs: [
        {
          title: 'Przy dworcu i na Kleparzu',
          content:
            'Salon w Galerii Krakowskiej (ul. Pawia 5) sąsiaduje z dworcem Kraków Główny, więc wizytę łatwo zaplanować przed pociągiem albo po pracy. Pracujemy tam od poniedziałku do soboty do 21:00 i w niedziele do 18:00. Kilka minut spacerem dzieli galerię od barbershopu przy Długiej 18, niedaleko targowiska Stary Kleparz, a tramwaje jadące Karmelicką zatrzymują się blisko naszego salonu pod numerem 45.',
        },
        {
          title: 'Kazimierz i Podgórze',
          content:
            'Na Kazimierzu, przy ul. Józefa 12, wśród galerii i kawiarni dzielnicy, działa nasz salon premium: autorskie strzyżenia, koloryzacje, które wymagają czasu, i zabiegi kosmetyczne w spokojnym wnętrzu. Mieszkańcom Podgórza, Kurdwanowa i Łagiewnik najbliżej do salonu w Bonarce City Center przy ul. Kamieńskiego 11, z dużym parkingiem, czynnego od poniedziałku do soboty od 10:00 do 21:00.',
        },
        {
          title: 'Barber bez zapisów przy Długiej',
          content:
            'Do barbershopu przy Długiej zapraszamy także bez rezerwacji: jeśli fotel jest wolny, barber zajmie się Tobą od razu. Strzyżenie męskie, fade, trymowanie brody i golenie brzytwą na gorący ręcznik to jego codzienność. Brodę przytniesz też w Galerii Krakowskiej, a manicure, hennę i regulację brwi zrobisz w Galerii Krakowskiej, w Bonarce, na Kazimierzu i przy Karmelickiej.',
        },
      ],
    },
    en: {
      mainContent:
        'In Kraków you will find us in the centre, in Kazimierz and in Podgórze: in Galeria Krakowska by the main station, in the barbershop on ul. Długa in Kleparz, in the salon on Karmelicka, in the intimate premium salon on ul. Józefa and in Bonarka City Center. Most of them take online bookings, and at the Długa barbershop you can simply walk in. We cut and colour hair, and look after beards, nails and brows.',
      paragraphs: [
        {
          title: 'By the station and in Kleparz',
          content:
            'The salon in Galeria Krakowska (ul. Pawia 5) is right next to Kraków Główny station, so a visit fits easily before a train or after work. It is open Monday to Saturday until 21:00 and on Sundays until 18:00. A few minutes on foot takes you to the barbershop at Długa 18, near the Stary Kleparz market, and the trams along Karmelicka stop close to our salon at number 45.',
        },
        {
          title: 'Kazimierz and Podgórze',
          content:
            'In Kazimierz, at ul. Józefa 12, among the district’s galleries and cafés, is our premium salon: signature cuts, colour work that takes its time, and beauty treatments in a calm setting. For Podgórze, Kurdwanów and Łagiewniki, the nearest salon is in Bonarka City Center at ul. Kamieńskiego 11, with a large car park, open Monday to Saturday from 10:00 to 21:00.',
        },
        {
          title: 'Walk-in barber on Długa',
          content:
            'At the barbershop on Długa you are welcome without a booking: if a chair is free, a barber will see you straight away. Men’s cuts, fades, beard trims and hot towel razor shaves are its daily work. You can also have your beard trimmed in Galeria Krakowska, while manicures, brow tints and eyebrow shaping are available in Galeria Krakowska, Bonarka, Kazimierz and on Karmelicka.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Cracovie, vous nous trouverez dans le centre, à Kazimierz et à Podgórze\u00a0: à la Galeria Krakowska, à côté de la gare, chez le barbier de la rue Długa à Kleparz, au salon de la rue Karmelicka, au salon haut de gamme et intimiste de la rue Józefa et à Bonarka City Center. La plupart acceptent la réservation en ligne, et chez le barbier de la rue Długa, vous pouvez venir sans rendez-vous. Coupe, coloration, barbe, ongles et sourcils.',
      paragraphs: [
        {
          title: 'Près de la gare et à Kleparz',
          content:
            'Le salon de la Galeria Krakowska (ul. Pawia 5) jouxte la gare Kraków Główny\u00a0: un rendez-vous se glisse facilement avant un train ou après le travail. Il est ouvert du lundi au samedi jusqu’à 21\u00a0h et le dimanche jusqu’à 18\u00a0h. À quelques minutes à pied se trouve le barbier du 18, rue Długa, près du marché Stary Kleparz, et les trams de la rue Karmelicka s’arrêtent non loin de notre salon du numéro 45.',
        },
        {
          title: 'Kazimierz et Podgórze',
          content:
            'À Kazimierz, au 12, rue Józefa, parmi les galeries et les cafés du quartier, se trouve notre salon haut de gamme\u00a0: coupes signature, colorations qui demandent du temps et soins esthétiques dans un cadre paisible. Pour Podgórze, Kurdwanów et Łagiewniki, le salon le plus proche est celui de Bonarka City Center, au 11, rue Kamieńskiego, avec un grand parking, ouvert du lundi au samedi de 10\u00a0h à 21\u00a0h.',
        },
        {
          title: 'Barbier sans rendez-vous rue Długa',
          content:
            'Chez le barbier de la rue Długa, vous êtes le bienvenu sans réservation\u00a0: si un fauteuil est libre, un barbier s’occupe de vous tout de suite. Coupes homme, dégradés, taille de barbe et rasage à l’ancienne à la serviette chaude sont son quotidien. La barbe se taille aussi à la Galeria Krakowska, tandis que manucure, teinture et épilation des sourcils vous attendent à la Galeria Krakowska, à Bonarka, à Kazimierz et rue Karmelicka.',
        },
      ],
    },
  },

  wroclaw: {
    pl: {
      mainContent:
        'We Wrocławiu mamy cztery salony, wszystkie o krótki spacer lub kilka przystanków tramwajem od Rynku. Przy Świdnickiej strzyżemy, koloryzujemy, robimy manicure i zajmujemy się brodą, barbershop przy Ruskiej działa w zachodniej części Starego Miasta, a za Odrą czeka salon w Pasażu Grunwaldzkim, czynny także w niedziele. Czwarty adres to Arkady Wrocławskie na południowym skraju centrum.',
      paragraphs: [
        {
          title: 'Świdnicka i Ruska, blisko Rynku',
          content:
            'Salon przy Świdnickiej 28 leży na jednej z najbardziej ruchliwych ulic Starego Miasta, w drodze z Rynku do Opery; z Rynku dojdziesz w pięć minut, a tramwaje zatrzymują się na przystanku Świdnicka. Barbershop przy Ruskiej 46 mieści się niedaleko podwórka z kolekcją dawnych wrocławskich neonów i Dzielnicy Czterech Świątyń. Przy Świdnickiej pracujemy do 20:00, w barbershopie od 10:00 do 20:00, w soboty do 16:00.',
        },
        {
          title: 'Plac Grunwaldzki i Arkady Wrocławskie',
          content:
            'Pasaż Grunwaldzki stoi po drugiej stronie Odry, przy kampusach wrocławskich uczelni, i jest naszym wrocławskim salonem otwartym również w niedziele; obok fryzjerów pracuje tam kosmetyczka, więc manicure i hennę połączysz ze strzyżeniem. Salon w Arkadach Wrocławskich, przy ul. Powstańców Śląskich 2, oferuje strzyżenie, koloryzację i usługi barberskie od poniedziałku do soboty do 21:00.',
        },
      ],
    },
    en: {
      mainContent:
        'We have four salons in Wrocław, all a short walk or a few tram stops from the Market Square. On Świdnicka we cut, colour, do manicures and look after beards; the barbershop on Ruska is in the western part of the Old Town; and across the Oder there is the salon in Pasaż Grunwaldzki, open on Sundays too. The fourth address is Arkady Wrocławskie, on the southern edge of the centre.',
      paragraphs: [
        {
          title: 'Świdnicka and Ruska, near the Rynek',
          content:
            'The salon at Świdnicka 28 is on one of the busiest streets of the Old Town, on the way from the Market Square to the Opera; it is a five-minute walk from the square, and trams stop at Świdnicka. The barbershop at Ruska 46 is close to the courtyard with its collection of old Wrocław neon signs and to the Four Denominations District. Świdnicka is open until 20:00, the barbershop from 10:00 to 20:00, and both until 16:00 on Saturdays.',
        },
        {
          title: 'Plac Grunwaldzki and Arkady Wrocławskie',
          content:
            'Pasaż Grunwaldzki stands across the Oder, by the university campuses, and is our Wrocław salon that also opens on Sundays; a beautician works there alongside the hairdressers, so a manicure or a brow tint fits in with your haircut. The salon in Arkady Wrocławskie, at ul. Powstańców Śląskich 2, offers cuts, colour and barber services Monday to Saturday until 21:00.',
        },
      ],
    },
    fr: {
      mainContent:
        'Nous avons quatre salons à Wrocław, tous à quelques minutes à pied ou à quelques arrêts de tram de la place du Marché. Rue Świdnicka, nous coupons, colorons, faisons des manucures et prenons soin des barbes\u00a0; le barbier de la rue Ruska se trouve dans la partie ouest de la vieille ville\u00a0; de l’autre côté de l’Oder, le salon du Pasaż Grunwaldzki ouvre aussi le dimanche. La quatrième adresse est Arkady Wrocławskie, à la lisière sud du centre.',
      paragraphs: [
        {
          title: 'Rues Świdnicka et Ruska, près du Rynek',
          content:
            'Le salon du 28, rue Świdnicka donne sur une rue très animée de la vieille ville, entre la place du Marché et l’Opéra, à cinq minutes de la place\u00a0; les trams s’arrêtent à Świdnicka. Le barbier du 46, rue Ruska est proche de la cour aux anciennes enseignes au néon et du quartier des Quatre Temples. Świdnicka ferme à 20\u00a0h, le barbier ouvre de 10\u00a0h à 20\u00a0h\u00a0; le samedi, tous deux ferment à 16\u00a0h.',
        },
        {
          title: 'Place Grunwaldzki et Arkady Wrocławskie',
          content:
            'Le Pasaż Grunwaldzki se dresse de l’autre côté de l’Oder, près des campus universitaires\u00a0; c’est notre salon de Wrocław ouvert aussi le dimanche. Une esthéticienne y travaille aux côtés des coiffeurs\u00a0: manucure ou teinture des sourcils se combinent facilement avec une coupe. Le salon d’Arkady Wrocławskie, au 2, rue Powstańców Śląskich, propose coupe, coloration et barbier du lundi au samedi jusqu’à 21\u00a0h.',
        },
      ],
    },
  },

  gdansk: {
    pl: {
      mainContent:
        'W Gdańsku mamy trzy salony: przy ulicy Długiej w Głównym Mieście, w Galerii Bałtyckiej i w barbershopie we Wrzeszczu. Razem z dwoma salonami w Gdyni tworzą naszą grupę Trójmiasto, dlatego na liście salonów widzisz je obok siebie i łatwo porównasz wolne terminy w obu miastach. Fryzjera, barbera i kosmetyczkę zarezerwujesz online, a w Galerii Bałtyckiej także na niedzielę.',
      paragraphs: [
        {
          title: 'Ulica Długa, obok Ratusza',
          content:
            'Salon przy Długiej 45 sąsiaduje z Ratuszem Głównego Miasta, kilka kroków od Fontanny Neptuna. Długa jest deptakiem, więc najlepiej dojść pieszo od Bramy Wyżynnej albo z dworca Gdańsk Główny, w około kwadrans. Trzyosobowy zespół zajmuje się koloryzacją, pasemkami i strzyżeniem, a jedna ze stylistek wykonuje też manicure i zabiegi na brwi. Pracujemy od poniedziałku do piątku do 20:00, w soboty do 16:00.',
        },
        {
          title: 'Wrzeszcz: galeria i barbershop',
          content:
            'We Wrzeszczu, przy al. Grunwaldzkiej, mamy dwa adresy. Galeria Bałtycka (nr 141) leży kilka minut od przystanku SKM Gdańsk Wrzeszcz i jest czynna także w niedziele; obok fryzjerów pracują tam barber i dwie kosmetyczki. Barbershop pod numerem 76, w samym sercu Wrzeszcza, to strzyżenie męskie, fade, trymowanie brody i golenie brzytwą, od poniedziałku do soboty.',
        },
      ],
    },
    en: {
      mainContent:
        'We have three salons in Gdańsk: on ul. Długa in the Main Town, in Galeria Bałtycka and in a barbershop in Wrzeszcz. Together with our two salons in Gdynia they make up our Trójmiasto group, so the salon list shows them side by side and you can compare free slots in both cities at a glance. Book a hairdresser, a barber or a beautician online, including Sundays in Galeria Bałtycka.',
      paragraphs: [
        {
          title: 'Długa Street, by the Town Hall',
          content:
            'The salon at Długa 45 stands next to the Main Town Hall, a few steps from the Neptune Fountain. Długa is pedestrian, so it is best reached on foot from the Highland Gate or from Gdańsk Główny station, in about fifteen minutes. The team of three does colour, highlights and cuts, and one of the stylists also does manicures and brow treatments. We are open Monday to Friday until 20:00 and on Saturdays until 16:00.',
        },
        {
          title: 'Wrzeszcz: shopping centre and barbershop',
          content:
            'In Wrzeszcz, on al. Grunwaldzka, we have two addresses. Galeria Bałtycka (number 141) is a few minutes from the Gdańsk Wrzeszcz SKM stop and also opens on Sundays; alongside the hairdressers, a barber and two beauticians work there. The barbershop at number 76, in the very heart of Wrzeszcz, offers men’s cuts, fades, beard trims and razor shaves, Monday to Saturday.',
        },
      ],
    },
    fr: {
      mainContent:
        'Nous avons trois salons à Gdańsk\u00a0: rue Długa dans la Ville principale, à la Galeria Bałtycka et chez un barbier à Wrzeszcz. Avec nos deux salons de Gdynia, ils forment notre groupe Trójmiasto (la Tri-Ville)\u00a0: la liste des salons les présente côte à côte et vous comparez d’un coup d’œil les créneaux libres dans les deux villes. Réservez en ligne coiffeur, barbier ou esthéticienne, y compris le dimanche à la Galeria Bałtycka.',
      paragraphs: [
        {
          title: 'Rue Długa, près de l’hôtel de ville',
          content:
            'Le salon du 45, rue Długa jouxte l’hôtel de ville de la Ville principale, à quelques pas de la fontaine de Neptune. La rue est piétonne\u00a0: venez à pied depuis la Porte haute ou depuis la gare Gdańsk Główny, en un quart d’heure environ. L’équipe de trois personnes s’occupe de coloration, de mèches et de coupe, et l’une des coiffeuses fait aussi manucures et soins des sourcils. Ouvert du lundi au vendredi jusqu’à 20\u00a0h, le samedi jusqu’à 16\u00a0h.',
        },
        {
          title: 'Wrzeszcz\u00a0: centre commercial et barbier',
          content:
            'À Wrzeszcz, sur l’avenue Grunwaldzka, nous avons deux adresses. La Galeria Bałtycka (numéro 141) est à quelques minutes de l’arrêt SKM Gdańsk Wrzeszcz et ouvre aussi le dimanche\u00a0; un barbier et deux esthéticiennes y travaillent aux côtés des coiffeurs. Le barbier du numéro 76, en plein cœur de Wrzeszcz, propose coupes homme, dégradés, taille de barbe et rasage au coupe-chou, du lundi au samedi.',
        },
      ],
    },
  },

  poznan: {
    pl: {
      mainContent:
        'W Poznaniu zapraszamy do trzech salonów: w Starym Browarze przy Półwiejskiej, przy ulicy Święty Marcin i do barbershopu na Jeżycach, przy Dąbrowskiego. Wszystkie leżą kilka przystanków tramwajem od Starego Rynku, a salon w Starym Browarze jest otwarty także w niedziele. Strzyżenie, koloryzację, brodę i zabiegi kosmetyczne zarezerwujesz online, wybierając konkretną osobę albo pierwszą wolną.',
      paragraphs: [
        {
          title: 'Stary Browar i Półwiejska',
          content:
            'Salon w Starym Browarze, dziewiętnastowiecznym browarze zamienionym w centrum handlu i sztuki, pracuje od poniedziałku do soboty do 21:00, a w niedziele do 18:00. Ze Starego Rynku dojdziesz tu deptakiem Półwiejską w kwadrans. To jedyny poznański salon, w którym zabiegi kosmetyczne wykonują dwie osoby, kosmetyczka i stylistka, więc manicure czy hennę łatwo połączyć ze strzyżeniem.',
        },
        {
          title: 'Święty Marcin i Jeżyce',
          content:
            'Salon przy ul. Święty Marcin 24 leży na ulicy, którą 11 listopada przechodzi korowód świętomarciński; na co dzień jeżdżą nią tramwaje. Oprócz fryzjerstwa oferujemy tu usługi barberskie i kosmetyczne. Barbershop przy Dąbrowskiego 12, na Jeżycach, kilka minut od Mostu Teatralnego, to męskie strzyżenia, fade, broda i golenie brzytwą na gorący ręcznik, od poniedziałku do soboty.',
        },
      ],
    },
    en: {
      mainContent:
        'In Poznań we welcome you at three salons: in Stary Browar on Półwiejska, on Święty Marcin street and at the barbershop in Jeżyce, on Dąbrowskiego. All of them are a few tram stops from the Old Market Square, and the Stary Browar salon is open on Sundays too. Book a cut, a colour, a beard trim or a beauty treatment online, choosing a particular person or whoever is free first.',
      paragraphs: [
        {
          title: 'Stary Browar and Półwiejska',
          content:
            'The salon in Stary Browar, a nineteenth-century brewery turned into a centre for shopping and art, is open Monday to Saturday until 21:00 and on Sundays until 18:00. From the Old Market Square it is a fifteen-minute walk along pedestrian Półwiejska. It is our only Poznań salon where two people do beauty treatments, a beautician and a stylist, so a manicure or a brow tint fits in easily with your haircut.',
        },
        {
          title: 'Święty Marcin and Jeżyce',
          content:
            'The salon at Święty Marcin 24 is on the street that the St Martin’s Day parade follows every 11 November; on other days, trams run along it. Besides hairdressing, it offers barber and beauty services. The barbershop at Dąbrowskiego 12 in Jeżyce, a few minutes from the Theatre Bridge, does men’s cuts, fades, beards and hot towel razor shaves, Monday to Saturday.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Poznań, nous vous accueillons dans trois salons\u00a0: au Stary Browar, rue Półwiejska, rue Święty Marcin et chez le barbier de Jeżyce, rue Dąbrowskiego. Tous sont à quelques arrêts de tram de la place du Vieux Marché, et le salon du Stary Browar ouvre aussi le dimanche. Réservez en ligne une coupe, une coloration, une taille de barbe ou un soin esthétique, en choisissant une personne précise ou la première disponible.',
      paragraphs: [
        {
          title: 'Stary Browar et rue Półwiejska',
          content:
            'Le salon du Stary Browar, une brasserie du XIXe siècle devenue un lieu de commerce et d’art, est ouvert du lundi au samedi jusqu’à 21\u00a0h et le dimanche jusqu’à 18\u00a0h. Depuis la place du Vieux Marché, comptez un quart d’heure à pied par la rue piétonne Półwiejska. C’est notre seul salon de Poznań où deux personnes pratiquent les soins esthétiques, une esthéticienne et une coiffeuse\u00a0: manucure ou teinture des sourcils se combinent facilement avec une coupe.',
        },
        {
          title: 'Rue Święty Marcin et Jeżyce',
          content:
            'Le salon du 24, rue Święty Marcin donne sur la rue que suit le défilé de la Saint-Martin chaque 11 novembre\u00a0; le reste de l’année, les trams y circulent. En plus de la coiffure, on y propose barbier et soins esthétiques. Le barbier du 12, rue Dąbrowskiego, à Jeżyce, à quelques minutes du pont Teatralny, propose coupes homme, dégradés, barbe et rasage à la serviette chaude, du lundi au samedi.',
        },
      ],
    },
  },

  lodz: {
    pl: {
      mainContent:
        'W Łodzi zapraszamy do Manufaktury, w murach dawnej fabryki Izraela Poznańskiego, i na Piotrkowską, gdzie nasz salon mieści się pod numerem 85. Salon w Manufakturze pracuje siedem dni w tygodniu, a przy Piotrkowskiej jesteśmy od poniedziałku do soboty. W obu salonach zrobisz strzyżenie, koloryzację, manicure i hennę, a usługi barberskie znajdziesz w Manufakturze. Termin zarezerwujesz online.',
      paragraphs: [
        {
          title: 'Manufaktura: fryzjer, barber, kosmetyczka',
          content:
            'W Manufakturze (ul. Karskiego 5) pracuje czteroosobowy zespół, który łączy fryzjerstwo, usługi barberskie i kosmetyczne. Od poniedziałku do soboty jesteśmy do 21:00, w niedziele do 18:00. Dojazd ułatwiają tramwaje jadące ulicami Zachodnią i Ogrodową oraz parking kompleksu, a po wizycie można wyjść prosto na rynek Manufaktury, do kawiarni i muzeów.',
        },
        {
          title: 'Piotrkowska 85, w środku deptaka',
          content:
            'Salon przy Piotrkowskiej 85 leży w środkowej części najsłynniejszej ulicy miasta, niedaleko ławeczki Artura Rubinsteina. Najwygodniej dojechać tramwajem jadącym al. Kościuszki i przejść kilka minut pieszo albo podjechać deptakiem rikszą. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, w soboty do 16:00: strzyżenie, koloryzacja, modelowanie, manicure i zabiegi na brwi.',
        },
      ],
    },
    en: {
      mainContent:
        'In Łódź we welcome you at Manufaktura, within the walls of Izrael Poznański’s former textile mill, and on Piotrkowska, where our salon is at number 85. The Manufaktura salon is open seven days a week, Piotrkowska Monday to Saturday. Both salons do cuts, colour, manicures and brow tints, and you will find barber services at Manufaktura. Book your slot online.',
      paragraphs: [
        {
          title: 'Manufaktura: hairdresser, barber, beautician',
          content:
            'At Manufaktura (ul. Karskiego 5) a team of four covers hairdressing, barber services and beauty treatments. We are open Monday to Saturday until 21:00 and on Sundays until 18:00. Trams along Zachodnia and Ogrodowa and the complex’s car park make it easy to get here, and after your visit you can step straight out onto Manufaktura’s market square, with its cafés and museums.',
        },
        {
          title: 'Piotrkowska 85, mid-promenade',
          content:
            'The salon at Piotrkowska 85 is in the middle part of the city’s most famous street, near the Artur Rubinstein bench. The easiest way is a tram along al. Kościuszki and a few minutes on foot, or a rickshaw along the promenade. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00: cuts, colour, blow-dries, manicures and brow treatments.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Łódź, nous vous accueillons à Manufaktura, dans les murs de l’ancienne filature d’Izrael Poznański, et rue Piotrkowska, où notre salon se trouve au numéro 85. Le salon de Manufaktura est ouvert sept jours sur sept, celui de Piotrkowska du lundi au samedi. Les deux salons proposent coupe, coloration, manucure et teinture des sourcils, et vous trouverez un barbier à Manufaktura. Réservez votre créneau en ligne.',
      paragraphs: [
        {
          title: 'Manufaktura\u00a0: coiffeur, barbier, esthéticienne',
          content:
            'À Manufaktura (ul. Karskiego 5), une équipe de quatre personnes réunit coiffure, barbier et soins esthétiques. Nous sommes ouverts du lundi au samedi jusqu’à 21\u00a0h et le dimanche jusqu’à 18\u00a0h. Les trams des rues Zachodnia et Ogrodowa et le parking du site facilitent l’accès, et après votre rendez-vous vous débouchez directement sur la place de Manufaktura, ses cafés et ses musées.',
        },
        {
          title: 'Piotrkowska 85, en pleine rue piétonne',
          content:
            'Le salon du 85, rue Piotrkowska se trouve dans la partie centrale de la rue la plus célèbre de la ville, près du banc d’Artur Rubinstein. Le plus simple est de prendre un tram sur l’avenue Kościuszki puis de marcher quelques minutes, ou de remonter la rue en cyclo-pousse. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi jusqu’à 16\u00a0h\u00a0: coupe, coloration, brushing, manucure et soins des sourcils.',
        },
      ],
    },
  },

  szczecin: {
    pl: {
      mainContent:
        'W Szczecinie mamy dwa salony w Śródmieściu: w centrum handlowym Galaxy przy al. Wyzwolenia i przy ul. Jagiellońskiej. Dzieli je kwadrans spaceru, a ich oferty się uzupełniają: w Galaxy obok fryzjerów pracuje kosmetyczka, a przy Jagiellońskiej skorzystasz też z usług barberskich. Wolny termin sprawdzisz i zarezerwujesz online, wybierając usługę, godzinę i osobę albo pierwszą wolną.',
      paragraphs: [
        {
          title: 'Galaxy przy placu Rodła',
          content:
            'Salon w Galaxy (al. Wyzwolenia 18) znajdziesz przy placu Rodła, u stóp wieżowca Pazim, w jednym z najlepiej skomunikowanych miejsc miasta, z przystankami tramwajów i autobusów tuż obok. Pracujemy od poniedziałku do soboty od 10:00 do 21:00; w niedziele salon jest zamknięty. Oprócz strzyżenia i koloryzacji zrobisz tu manicure klasyczny lub hybrydowy, hennę i regulację brwi.',
        },
        {
          title: 'Jagiellońska: kamienice i barber',
          content:
            'Salon przy Jagiellońskiej 20 mieści się w kwartale dziewiętnastowiecznych kamienic, z których słynie szczecińskie Śródmieście. To dobry adres dla panów: obok strzyżeń damskich i koloryzacji oferujemy trymowanie brody, strzyżenie fade i strzyżenie maszynką. Salon jest czynny od poniedziałku do piątku od 9:00 do 20:00, a w soboty do 16:00.',
        },
      ],
    },
    en: {
      mainContent:
        'We have two salons in central Szczecin: in the Galaxy shopping centre on al. Wyzwolenia and on ul. Jagiellońska. They are a fifteen-minute walk apart and complement each other: at Galaxy a beautician works alongside the hairdressers, while Jagiellońska also offers barber services. Check free slots and book online, choosing the service, the time and a person, or whoever is free first.',
      paragraphs: [
        {
          title: 'Galaxy on Plac Rodła',
          content:
            'The Galaxy salon (al. Wyzwolenia 18) is on Plac Rodła, at the foot of the Pazim tower, one of the best-connected spots in the city, with tram and bus stops right outside. We are open Monday to Saturday from 10:00 to 21:00 and closed on Sundays. Besides cuts and colour, you can have a classic or gel polish manicure, a brow tint or eyebrow shaping here.',
        },
        {
          title: 'Jagiellońska: tenements and a barber',
          content:
            'The salon at Jagiellońska 20 is in a block of nineteenth-century tenements, the kind central Szczecin is known for. It is a good address for men: next to women’s cuts and colour, we offer beard trims, skin fades and clipper cuts. The salon is open Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00.',
        },
      ],
    },
    fr: {
      mainContent:
        'Nous avons deux salons dans le centre de Szczecin\u00a0: au centre commercial Galaxy, avenue Wyzwolenia, et rue Jagiellońska. Un quart d’heure à pied les sépare et leurs offres se complètent\u00a0: à Galaxy, une esthéticienne travaille avec les coiffeurs\u00a0; rue Jagiellońska, on fait aussi barbier. Consultez les créneaux libres et réservez en ligne, en choisissant la prestation, l’heure et une personne, ou la première disponible.',
      paragraphs: [
        {
          title: 'Galaxy, place Rodła',
          content:
            'Le salon de Galaxy (al. Wyzwolenia 18) se trouve place Rodła, au pied de la tour Pazim, l’un des endroits les mieux desservis de la ville, avec arrêts de tram et de bus juste devant. Nous sommes ouverts du lundi au samedi de 10\u00a0h à 21\u00a0h\u00a0; le salon est fermé le dimanche. En plus de la coupe et de la coloration, vous pouvez y faire une manucure classique ou semi-permanente, une teinture ou une épilation des sourcils.',
        },
        {
          title: 'Rue Jagiellońska\u00a0: immeubles anciens et barbier',
          content:
            'Le salon du 20, rue Jagiellońska occupe un îlot d’immeubles du XIXe siècle, comme ceux qui font la réputation du centre de Szczecin. Une bonne adresse pour ces messieurs\u00a0: en plus des coupes femme et des colorations, nous y proposons taille de barbe, dégradé américain et coupe à la tondeuse. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h, le samedi jusqu’à 16\u00a0h.',
        },
      ],
    },
  },

  bydgoszcz: {
    pl: {
      mainContent:
        'W Bydgoszczy zapraszamy do dwóch salonów: przy ulicy Gdańskiej, reprezentacyjnej ulicy śródmieścia, i w Focus Mall przy ul. Jagiellońskiej. Przy Gdańskiej obok fryzjerów pracuje kosmetyczka, w Focus Mall stylista-barber, więc w jednym mieście masz pod ręką koloryzację, manicure i trymowanie brody. Termin zarezerwujesz online, wybierając konkretną osobę albo pierwszą wolną.',
      paragraphs: [
        {
          title: 'Gdańska, kilka minut od Brdy',
          content:
            'Salon przy Gdańskiej 32 leży w południowej części ulicy, kilka minut spacerem od Starego Rynku, bulwarów nad Brdą i Wyspy Młyńskiej. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, w soboty do 16:00. Zespół fryzjerski zajmuje się strzyżeniem, koloryzacją i pasemkami, a kosmetyczka manicure klasycznym i hybrydowym, henną oraz regulacją brwi.',
        },
        {
          title: 'Focus Mall przy Jagiellońskiej',
          content:
            'Salon w Focus Mall (ul. Jagiellońska 39) jest czynny od poniedziałku do soboty od 10:00 do 21:00, a galeria ma własny parking; w niedziele salon nie pracuje. Z centrum dojedziesz tramwajem jadącym Jagiellońską. Oprócz strzyżenia i koloryzacji pracuje tu barber: trymowanie brody, strzyżenie fade, strzyżenie maszynką i strzyżenie z brodą podczas jednej wizyty.',
        },
      ],
    },
    en: {
      mainContent:
        'In Bydgoszcz we welcome you at two salons: on ul. Gdańska, the grand street of the city centre, and in Focus Mall on ul. Jagiellońska. On Gdańska a beautician works alongside the hairdressers, at Focus Mall a stylist who is also a barber, so colour, manicures and beard trims are all close at hand. Book online, choosing a particular person or whoever is free first.',
      paragraphs: [
        {
          title: 'Gdańska, minutes from the Brda',
          content:
            'The salon at Gdańska 32 is in the southern part of the street, a few minutes’ walk from the Old Market Square, the Brda riverside and Mill Island. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00. The hairdressers do cuts, colour and highlights, and the beautician does classic and gel polish manicures, brow tints and eyebrow shaping.',
        },
        {
          title: 'Focus Mall on Jagiellońska',
          content:
            'The Focus Mall salon (ul. Jagiellońska 39) is open Monday to Saturday from 10:00 to 21:00, the centre has its own car park, and the salon is closed on Sundays. From the city centre, take a tram along Jagiellońska. Besides cuts and colour, a barber works here: beard trims, skin fades, clipper cuts, and a haircut and beard in a single visit.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Bydgoszcz, nous vous accueillons dans deux salons\u00a0: rue Gdańska, la grande rue du centre-ville, et à Focus Mall, rue Jagiellońska. Rue Gdańska, une esthéticienne travaille avec les coiffeurs\u00a0; à Focus Mall, un coiffeur qui est aussi barbier. Coloration, manucure et taille de barbe sont donc à portée de main. Réservez en ligne, en choisissant une personne précise ou la première disponible.',
      paragraphs: [
        {
          title: 'Rue Gdańska, près de la Brda',
          content:
            'Le salon du 32, rue Gdańska se trouve dans la partie sud de la rue, à quelques minutes à pied de la place du Vieux Marché, des quais de la Brda et de l’île aux Moulins. Nous sommes ouverts du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi jusqu’à 16\u00a0h. Les coiffeurs s’occupent de coupe, de coloration et de mèches, l’esthéticienne de manucure classique ou semi-permanente, de teinture et d’épilation des sourcils.',
        },
        {
          title: 'Focus Mall, rue Jagiellońska',
          content:
            'Le salon de Focus Mall (ul. Jagiellońska 39) est ouvert du lundi au samedi de 10\u00a0h à 21\u00a0h\u00a0; le centre a son propre parking et le salon est fermé le dimanche. Depuis le centre-ville, prenez un tram sur la rue Jagiellońska. En plus de la coupe et de la coloration, un barbier y travaille\u00a0: taille de barbe, dégradé américain, coupe à la tondeuse, ou coupe et barbe en un seul rendez-vous.',
        },
      ],
    },
  },

  lublin: {
    pl: {
      mainContent:
        'W Lublinie mamy dwa salony w samym centrum, kilka minut spacerem od siebie: przy Krakowskim Przedmieściu, tuż obok placu Litewskiego, i w Lublin Plaza przy ul. Lipowej. Przy Krakowskim Przedmieściu zrobisz także manicure i zabiegi na brwi, a w Lublin Plaza trymowanie brody i strzyżenie fade. Wizytę zarezerwujesz online, a na Stare Miasto dojdziesz z obu salonów w kilkanaście minut.',
      paragraphs: [
        {
          title: 'Krakowskie Przedmieście i plac Litewski',
          content:
            'Salon pod numerem 30 leży przy głównym deptaku miasta, na wysokości placu Litewskiego z jego fontanną; do Bramy Krakowskiej i Starego Miasta dojdziesz stąd w niespełna dziesięć minut. Przy placu zatrzymują się trolejbusy i autobusy. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, w soboty do 16:00: strzyżenie, koloryzacja, modelowanie, manicure i henna.',
        },
        {
          title: 'Lublin Plaza przy Lipowej',
          content:
            'W Lublin Plaza (ul. Lipowa 13) jesteśmy od poniedziałku do soboty od 10:00 do 21:00; w niedziele salon nie pracuje. Obok fryzjerów jest tu stylista-barber, więc łatwo umówić strzyżenie z brodą, trymowanie brody albo strzyżenie maszynką. Z placu Litewskiego dojdziesz tu w kilka minut, a zmotoryzowani skorzystają z parkingu centrum handlowego.',
        },
      ],
    },
    en: {
      mainContent:
        'We have two salons in the very centre of Lublin, a few minutes’ walk from each other: on Krakowskie Przedmieście, right by Plac Litewski, and in Lublin Plaza on ul. Lipowa. On Krakowskie Przedmieście you can also have a manicure and brow treatments, and in Lublin Plaza a beard trim or a skin fade. Book your visit online; the Old Town is within fifteen minutes’ walk of both.',
      paragraphs: [
        {
          title: 'Krakowskie Przedmieście and Plac Litewski',
          content:
            'The salon at number 30 is on the city’s main promenade, level with Plac Litewski and its fountain; the Kraków Gate and the Old Town are less than ten minutes’ walk away. Trolleybuses and buses stop by the square. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00: cuts, colour, blow-dries, manicures and brow tints.',
        },
        {
          title: 'Lublin Plaza on Lipowa',
          content:
            'In Lublin Plaza (ul. Lipowa 13) we are open Monday to Saturday from 10:00 to 21:00; the salon is closed on Sundays. A stylist who is also a barber works here alongside the hairdressers, so it is easy to book a haircut and beard, a beard trim or a clipper cut. It is a few minutes on foot from Plac Litewski, and drivers can use the shopping centre’s car park.',
        },
      ],
    },
    fr: {
      mainContent:
        'Nous avons deux salons en plein centre de Lublin, à quelques minutes à pied l’un de l’autre\u00a0: sur le Krakowskie Przedmieście, tout près de la place Litewski, et à Lublin Plaza, rue Lipowa. Sur le Krakowskie Przedmieście, vous pouvez aussi faire une manucure et un soin des sourcils\u00a0; à Lublin Plaza, une taille de barbe ou un dégradé américain. Réservez en ligne\u00a0; la vieille ville est à un quart d’heure à pied de l’un comme de l’autre.',
      paragraphs: [
        {
          title: 'Krakowskie Przedmieście et place Litewski',
          content:
            'Le salon du numéro 30 donne sur la grande promenade de la ville, à hauteur de la place Litewski et de sa fontaine\u00a0; la porte de Cracovie et la vieille ville sont à moins de dix minutes à pied. Trolleybus et bus s’arrêtent près de la place. Nous sommes ouverts du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi jusqu’à 16\u00a0h\u00a0: coupe, coloration, brushing, manucure et teinture des sourcils.',
        },
        {
          title: 'Lublin Plaza, rue Lipowa',
          content:
            'À Lublin Plaza (ul. Lipowa 13), nous sommes ouverts du lundi au samedi de 10\u00a0h à 21\u00a0h\u00a0; le salon est fermé le dimanche. Un coiffeur qui est aussi barbier y travaille avec l’équipe\u00a0: coupe et barbe, taille de barbe ou coupe à la tondeuse se réservent facilement. La place Litewski est à quelques minutes à pied, et les automobilistes profitent du parking du centre commercial.',
        },
      ],
    },
  },

  bialystok: {
    pl: {
      mainContent:
        'W Białymstoku zapraszamy do salonu przy ul. Lipowej 14, kilka kroków od Rynku Kościuszki i Ratusza. To adres, pod którym zrobisz wszystko podczas jednej wizyty: strzyżenie i koloryzację, usługi barberskie oraz manicure i pielęgnację brwi. Salon jest czynny od poniedziałku do piątku od 9:00 do 20:00, a w soboty do 16:00; termin zarezerwujesz online o każdej porze.',
      paragraphs: [
        {
          title: 'Lipowa, w sercu miasta',
          content:
            'Lipowa to główna ulica Białegostoku, prowadząca od Rynku Kościuszki w stronę kościoła św. Rocha. Nasz salon leży w jej wschodniej części, niedaleko Ratusza, a do Pałacu Branickich i jego ogrodów dojdziesz stąd w kilka minut. Z dworca kolejowego to kilka przystanków autobusem, a w pobliżu Rynku zatrzymują się autobusy z większości osiedli.',
        },
        {
          title: 'Fryzjer, barber i kosmetyczka razem',
          content:
            'Trzyosobowy zespół łączy fryzjerstwo, usługi barberskie i kosmetyczne, więc rodzinna wizyta może objąć koloryzację, strzyżenie męskie z trymowaniem brody, strzyżenie dziecięce i manicure hybrydowy. Przy rezerwacji online wybierzesz usługę, dzień, godzinę i konkretną osobę albo pierwszą wolną, a po zalogowaniu zapiszesz salon jako preferowany.',
        },
      ],
    },
    en: {
      mainContent:
        'In Białystok we welcome you at our salon at ul. Lipowa 14, a few steps from Rynek Kościuszki and the Town Hall. It is an address where you can have everything done in one visit: cuts and colour, barber services, manicures and brow care. The salon is open Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00; you can book online at any hour.',
      paragraphs: [
        {
          title: 'Lipowa, in the heart of the city',
          content:
            'Lipowa is Białystok’s main street, running from Rynek Kościuszki towards St Roch’s Church. Our salon is in its eastern part, near the Town Hall, and the Branicki Palace and its gardens are a few minutes’ walk away. From the railway station it is a few stops by bus, and buses from most neighbourhoods stop near the market square.',
        },
        {
          title: 'Hairdresser, barber and beautician together',
          content:
            'The team of three covers hairdressing, barber services and beauty, so a family visit can cover a colour, a men’s cut with a beard trim, a children’s cut and a gel polish manicure. When you book online you choose the service, the day, the time and a particular person or whoever is free first, and once signed in you can save the salon as your preferred one.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Białystok, nous vous accueillons dans notre salon du 14, rue Lipowa, à quelques pas de la place Kościuszki et de l’hôtel de ville. Une adresse où tout se fait en un seul rendez-vous\u00a0: coupe et coloration, barbier, manucure et soin des sourcils. Le salon est ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi jusqu’à 16\u00a0h\u00a0; vous pouvez réserver en ligne à toute heure.',
      paragraphs: [
        {
          title: 'Rue Lipowa, au cœur de la ville',
          content:
            'Lipowa est la rue principale de Białystok, qui mène de la place Kościuszki vers l’église Saint-Roch. Notre salon se trouve dans sa partie est, près de l’hôtel de ville, et le palais Branicki et ses jardins sont à quelques minutes à pied. Depuis la gare, comptez quelques arrêts de bus\u00a0; autour de la place, des arrêts desservent la plupart des quartiers.',
        },
        {
          title: 'Coiffeur, barbier et esthéticienne réunis',
          content:
            'L’équipe de trois réunit coiffure, barbier et esthétique\u00a0: une visite en famille peut donc combiner coloration, coupe homme avec taille de barbe, coupe enfant et manucure semi-permanente. En réservant en ligne, vous choisissez la prestation, le jour, l’heure et une personne précise ou la première disponible\u00a0; une fois connecté, vous pouvez enregistrer le salon comme salon préféré.',
        },
      ],
    },
  },

  katowice: {
    pl: {
      mainContent:
        'W Katowicach mamy dwa salony w ścisłym centrum, oba kilka minut od dworca: przy ulicy Mariackiej i w Galerii Katowickiej. Przy Mariackiej obok fryzjerów pracują barber i kosmetyczka, w Galerii Katowickiej stylistki i kosmetyczka, także w niedziele. Łatwo tu dojechać z całej metropolii pociągiem, tramwajem albo autobusem, a wizytę zarezerwujesz online.',
      paragraphs: [
        {
          title: 'Galeria Katowicka przy dworcu',
          content:
            'Salon w Galerii Katowickiej (ul. 3 Maja 30) mieści się w budynku połączonym z dworcem Katowice, więc to wygodny wybór dla osób dojeżdżających z Gliwic, Sosnowca czy Tychów. Pracujemy od poniedziałku do soboty do 21:00, a w niedziele do 18:00. Oprócz strzyżenia i koloryzacji zrobisz manicure klasyczny i hybrydowy, hennę oraz regulację brwi.',
        },
        {
          title: 'Mariacka, deptak pod kościołem',
          content:
            'Salon przy Mariackiej 15 leży na deptaku prowadzącym do neogotyckiego kościoła Mariackiego, jednej z najżywszych ulic miasta. Pracujemy tu od poniedziałku do piątku od 9:00 do 20:00, w soboty do 16:00. Zespół łączy fryzjerstwo z usługami barberskimi i kosmetycznymi, więc koloryzację, strzyżenie fade i manicure zarezerwujesz w jednym miejscu.',
        },
      ],
    },
    en: {
      mainContent:
        'We have two salons in the heart of Katowice, both a few minutes from the main station: on ul. Mariacka and in Galeria Katowicka. On Mariacka a barber and a beautician work alongside the hairdressers; in Galeria Katowicka, stylists and a beautician, on Sundays too. Both are easy to reach from anywhere in the metropolis by train, tram or bus, and you book your visit online.',
      paragraphs: [
        {
          title: 'Galeria Katowicka by the station',
          content:
            'The salon in Galeria Katowicka (ul. 3 Maja 30) is in the building joined to Katowice station, which makes it handy if you commute from Gliwice, Sosnowiec or Tychy. We are open Monday to Saturday until 21:00 and on Sundays until 18:00. Besides cuts and colour, you can have a classic or gel polish manicure, a brow tint and eyebrow shaping.',
        },
        {
          title: 'Mariacka, the promenade to the church',
          content:
            'The salon at Mariacka 15 is on the pedestrian street leading to the neo-Gothic St Mary’s Church, one of the liveliest streets in town. We are open here Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00. The team combines hairdressing with barber and beauty services, so you can book a colour, a skin fade and a manicure in one place.',
        },
      ],
    },
    fr: {
      mainContent:
        'Nous avons deux salons en plein centre de Katowice, tous deux à quelques minutes de la gare\u00a0: rue Mariacka et à la Galeria Katowicka. Rue Mariacka, un barbier et une esthéticienne travaillent avec les coiffeurs\u00a0; à la Galeria Katowicka, des coiffeuses et une esthéticienne, y compris le dimanche. On y vient facilement de toute la métropole en train, en tram ou en bus, et l’on réserve en ligne.',
      paragraphs: [
        {
          title: 'Galeria Katowicka, à la gare',
          content:
            'Le salon de la Galeria Katowicka (ul. 3 Maja 30) se trouve dans le bâtiment relié à la gare de Katowice\u00a0: pratique si vous venez de Gliwice, de Sosnowiec ou de Tychy. Nous sommes ouverts du lundi au samedi jusqu’à 21\u00a0h et le dimanche jusqu’à 18\u00a0h. En plus de la coupe et de la coloration, vous pouvez y faire une manucure classique ou semi-permanente, une teinture et une épilation des sourcils.',
        },
        {
          title: 'Rue Mariacka, vers l’église',
          content:
            'Le salon du 15, rue Mariacka donne sur la rue piétonne qui mène à l’église néogothique Notre-Dame, l’une des rues les plus animées de la ville. Nous y sommes ouverts du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi jusqu’à 16\u00a0h. L’équipe associe coiffure, barbier et soins esthétiques\u00a0: coloration, dégradé américain et manucure se réservent au même endroit.',
        },
      ],
    },
  },

  gdynia: {
    pl: {
      mainContent:
        'W Gdyni zapraszamy do dwóch salonów: przy ulicy Świętojańskiej, w modernistycznym śródmieściu, i w Centrum Riviera. Na liście salonów znajdziesz je w grupie Trójmiasto, razem z trzema gdańskimi, więc jeśli mieszkasz w Gdyni, a pracujesz w Gdańsku, łatwo porównasz wolne terminy po obu stronach linii SKM. Strzyżenie, koloryzację, brodę i manicure zarezerwujesz online.',
      paragraphs: [
        {
          title: 'Świętojańska: fryzjer, barber, kosmetyczka',
          content:
            'Salon przy Świętojańskiej 35 mieści się na głównej ulicy miasta, wśród kamienic z lat trzydziestych, kilka minut spacerem od skweru Kościuszki i morza. Dojedziesz tu trolejbusem, który kursuje Świętojańską, albo kolejką SKM do stacji Gdynia Główna. Zespół łączy fryzjerstwo, usługi barberskie i kosmetyczne: od koloryzacji, przez strzyżenie fade, po manicure hybrydowy. Pracujemy do 20:00, w soboty do 16:00.',
        },
        {
          title: 'Centrum Riviera przy Wzgórzu',
          content:
            'Salon w Centrum Riviera (ul. Kazimierza Górskiego 2) jest najbliżej przystanku SKM Gdynia Wzgórze Św. Maksymiliana, a zmotoryzowani zostawią auto na parkingu centrum. Pracujemy tu od poniedziałku do soboty od 10:00 do 21:00; w niedziele salon jest zamknięty. Na miejscu zrobisz strzyżenie, koloryzację i modelowanie, a także manicure, hennę i regulację brwi.',
        },
      ],
    },
    en: {
      mainContent:
        'In Gdynia we welcome you at two salons: on ul. Świętojańska, in the modernist city centre, and in Centrum Riviera. The salon list shows them in the Trójmiasto group together with our three Gdańsk salons, so if you live in Gdynia and work in Gdańsk, you can easily compare free slots at both ends of the SKM line. Book cuts, colour, beard trims and manicures online.',
      paragraphs: [
        {
          title: 'Świętojańska: hairdresser, barber, beautician',
          content:
            'The salon at Świętojańska 35 is on the city’s main street, among the 1930s tenements, a few minutes’ walk from Skwer Kościuszki and the sea. Get here by the trolleybus that runs along Świętojańska, or by SKM train to Gdynia Główna. The team covers hairdressing, barber and beauty services, from colour to skin fades to gel polish manicures. We are open until 20:00, and until 16:00 on Saturdays.',
        },
        {
          title: 'Centrum Riviera by Wzgórze',
          content:
            'The salon in Centrum Riviera (ul. Kazimierza Górskiego 2) is closest to the Gdynia Wzgórze Św. Maksymiliana SKM stop, and drivers can leave their car in the centre’s car park. We are open Monday to Saturday from 10:00 to 21:00 and closed on Sundays. Here you can have a cut, a colour and a blow-dry, as well as a manicure, a brow tint and eyebrow shaping.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Gdynia, nous vous accueillons dans deux salons\u00a0: rue Świętojańska, dans le centre moderniste, et au Centrum Riviera. La liste des salons les range dans le groupe Trójmiasto avec nos trois salons de Gdańsk\u00a0: si vous vivez à Gdynia et travaillez à Gdańsk, vous comparez facilement les créneaux libres aux deux bouts de la ligne SKM. Réservez en ligne coupe, coloration, barbe et manucure.',
      paragraphs: [
        {
          title: 'Rue Świętojańska\u00a0: coiffeur, barbier, esthéticienne',
          content:
            'Le salon du 35, rue Świętojańska donne sur la rue principale de la ville, parmi les immeubles des années 1930, à quelques minutes à pied du square Kościuszki et de la mer. Venez en trolleybus, qui circule rue Świętojańska, ou en train SKM jusqu’à Gdynia Główna. L’équipe réunit coiffure, barbier et esthétique, de la coloration au dégradé américain en passant par la manucure semi-permanente. Ouvert jusqu’à 20\u00a0h, le samedi jusqu’à 16\u00a0h.',
        },
        {
          title: 'Centrum Riviera, près de Wzgórze',
          content:
            'Le salon du Centrum Riviera (ul. Kazimierza Górskiego 2) est tout proche de l’arrêt SKM Gdynia Wzgórze Św. Maksymiliana, et les automobilistes peuvent se garer au parking du centre. Nous y sommes ouverts du lundi au samedi de 10\u00a0h à 21\u00a0h\u00a0; le salon est fermé le dimanche. Vous pouvez y faire coupe, coloration et brushing, mais aussi manucure, teinture et épilation des sourcils.',
        },
      ],
    },
  },

  czestochowa: {
    pl: {
      mainContent:
        'W Częstochowie zapraszamy do salonu w Alejach Najświętszej Maryi Panny, pod numerem 47, w pobliżu placu Biegańskiego. Alejami dojdziesz stąd prosto pod Jasną Górę, a do dworca kolejowego masz kilkanaście minut pieszo. Zespół zajmuje się fryzjerstwem i kosmetyką: strzyżeniem, koloryzacją i modelowaniem, a także manicure oraz pielęgnacją brwi i rzęs.',
      paragraphs: [
        {
          title: 'Godziny otwarcia i rezerwacja',
          content:
            'Salon jest czynny od poniedziałku do piątku od 9:00 do 19:00, a w soboty od 9:00 do 15:00; w niedziele i święta jest zamknięty. Termin zarezerwujesz online o każdej porze: wybierasz usługę, dzień, godzinę i osobę albo pierwszą wolną. Przed pierwszą koloryzacją stylistka oceni kondycję włosów i dobierze odcień, a ostateczną cenę potwierdzi przed rozpoczęciem usługi.',
        },
        {
          title: 'Przed uroczystością i w podróży',
          content:
            'Jeśli przyjeżdżasz do Częstochowy na kilka dni, na przykład na Jasną Górę, możesz zarezerwować strzyżenie, modelowanie albo manicure jeszcze przed wyjazdem z domu. Na chrzciny, komunię czy wesele umówisz u nas upięcie okolicznościowe i makijaż, najlepiej z kilkudniowym wyprzedzeniem; przynieś zdjęcie inspiracji, a stylistka dopasuje upięcie do stroju.',
        },
      ],
    },
    en: {
      mainContent:
        'In Częstochowa we welcome you at our salon on Aleja Najświętszej Maryi Panny, at number 47, near Plac Biegańskiego. Follow the avenue and you reach Jasna Góra, and the railway station is about fifteen minutes away on foot. The team covers hairdressing and beauty: cuts, colour and blow-dries, as well as manicures and brow and lash care.',
      paragraphs: [
        {
          title: 'Opening hours and booking',
          content:
            'The salon is open Monday to Friday from 9:00 to 19:00 and on Saturdays from 9:00 to 15:00; it is closed on Sundays and public holidays. You can book online at any hour: choose the service, the day, the time and a person, or whoever is free first. Before your first colour, your stylist checks your hair’s condition, picks the shade and confirms the final price before starting.',
        },
        {
          title: 'Before a celebration or while travelling',
          content:
            'If you are coming to Częstochowa for a few days, for instance to visit Jasna Góra, you can book a cut, a blow-dry or a manicure before you leave home. For a christening, a first communion or a wedding, book an occasion updo and make-up with us, ideally a few days ahead; bring a photo for inspiration and your stylist will match the updo to your outfit.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Częstochowa, nous vous accueillons dans notre salon de l’avenue Najświętszej Maryi Panny, au numéro 47, près de la place Biegańskiego. En suivant l’avenue, vous arrivez à Jasna Góra, et la gare est à un quart d’heure à pied environ. L’équipe s’occupe de coiffure et d’esthétique\u00a0: coupe, coloration et brushing, mais aussi manucure et soin des sourcils et des cils.',
      paragraphs: [
        {
          title: 'Horaires et réservation',
          content:
            'Le salon est ouvert du lundi au vendredi de 9\u00a0h à 19\u00a0h et le samedi de 9\u00a0h à 15\u00a0h\u00a0; il est fermé le dimanche et les jours fériés. Réservez en ligne à toute heure\u00a0: choisissez la prestation, le jour, l’heure et une personne, ou la première disponible. Avant une première coloration, votre coiffeuse évalue l’état de vos cheveux, choisit la nuance et confirme le prix final avant de commencer.',
        },
        {
          title: 'Avant une fête ou en voyage',
          content:
            'Si vous venez à Częstochowa pour quelques jours, par exemple pour visiter Jasna Góra, vous pouvez réserver une coupe, un brushing ou une manucure avant même de partir de chez vous. Pour un baptême, une communion ou un mariage, réservez chez nous un chignon de cérémonie et un maquillage, de préférence quelques jours à l’avance\u00a0; apportez une photo d’inspiration, et votre coiffeuse adaptera le chignon à votre tenue.',
        },
      ],
    },
  },

  radom: {
    pl: {
      mainContent:
        'W Radomiu zapraszamy na ulicę Żeromskiego 53, główny deptak miasta. Salon prowadzi zespół, który zajmuje się fryzjerstwem i kosmetyką: strzyżeniem damskim, męskim i dziecięcym, koloryzacją i modelowaniem, a także manicure, henną i regulacją brwi. Wizytę zarezerwujesz online, wybierając usługę, dzień i osobę, a po zalogowaniu zapiszesz radomski salon jako preferowany.',
      paragraphs: [
        {
          title: 'Deptak Żeromskiego w centrum',
          content:
            'Żeromskiego to reprezentacyjny deptak radomskiego śródmieścia, wolny od samochodów, dlatego najprościej dojechać autobusem miejskim do jednej z przecznic i przejść ostatni odcinek pieszo. Salon jest czynny od poniedziałku do piątku od 9:00 do 19:00, a w soboty od 9:00 do 15:00. W niedziele i święta jest zamknięty.',
        },
        {
          title: 'Strzyżenie dla całej rodziny',
          content:
            'W jednym terminie umówisz strzyżenie dla siebie, partnera i dzieci: strzyżenie dziecięce trwa krótko, a męskie kończy się stylizacją. Jeśli w tym czasie chcesz zadbać o dłonie, manicure klasyczny albo hybrydowy zrobi stylistka, która wykonuje także zabiegi kosmetyczne. Cena usług fryzjerskich zależy od długości i gęstości włosów; ostateczną kwotę potwierdzimy przed rozpoczęciem.',
        },
      ],
    },
    en: {
      mainContent:
        'In Radom we welcome you at ul. Żeromskiego 53, the city’s main pedestrian street. The team covers hairdressing and beauty: women’s, men’s and children’s cuts, colour and blow-dries, as well as manicures, brow tints and eyebrow shaping. Book online by choosing the service, the day and a person, and once signed in, save the Radom salon as your preferred one.',
      paragraphs: [
        {
          title: 'The Żeromskiego promenade',
          content:
            'Żeromskiego is the showcase promenade of central Radom and free of cars, so the simplest way is a city bus to one of the cross streets and a short walk. The salon is open Monday to Friday from 9:00 to 19:00 and on Saturdays from 9:00 to 15:00. It is closed on Sundays and public holidays.',
        },
        {
          title: 'Haircuts for the whole family',
          content:
            'Book cuts for yourself, your partner and your children in one go: a children’s cut is quick, and a men’s cut ends with styling. If you would like your hands looked after meanwhile, a classic or gel polish manicure is done by the stylist who also does beauty treatments. Hairdressing prices depend on hair length and thickness; we confirm the final price before we start.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Radom, nous vous accueillons au 53, rue Żeromskiego, la grande rue piétonne de la ville. L’équipe s’occupe de coiffure et d’esthétique\u00a0: coupes femme, homme et enfant, coloration et brushing, mais aussi manucure, teinture et épilation des sourcils. Réservez en ligne en choisissant la prestation, le jour et une personne\u00a0; une fois connecté, enregistrez le salon de Radom comme salon préféré.',
      paragraphs: [
        {
          title: 'La rue piétonne Żeromskiego',
          content:
            'Żeromskiego est la promenade phare du centre de Radom, interdite aux voitures\u00a0: le plus simple est de prendre un bus urbain jusqu’à l’une des rues transversales, puis de finir à pied. Le salon est ouvert du lundi au vendredi de 9\u00a0h à 19\u00a0h et le samedi de 9\u00a0h à 15\u00a0h. Il est fermé le dimanche et les jours fériés.',
        },
        {
          title: 'Des coupes pour toute la famille',
          content:
            'Réservez en une fois les coupes de toute la famille\u00a0: la coupe enfant est rapide, la coupe homme se termine par un coiffage. Pendant ce temps, une manucure classique ou semi-permanente peut être faite par la coiffeuse qui pratique aussi les soins esthétiques. Le prix de la coiffure dépend de la longueur et de l’épaisseur des cheveux\u00a0; nous confirmons le prix final avant de commencer.',
        },
      ],
    },
  },

  torun: {
    pl: {
      mainContent:
        'W Toruniu nasz salon mieści się przy ulicy Szerokiej 28, w sercu wpisanego na listę UNESCO Starego Miasta, między Rynkiem Staromiejskim a Nowomiejskim. Zajmujemy się fryzjerstwem i kosmetyką: strzyżemy, koloryzujemy i modelujemy, robimy manicure, hennę i regulację brwi. Wizytę zarezerwujesz online o każdej porze, wybierając dzień, godzinę i osobę albo pierwszą wolną.',
      paragraphs: [
        {
          title: 'Dojazd na Starówkę',
          content:
            'Stare Miasto jest w dużej części wyłączone z ruchu, więc najwygodniej przyjechać tramwajem lub autobusem na plac Rapackiego i przejść kilka minut pieszo obok Ratusza Staromiejskiego. Samochód najlepiej zostawić na parkingu przy Bulwarze Filadelfijskim, skąd do Szerokiej prowadzą krótkie uliczki znad Wisły. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, w soboty do 16:00.',
        },
        {
          title: 'Fryzjer i kosmetyczka w jednej wizycie',
          content:
            'Z dwóch osób pracujących przy Szerokiej jedna wykonuje także zabiegi kosmetyczne, więc koloryzację odrostów, strzyżenie i manicure hybrydowy można zaplanować jednego popołudnia. Usunięcie starej hybrydy zarezerwujesz jako osobną usługę przed nowym manicure. Po zalogowaniu możesz zapisać toruński salon jako preferowany.',
        },
      ],
    },
    en: {
      mainContent:
        'In Toruń our salon is at ul. Szeroka 28, in the heart of the UNESCO-listed Old Town, between the Old Town and New Town market squares. We cover hairdressing and beauty: cuts, colour and blow-dries, manicures, brow tints and eyebrow shaping. Book online at any hour by choosing the day, the time and a person, or whoever is free first.',
      paragraphs: [
        {
          title: 'Getting to the Old Town',
          content:
            'Much of the Old Town is closed to traffic, so the easiest way is a tram or bus to Plac Rapackiego and a few minutes’ walk past the Old Town Hall. Drivers are best off parking by Bulwar Filadelfijski, from where short lanes lead up from the Vistula to Szeroka. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00.',
        },
        {
          title: 'Hairdresser and beautician in one visit',
          content:
            'Of the two people working on Szeroka, one also does beauty treatments, so a root touch-up, a cut and a gel polish manicure fit into one afternoon. Book removal of your old gel polish as a separate service before the new manicure. Once signed in, you can save the Toruń salon as your preferred one.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Toruń, notre salon se trouve au 28, rue Szeroka, au cœur de la vieille ville inscrite au patrimoine mondial de l’UNESCO, entre la place de la Vieille Ville et celle de la Nouvelle Ville. Nous faisons coiffure et esthétique\u00a0: coupe, coloration et brushing, manucure, teinture et épilation des sourcils. Réservez en ligne à toute heure en choisissant le jour, l’heure et une personne, ou la première disponible.',
      paragraphs: [
        {
          title: 'Venir dans la vieille ville',
          content:
            'La vieille ville est en grande partie fermée à la circulation\u00a0: le plus simple est de venir en tram ou en bus jusqu’à la place Rapackiego, puis de marcher quelques minutes en passant devant l’hôtel de ville. En voiture, garez-vous plutôt le long du Bulwar Filadelfijski, d’où de courtes ruelles montent de la Vistule vers la rue Szeroka. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h, le samedi jusqu’à 16\u00a0h.',
        },
        {
          title: 'Coiffure et esthétique en une visite',
          content:
            'Rue Szeroka, l’une des deux personnes de l’équipe pratique aussi les soins esthétiques\u00a0: retouche racines, coupe et manucure semi-permanente tiennent en un après-midi. Réservez la dépose de l’ancien vernis semi-permanent comme une prestation à part, avant la nouvelle manucure. Une fois connecté, vous pouvez enregistrer le salon de Toruń comme salon préféré.',
        },
      ],
    },
  },

  kielce: {
    pl: {
      mainContent:
        'W Kielcach zapraszamy do salonu przy ulicy Sienkiewicza 41, na głównym deptaku miasta. Zespół łączy fryzjerstwo z usługami barberskimi, więc obok strzyżeń damskich, koloryzacji i modelowania zrobisz strzyżenie męskie, fade, trymowanie brody czy golenie brzytwą. Wizytę zarezerwujesz online przez całą dobę, wybierając usługę, dzień, godzinę i konkretną osobę albo pierwszą wolną.',
      paragraphs: [
        {
          title: 'Sienkiewicza, blisko Rynku',
          content:
            'Salon leży we wschodniej części deptaka Sienkiewicza, kilka minut spacerem od Rynku i Pałacu Biskupów Krakowskich. Z dworca kolejowego i autobusowego dojdziesz tu prosto deptakiem. Pracujemy od poniedziałku do piątku od 9:00 do 19:00, a w soboty od 9:00 do 15:00; w niedziele i święta salon jest zamknięty.',
        },
        {
          title: 'Dla panów i dla najmłodszych',
          content:
            'Przytniemy brodę, zrobimy strzyżenie fade albo klasyczne strzyżenie maszynką, a przy dłuższej wizycie także strzyżenie z brodą lub golenie brzytwą na gorący ręcznik. Strzyżenie dziecięce trwa pół godziny, a rodzice mogą w tym czasie umówić własne strzyżenie u drugiej osoby z zespołu, w tym samym terminie.',
        },
      ],
    },
    en: {
      mainContent:
        'In Kielce we welcome you at our salon at ul. Sienkiewicza 41, on the city’s main pedestrian street. The team combines hairdressing with barber services, so besides women’s cuts, colour and blow-dries you can have a men’s cut, a fade, a beard trim or a razor shave. Book online at any hour by choosing the service, the day, the time and a particular person, or whoever is free first.',
      paragraphs: [
        {
          title: 'Sienkiewicza, near the Rynek',
          content:
            'The salon is in the eastern part of the Sienkiewicza promenade, a few minutes’ walk from the Market Square and the Palace of the Kraków Bishops. From the railway and bus stations you can walk straight along the promenade. We are open Monday to Friday from 9:00 to 19:00 and on Saturdays from 9:00 to 15:00; the salon is closed on Sundays and public holidays.',
        },
        {
          title: 'For men and for the youngest',
          content:
            'We trim beards and do skin fades and classic clipper cuts and, with a longer appointment, a haircut and beard or a hot towel razor shave. A children’s cut takes half an hour, and parents can book their own cut with the other member of the team at the same time.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Kielce, nous vous accueillons dans notre salon du 41, rue Sienkiewicza, la grande rue piétonne de la ville. L’équipe y associe coiffure et barbier\u00a0: en plus des coupes femme, des colorations et des brushings, vous pouvez y faire une coupe homme, un dégradé, une taille de barbe ou un rasage au coupe-chou. Réservez en ligne en choisissant la prestation, le jour, l’heure et une personne, ou la première disponible.',
      paragraphs: [
        {
          title: 'Rue Sienkiewicza, près du Rynek',
          content:
            'Le salon se trouve dans la partie est de la rue piétonne Sienkiewicza, à quelques minutes à pied de la place du Marché et du palais des évêques de Cracovie. Depuis la gare ferroviaire et la gare routière, il suffit de suivre la rue piétonne. Ouvert du lundi au vendredi de 9\u00a0h à 19\u00a0h et le samedi de 9\u00a0h à 15\u00a0h\u00a0; le salon est fermé le dimanche et les jours fériés.',
        },
        {
          title: 'Pour ces messieurs et les plus petits',
          content:
            'Nous taillons la barbe, réalisons dégradés américains et coupes classiques à la tondeuse et, pour un rendez-vous plus long, coupe et barbe ou rasage à la serviette chaude. La coupe enfant dure une demi-heure, et les parents peuvent réserver leur propre coupe avec l’autre membre de l’équipe, au même moment.',
        },
      ],
    },
  },

  rzeszow: {
    pl: {
      mainContent:
        'W Rzeszowie zapraszamy na ulicę 3 Maja 19, deptak w ścisłym centrum, kilka kroków od Rynku z Ratuszem. W trzyosobowym zespole pracują dwie osoby od fryzjerstwa i kosmetyczka, więc koloryzację, strzyżenie i manicure zaplanujesz na ten sam dzień. Wizytę zarezerwujesz online o każdej porze, wybierając usługę, godzinę i osobę albo pierwszą wolną.',
      paragraphs: [
        {
          title: 'Centrum pieszo i autobusem',
          content:
            'Okolice Rynku to w dużej części strefa piesza, dlatego najwygodniej dojechać autobusem miejskim na jeden z przystanków przy al. Piłsudskiego i przejść kilka minut. Salon jest czynny od poniedziałku do piątku od 9:00 do 20:00, a w soboty do 16:00, więc zdążysz także po pracy. W niedziele i święta jest zamknięty.',
        },
        {
          title: 'Kosmetyczka obok fryzjera',
          content:
            'Kosmetyczka przy 3 Maja wykonuje manicure klasyczny i hybrydowy, usuwa hybrydę, robi hennę brwi i rzęs oraz regulację brwi. Zabieg łatwo zarezerwować tuż przed albo tuż po wizycie u fryzjera, wybierając kolejne godziny w kalendarzu rezerwacji. Gdy chcesz wrócić do tej samej osoby, wskaż ją przy rezerwacji.',
        },
      ],
    },
    en: {
      mainContent:
        'In Rzeszów we welcome you at ul. 3 Maja 19, a pedestrian street in the very centre, a few steps from the Market Square and its Town Hall. The team of three is two hairdressers and a beautician, so a colour, a cut and a manicure can all go on the same day. Book online at any hour by choosing the service, the time and a person, or whoever is free first.',
      paragraphs: [
        {
          title: 'The centre on foot and by bus',
          content:
            'Much of the area around the Market Square is pedestrian, so the easiest way is a city bus to one of the stops on al. Piłsudskiego and a few minutes’ walk. The salon is open Monday to Friday from 9:00 to 20:00 and on Saturdays until 16:00, so you can make it after work too. It is closed on Sundays and public holidays.',
        },
        {
          title: 'A beautician next to the hairdresser',
          content:
            'The beautician on 3 Maja does classic and gel polish manicures, gel polish removal, brow and lash tints and eyebrow shaping. A treatment is easy to book just before or right after your hair appointment by choosing consecutive times in the booking calendar. If you want to return to the same person, pick them when you book.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Rzeszów, nous vous accueillons au 19, rue 3 Maja, une rue piétonne en plein centre, à deux pas de la place du Marché et de son hôtel de ville. L’équipe de trois réunit deux coiffeurs et une esthéticienne\u00a0: coloration, coupe et manucure peuvent se faire le même jour. Réservez en ligne à toute heure en choisissant la prestation, l’heure et une personne, ou la première disponible.',
      paragraphs: [
        {
          title: 'Le centre à pied et en bus',
          content:
            'Les abords de la place du Marché sont en grande partie piétons\u00a0: le plus simple est de prendre un bus urbain jusqu’à l’un des arrêts de l’avenue Piłsudskiego, puis de marcher quelques minutes. Le salon est ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi jusqu’à 16\u00a0h\u00a0: vous pouvez donc venir après le travail. Il est fermé le dimanche et les jours fériés.',
        },
        {
          title: 'Une esthéticienne à côté du coiffeur',
          content:
            'L’esthéticienne de la rue 3 Maja fait manucure classique et semi-permanente, dépose de semi-permanent, teinture des sourcils et des cils et épilation des sourcils. Un soin se réserve facilement juste avant ou juste après votre rendez-vous coiffure, en choisissant des horaires qui se suivent dans le calendrier de réservation. Pour retrouver la même personne, choisissez-la en réservant.',
        },
      ],
    },
  },

  olsztyn: {
    pl: {
      mainContent:
        'W Olsztynie zapraszamy na ulicę Prostą 28, na Starym Mieście, kilka kroków od Rynku. Do Wysokiej Bramy i zamku kapituły warmińskiej dojdziesz stąd w kilka minut. Zespół zajmuje się fryzjerstwem i kosmetyką: strzyżeniem, koloryzacją i modelowaniem, a także manicure, henną i regulacją brwi. Wizytę zarezerwujesz online o każdej porze dnia i nocy.',
      paragraphs: [
        {
          title: 'Stare Miasto i godziny otwarcia',
          content:
            'Stare Miasto jest w dużej części strefą pieszą, więc ostatni odcinek najprzyjemniej przejść spacerem od przystanków w okolicy Wysokiej Bramy. Salon jest czynny od poniedziałku do piątku od 9:00 do 19:00, a w soboty od 9:00 do 15:00; w niedziele i święta jest zamknięty. Gdy zależy Ci na konkretnej osobie, wybierz ją przy rezerwacji.',
        },
        {
          title: 'Włosy po sezonie nad jeziorem',
          content:
            'Olsztyn to miasto jezior, a słońce i woda latem przesuszają włosy i wypłukują kolor. Po sezonie nad Ukielem warto umówić rekonstrukcję włosów, odświeżyć kolor koloryzacją odrostów albo podciąć zniszczone końcówki. Stylistka oceni kondycję włosów przed zabiegiem i zaproponuje pielęgnację, którą łatwo kontynuować w domu.',
        },
      ],
    },
    en: {
      mainContent:
        'In Olsztyn we welcome you at ul. Prosta 28 in the Old Town, a few steps from the Market Square. The High Gate and the Castle of the Warmian Chapter are a few minutes’ walk away. The team covers hairdressing and beauty: cuts, colour and blow-dries, as well as manicures, brow tints and eyebrow shaping. You can book online at any hour of the day or night.',
      paragraphs: [
        {
          title: 'The Old Town and opening hours',
          content:
            'Much of the Old Town is pedestrian, so the nicest way in is a short walk from the stops around the High Gate. The salon is open Monday to Friday from 9:00 to 19:00 and on Saturdays from 9:00 to 15:00; it is closed on Sundays and public holidays. If you want a particular person, pick them when you book.',
        },
        {
          title: 'Hair after a summer by the lake',
          content:
            'Olsztyn is a city of lakes, and summer sun and water dry hair out and wash colour away. After a season on Lake Ukiel it is worth booking a hair repair treatment, refreshing your colour with a root touch-up or trimming damaged ends. Your stylist checks your hair’s condition first and suggests care that is easy to keep up at home.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Olsztyn, nous vous accueillons au 28, rue Prosta, dans la vieille ville, à deux pas de la place du Marché. La Haute Porte et le château du chapitre de Warmie sont à quelques minutes à pied. L’équipe s’occupe de coiffure et d’esthétique\u00a0: coupe, coloration et brushing, mais aussi manucure, teinture et épilation des sourcils. Vous pouvez réserver en ligne à toute heure du jour et de la nuit.',
      paragraphs: [
        {
          title: 'Vieille ville et horaires',
          content:
            'La vieille ville est en grande partie piétonne\u00a0: le plus agréable est de finir à pied depuis les arrêts situés près de la Haute Porte. Le salon est ouvert du lundi au vendredi de 9\u00a0h à 19\u00a0h et le samedi de 9\u00a0h à 15\u00a0h\u00a0; il est fermé le dimanche et les jours fériés. Si vous tenez à une personne précise, choisissez-la en réservant.',
        },
        {
          title: 'Les cheveux après l’été au lac',
          content:
            'Olsztyn est une ville de lacs, et le soleil et l’eau de l’été dessèchent les cheveux et ternissent la couleur. Après une saison au bord du lac Ukiel, pensez à un soin réparateur, à une retouche racines pour raviver la couleur ou à une coupe des pointes abîmées. Votre coiffeuse évalue d’abord l’état de vos cheveux et vous conseille des soins faciles à poursuivre chez vous.',
        },
      ],
    },
  },

  opole: {
    pl: {
      mainContent:
        'W Opolu zapraszamy na ulicę Krakowską 30, deptak w centrum miasta, kilka minut spacerem od Rynku z Ratuszem i od Młynówki, nazywanej opolską Wenecją. Zespół zajmuje się fryzjerstwem i kosmetyką: strzyżeniem, koloryzacją i modelowaniem, a także manicure, henną i regulacją brwi. Wizytę zarezerwujesz online, wybierając usługę, dzień i osobę albo pierwszą wolną.',
      paragraphs: [
        {
          title: 'Krakowska: dojazd i godziny',
          content:
            'Krakowska jest ulicą pieszą, więc najlepiej dojechać autobusem miejskim do centrum i przejść kilka minut, a z dworca Opole Główne dojdziesz pieszo w kwadrans. Salon jest czynny od poniedziałku do piątku od 9:00 do 19:00, w soboty od 9:00 do 15:00; w niedziele i święta jest zamknięty. Wolne terminy na najbliższe dni widać od razu w kalendarzu rezerwacji.',
        },
        {
          title: 'Koloryzacja z pielęgnacją',
          content:
            'Przed koloryzacją stylistka ocenia kondycję włosów i dobiera odcień, a farby, których używamy, nie zawierają amoniaku. Jeśli chcesz tylko odświeżyć kolor, wybierz koloryzację odrostów, która trwa krócej. Cena zależy od długości i gęstości włosów, dlatego ostateczną kwotę potwierdzimy przed rozpoczęciem usługi.',
        },
      ],
    },
    en: {
      mainContent:
        'In Opole we welcome you at ul. Krakowska 30, a pedestrian street in the city centre, a few minutes’ walk from the Market Square and its Town Hall and from the Młynówka, known as Opole’s Venice. The team covers hairdressing and beauty: cuts, colour and blow-dries, as well as manicures, brow tints and eyebrow shaping. Book online by choosing the service, the day and a person, or whoever is free first.',
      paragraphs: [
        {
          title: 'Krakowska: getting here and hours',
          content:
            'Krakowska is pedestrian, so it is best to take a city bus to the centre and walk a few minutes; from Opole Główne station it is about fifteen minutes on foot. The salon is open Monday to Friday from 9:00 to 19:00 and on Saturdays from 9:00 to 15:00; it is closed on Sundays and public holidays. Free slots for the coming days show up straight away in the booking calendar.',
        },
        {
          title: 'Colour with care',
          content:
            'Before colouring, your stylist checks your hair’s condition and picks the shade, and the colours we use are ammonia-free. If you only want to refresh your colour, choose a root touch-up, which takes less time. The price depends on hair length and thickness, so we confirm the final amount before we start.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Opole, nous vous accueillons au 30, rue Krakowska, une rue piétonne du centre-ville, à quelques minutes à pied de la place du Marché et de son hôtel de ville, et de la Młynówka, surnommée la Venise d’Opole. L’équipe s’occupe de coiffure et d’esthétique\u00a0: coupe, coloration et brushing, mais aussi manucure, teinture et épilation des sourcils. Réservez en ligne en choisissant la prestation, le jour et une personne, ou la première disponible.',
      paragraphs: [
        {
          title: 'Rue Krakowska\u00a0: accès et horaires',
          content:
            'La rue Krakowska est piétonne\u00a0: venez en bus urbain jusqu’au centre puis marchez quelques minutes\u00a0; depuis la gare Opole Główne, comptez un quart d’heure à pied. Le salon est ouvert du lundi au vendredi de 9\u00a0h à 19\u00a0h et le samedi de 9\u00a0h à 15\u00a0h\u00a0; il est fermé le dimanche et les jours fériés. Les créneaux libres des prochains jours s’affichent aussitôt dans le calendrier de réservation.',
        },
        {
          title: 'Une coloration qui prend soin',
          content:
            'Avant la coloration, votre coiffeuse évalue l’état de vos cheveux et choisit la nuance, et nos colorations sont sans ammoniaque. Si vous voulez simplement raviver votre couleur, choisissez la retouche racines, plus courte. Le prix dépend de la longueur et de l’épaisseur des cheveux\u00a0: nous confirmons donc le montant final avant de commencer.',
        },
      ],
    },
  },

  'zielona-gora': {
    pl: {
      mainContent:
        'W Zielonej Górze zapraszamy do salonu przy ulicy Żeromskiego 10, kilka kroków od Starego Rynku i ratusza. To salon czysto fryzjerski: strzyżenie damskie, męskie i dziecięce, koloryzacja, balejaż i pasemka, modelowanie i keratynowe prostowanie. Zabiegów kosmetycznych ani usług barberskich tu nie wykonujemy. Wizytę zarezerwujesz online, wybierając dzień, godzinę i osobę.',
      paragraphs: [
        {
          title: 'Centrum i godziny otwarcia',
          content:
            'Salon leży w ścisłym centrum, więc dojdziesz tu spacerem z deptaka albo dojedziesz autobusem miejskim na jeden z przystanków w śródmieściu. Pracujemy od poniedziałku do piątku od 9:00 do 19:00, w soboty od 9:00 do 15:00; w niedziele i święta salon jest zamknięty. Przy rezerwacji możesz wybrać jedną z dwóch stylistek albo pierwszą wolną.',
        },
        {
          title: 'Przed Winobraniem i uroczystościami',
          content:
            'Jeśli szykujesz się na wrześniowe Winobranie, studniówkę albo wesele, zarezerwuj upięcie okolicznościowe z wyprzedzeniem, najlepiej razem z próbnym terminem kilka dni wcześniej. Na co dzień polecamy też rekonstrukcję włosów i podcięcie końcówek, a przed koloryzacją stylistka zawsze sprawdzi kondycję włosów i dobierze odcień.',
        },
      ],
    },
    en: {
      mainContent:
        'In Zielona Góra we welcome you at our salon at ul. Żeromskiego 10, a few steps from the Old Market Square and the town hall. It is a hair-only salon: women’s, men’s and children’s cuts, colour, balayage and highlights, blow-dries and keratin straightening. There are no beauty treatments or barber services here. Book online by choosing the day, the time and a person.',
      paragraphs: [
        {
          title: 'City centre and opening hours',
          content:
            'The salon is right in the centre, so you can walk here from the pedestrian streets or take a city bus to one of the stops downtown. We are open Monday to Friday from 9:00 to 19:00 and on Saturdays from 9:00 to 15:00; the salon is closed on Sundays and public holidays. When you book you can choose one of the two stylists, or whoever is free first.',
        },
        {
          title: 'Before Winobranie and celebrations',
          content:
            'If you are getting ready for the September Winobranie wine festival, a prom or a wedding, book your occasion updo well ahead, ideally with a trial appointment a few days before. For everyday care we also recommend a hair repair treatment and a trim of the ends, and before any colouring your stylist always checks your hair’s condition and picks the shade.',
        },
      ],
    },
    fr: {
      mainContent:
        'À Zielona Góra, nous vous accueillons dans notre salon du 10, rue Żeromskiego, à deux pas de la place du Vieux Marché et de l’hôtel de ville. C’est un salon exclusivement de coiffure\u00a0: coupes femme, homme et enfant, coloration, balayage et mèches, brushing et lissage à la kératine. Nous n’y proposons ni soins esthétiques ni barbier. Réservez en ligne en choisissant le jour, l’heure et une personne.',
      paragraphs: [
        {
          title: 'Centre-ville et horaires',
          content:
            'Le salon est en plein centre\u00a0: venez à pied depuis les rues piétonnes ou en bus urbain jusqu’à l’un des arrêts du centre. Nous sommes ouverts du lundi au vendredi de 9\u00a0h à 19\u00a0h et le samedi de 9\u00a0h à 15\u00a0h\u00a0; le salon est fermé le dimanche et les jours fériés. En réservant, vous pouvez choisir l’une des deux coiffeuses ou la première disponible.',
        },
        {
          title: 'Avant le Winobranie et les fêtes',
          content:
            'Si vous vous préparez pour le Winobranie, la fête des vendanges de septembre, pour un bal de fin d’études ou pour un mariage, réservez votre chignon bien à l’avance, idéalement avec un essai quelques jours avant. Au quotidien, nous conseillons aussi un soin réparateur et une coupe des pointes\u00a0; avant toute coloration, votre coiffeuse vérifie l’état de vos cheveux et choisit la nuance.',
        },
      ],
    },
  },
};
