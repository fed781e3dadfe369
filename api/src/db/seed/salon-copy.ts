import type { SeoCopyTranslations } from './city-copy.ts';

/*
 * The search-engine copy of a few salon pages (/salony/{code}): the suggested salons and
 * the premium and shopping-centre flagships, in Polish, English and French, shown below
 * the salon's details. It is marketing copy, not a rule: editors may rewrite it, add
 * salons or drop them (the spec makes a salon's copy optional), as long as it stays true
 * to the seed: the services it names are on that salon's menu (offeredServices in
 * salons.ts), the hours are its kind's, and it carries no prices, phone numbers, e-mails
 * or links. It names no staff: people and their rosters change, the copy does not.
 * French typography: a non-breaking space (\u00a0) before : ; ! ?
 */

/** By salon id: the suggested salons and a few flagships; the others have none (the spec makes it optional). */
export const SALON_COPY: Readonly<Record<string, SeoCopyTranslations>> = {
  M101: {
    pl: {
      mainContent:
        'Salon przy Puławskiej 12, kilka kroków od placu Unii Lubelskiej, to nasz warszawski adres z pełnym menu: strzyżenie i koloryzacja, usługi barberskie i kosmetyczne. Trzyosobowy zespół tworzą dwie osoby łączące fryzjerstwo z barberingiem oraz stylistka, która wykonuje też zabiegi kosmetyczne.',
      paragraphs: [
        {
          title: 'Dojazd i godziny otwarcia',
          content:
            'Tramwaje jadące Puławską zatrzymują się tuż obok, przy placu Unii Lubelskiej, a do stacji metra Politechnika dojdziesz w około dziesięć minut. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, w soboty od 9:00 do 16:00; w niedziele i święta salon jest zamknięty. Wizytę łatwo zmieścić w drodze z pracy w Śródmieściu albo na Mokotowie.',
        },
        {
          title: 'Wszystkie usługi salonowe w jednym miejscu',
          content:
            'Przy Puławskiej zarezerwujesz każdą usługę z naszego salonowego cennika: od strzyżenia damskiego i balejażu, przez keratynowe prostowanie i trwałą, po golenie brzytwą na gorący ręcznik, manicure, pedicure i makijaż wieczorowy. Wolne godziny widać od razu w kalendarzu rezerwacji; możesz wybrać konkretną osobę albo pierwszą wolną.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon at Puławska 12, a few steps from Plac Unii Lubelskiej, is our Warsaw address with the full menu: cuts and colour, barber services and beauty treatments. The team of three is two people who combine hairdressing with barbering and a stylist who also does beauty treatments.',
      paragraphs: [
        {
          title: 'Getting here and opening hours',
          content:
            'Trams along Puławska stop right nearby, at Plac Unii Lubelskiej, and Politechnika metro station is about ten minutes away on foot. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays from 9:00 to 16:00; the salon is closed on Sundays and public holidays. A visit fits easily on the way home from work in Śródmieście or Mokotów.',
        },
        {
          title: 'Every salon service in one place',
          content:
            'On Puławska you can book every service on our salon price list: from a women’s cut and balayage, through keratin straightening and perms, to a hot towel razor shave, a manicure, a pedicure and evening make-up. Free times show up straight away in the booking calendar; choose a particular person or whoever is free first.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon du 12, rue Puławska, à deux pas de la place Unii Lubelskiej, est notre adresse varsovienne à la carte complète\u00a0: coupe et coloration, barbier et soins esthétiques. L’équipe de trois réunit deux personnes qui associent coiffure et barbier, et une coiffeuse qui pratique aussi les soins esthétiques.',
      paragraphs: [
        {
          title: 'Accès et horaires',
          content:
            'Les trams de la rue Puławska s’arrêtent tout près, place Unii Lubelskiej, et la station de métro Politechnika est à une dizaine de minutes à pied. Nous sommes ouverts du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi de 9\u00a0h à 16\u00a0h\u00a0; le salon est fermé le dimanche et les jours fériés. Un rendez-vous se glisse facilement en rentrant du travail.',
        },
        {
          title: 'Toutes les prestations en un lieu',
          content:
            'Rue Puławska, vous pouvez réserver chacune des prestations de notre carte en salon\u00a0: de la coupe femme et du balayage au lissage à la kératine et à la permanente, jusqu’au rasage à la serviette chaude, à la manucure, à la pédicure et au maquillage de soirée. Les horaires libres s’affichent aussitôt dans le calendrier\u00a0; choisissez une personne ou la première disponible.',
        },
      ],
    },
  },

  M103: {
    pl: {
      mainContent:
        'Salon w Arkadii, przy al. Jana Pawła II 82, to nasz największy zespół w Warszawie: trzy osoby od fryzjerstwa, w tym jedna wykonująca usługi barberskie, oraz dwie kosmetyczki. Pracujemy siedem dni w tygodniu, także w niedziele, więc wizytę łatwo połączyć z zakupami.',
      paragraphs: [
        {
          title: 'Jak dojechać do Arkadii',
          content:
            'Arkadia leży między Muranowem a Żoliborzem. Najszybciej dojedziesz metrem M1 do stacji Dworzec Gdański, skąd do galerii jest kilka minut pieszo, albo tramwajem jadącym al. Jana Pawła II; zmotoryzowani zostawią auto na parkingu centrum. Od poniedziałku do soboty pracujemy od 10:00 do 21:00, a w niedziele od 10:00 do 18:00.',
        },
        {
          title: 'Dwie kosmetyczki i usługi barberskie',
          content:
            'Dzięki dwóm kosmetyczkom łatwiej tu o termin na manicure hybrydowy, laminację brwi, oczyszczanie twarzy czy makijaż wieczorowy, także w weekend. Usługi barberskie to strzyżenie fade, trymowanie i koloryzacja brody oraz golenie brzytwą, a stylistki zajmują się koloryzacją, balejażem, trwałą i upięciami okolicznościowymi.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon in Arkadia, at al. Jana Pawła II 82, is our largest team in Warsaw: three hairdressers, one of whom also does barber services, and two beauticians. We are open seven days a week, Sundays included, so a visit fits easily with your shopping.',
      paragraphs: [
        {
          title: 'Getting to Arkadia',
          content:
            'Arkadia lies between Muranów and Żoliborz. The quickest way is the M1 metro to Dworzec Gdański, a few minutes’ walk from the centre, or a tram along al. Jana Pawła II; drivers can use the centre’s car park. We are open Monday to Saturday from 10:00 to 21:00 and on Sundays from 10:00 to 18:00.',
        },
        {
          title: 'Two beauticians and a barber',
          content:
            'With two beauticians, it is easier to find a slot for a gel polish manicure, brow lamination, a deep cleansing facial or evening make-up, weekends included. On the barber side there are skin fades, beard trims, beard colouring and razor shaves, while the stylists do colour, balayage, perms and occasion updos.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon d’Arkadia, al. Jana Pawła II 82, réunit notre plus grande équipe de Varsovie\u00a0: trois spécialistes de la coiffure, dont une personne qui fait aussi barbier, et deux esthéticiennes. Nous sommes ouverts sept jours sur sept, dimanche compris\u00a0: un rendez-vous se combine facilement avec vos courses.',
      paragraphs: [
        {
          title: 'Venir à Arkadia',
          content:
            'Arkadia se trouve entre Muranów et Żoliborz. Le plus rapide est le métro M1 jusqu’à Dworzec Gdański, à quelques minutes à pied du centre, ou le tram de l’avenue Jana Pawła II\u00a0; en voiture, garez-vous au parking du centre. Nous sommes ouverts du lundi au samedi de 10\u00a0h à 21\u00a0h et le dimanche de 10\u00a0h à 18\u00a0h.',
        },
        {
          title: 'Deux esthéticiennes, barbe et couleur',
          content:
            'Avec deux esthéticiennes, il est plus facile de trouver un créneau pour une manucure semi-permanente, une restructuration des sourcils, un nettoyage de peau ou un maquillage de soirée, y compris le week-end. Côté barbier\u00a0: dégradés, taille et coloration de barbe, rasage au coupe-chou\u00a0; côté coiffure\u00a0: coloration, balayage, permanente et chignons de cérémonie.',
        },
      ],
    },
  },

  M109: {
    pl: {
      mainContent:
        'Salon premium przy ul. Racławickiej 99 to kameralne miejsce na zachodnim Mokotowie, nastawione na autorskie strzyżenia, zaawansowaną koloryzację i rytuały pielęgnacyjne z kosmetykami profesjonalnymi. Trzy stylistki pracują z włosami, a kosmetyczka dba o cerę, brwi i dłonie.',
      paragraphs: [
        {
          title: 'Koloryzacja i pielęgnacja włosów',
          content:
            'Przy Racławickiej zrobisz pełną paletę usług koloryzacyjnych: balejaż, pasemka, koloryzację odrostów, a gdy chcesz zejść z ciemnej farby, dekoloryzację. Do tego keratynowe prostowanie, które wygładza włosy na kilka miesięcy, rekonstrukcja włosów i upięcia okolicznościowe. Przed koloryzacją stylistka ocenia kondycję włosów i dobiera odcień; używamy farb bez amoniaku.',
        },
        {
          title: 'Dojazd, godziny i kosmetyka',
          content:
            'Salon leży w spokojnej, mieszkalnej części Mokotowa: przy Racławickiej zatrzymują się autobusy, a do stacji metra Racławicka dojdziesz w kilkanaście minut. Pracujemy od poniedziałku do piątku od 9:00 do 20:00 i w soboty od 9:00 do 16:00. Kosmetyczka wykonuje oczyszczanie twarzy, laminację brwi, manicure oraz makijaż dzienny i wieczorowy.',
        },
      ],
    },
    en: {
      mainContent:
        'The premium salon at ul. Racławicka 99 is an intimate place in western Mokotów, devoted to signature cuts, advanced colour work and care rituals with professional products. Three stylists work on hair, and a beautician looks after skin, brows and hands.',
      paragraphs: [
        {
          title: 'Colour and hair care',
          content:
            'On Racławicka you will find the full range of colour services: balayage, highlights, root touch-ups and, when you want to move away from a dark dye, colour removal. Add keratin straightening, which smooths hair for several months, hair repair treatments and occasion updos. Before colouring, your stylist checks your hair’s condition and picks the shade; our colours are ammonia-free.',
        },
        {
          title: 'Getting here, hours and beauty',
          content:
            'The salon is in a quiet, residential part of Mokotów: buses stop on Racławicka, and Racławicka metro station is a fifteen-minute walk away. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays from 9:00 to 16:00. The beautician offers deep cleansing facials, brow lamination, manicures and day and evening make-up.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon haut de gamme du 99, rue Racławicka est une adresse intimiste de l’ouest de Mokotów, consacrée aux coupes signature, aux colorations expertes et aux rituels de soin aux produits professionnels. Trois coiffeuses s’occupent des cheveux, une esthéticienne de la peau, des sourcils et des mains.',
      paragraphs: [
        {
          title: 'Coloration et soin du cheveu',
          content:
            'Rue Racławicka, toute la gamme de la coloration\u00a0: balayage, mèches, retouche racines et, pour quitter une teinte foncée, décapage de couleur. S’y ajoutent le lissage à la kératine, qui discipline les cheveux pendant plusieurs mois, le soin réparateur et les chignons de cérémonie. Avant la coloration, votre coiffeuse évalue l’état de vos cheveux et choisit la nuance\u00a0; nos colorations sont sans ammoniaque.',
        },
        {
          title: 'Accès, horaires et esthétique',
          content:
            'Le salon se trouve dans une partie calme et résidentielle de Mokotów\u00a0: des bus s’arrêtent rue Racławicka, et la station de métro Racławicka est à un quart d’heure à pied. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi de 9\u00a0h à 16\u00a0h. L’esthéticienne propose nettoyage de peau, restructuration des sourcils, manucure et maquillage de jour ou de soirée.',
        },
      ],
    },
  },

  M201: {
    pl: {
      mainContent:
        'Salon w Galerii Krakowskiej, przy ul. Pawia 5, sąsiaduje z dworcem Kraków Główny i dworcem autobusowym, więc to najwygodniejszy krakowski adres dla osób dojeżdżających. Pracujemy siedem dni w tygodniu, a czteroosobowy zespół łączy fryzjerstwo, usługi barberskie i kosmetyczne.',
      paragraphs: [
        {
          title: 'Przed pociągiem i po pracy',
          content:
            'Od poniedziałku do soboty jesteśmy w galerii od 10:00 do 21:00, a w niedziele od 10:00 do 18:00. Strzyżenie męskie czy manicure zmieszczą się w przerwie między pociągami, a na koloryzację lub balejaż warto zarezerwować dłuższy termin online. Z Rynku Głównego dojdziesz tu przez Planty w kilkanaście minut.',
        },
        {
          title: 'Barber i kosmetyczka na miejscu',
          content:
            'Jedna osoba z zespołu łączy fryzjerstwo z barberingiem: strzyżenie fade, trymowanie i koloryzacja brody, golenie brzytwą na gorący ręcznik. Kosmetyczka wykonuje manicure klasyczny, hybrydowy i męski, pedicure, hennę i laminację brwi, oczyszczanie twarzy oraz makijaż dzienny. Stylistki zajmują się też keratynowym prostowaniem, trwałą i dekoloryzacją.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon in Galeria Krakowska, at ul. Pawia 5, is next to Kraków Główny railway station and the bus station, which makes it our most convenient Kraków address for commuters. We are open seven days a week, and the team of four combines hairdressing, barber services and beauty treatments.',
      paragraphs: [
        {
          title: 'Before your train or after work',
          content:
            'We are in the centre Monday to Saturday from 10:00 to 21:00 and on Sundays from 10:00 to 18:00. A men’s cut or a manicure fits between two trains, while for a colour or balayage it is worth booking a longer slot online. From the Main Market Square it is a ten-to-fifteen-minute walk through the Planty park.',
        },
        {
          title: 'A barber and a beautician on site',
          content:
            'One member of the team combines hairdressing with barbering: skin fades, beard trims and beard colouring, hot towel razor shaves. The beautician does classic, gel polish and men’s manicures, pedicures, brow tints and brow lamination, deep cleansing facials and day make-up. The stylists also offer keratin straightening, perms and colour removal.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon de la Galeria Krakowska, ul. Pawia 5, jouxte la gare Kraków Główny et la gare routière\u00a0: c’est notre adresse cracovienne la plus pratique pour qui se déplace. Nous sommes ouverts sept jours sur sept, et l’équipe de quatre personnes réunit coiffure, barbier et soins esthétiques.',
      paragraphs: [
        {
          title: 'Avant le train ou après le travail',
          content:
            'Nous vous accueillons du lundi au samedi de 10\u00a0h à 21\u00a0h et le dimanche de 10\u00a0h à 18\u00a0h. Une coupe homme ou une manucure tient entre deux trains, tandis que pour une coloration ou un balayage, mieux vaut réserver en ligne un créneau plus long. Depuis la place du Marché, comptez une douzaine de minutes à pied par le parc des Planty.',
        },
        {
          title: 'Barbier et esthéticienne sur place',
          content:
            'Une personne de l’équipe associe coiffure et barbier\u00a0: dégradés, taille et coloration de barbe, rasage à la serviette chaude. L’esthéticienne propose manucure classique, semi-permanente et homme, pédicure, teinture et restructuration des sourcils, nettoyage de peau et maquillage de jour. Les coiffeuses font aussi le lissage à la kératine, la permanente et le décapage de couleur.',
        },
      ],
    },
  },

  M203: {
    pl: {
      mainContent:
        'Salon premium przy ul. Józefa 12 działa w sercu Kazimierza, wśród galerii, pracowni i kawiarni dawnej dzielnicy żydowskiej. W kameralnym wnętrzu dwie stylistki zajmują się autorskimi strzyżeniami i zaawansowaną koloryzacją, a kosmetyczka pielęgnacją dłoni, stóp i brwi oraz makijażem.',
      paragraphs: [
        {
          title: 'Jak dojść na Józefa',
          content:
            'Salon leży kilka kroków od placu Nowego. Na Kazimierz najwygodniej dojechać tramwajem jadącym ulicą Krakowską, Starowiślną lub Dietla i przejść kilka minut pieszo, a z Rynku Głównego to około dwudziestu minut spacerem przez Stradom. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, a w soboty od 9:00 do 16:00.',
        },
        {
          title: 'Kolor, upięcia i makijaż',
          content:
            'To dobry adres przed ważnym wieczorem: stylistki przygotują balejaż, pasemka albo upięcie okolicznościowe, a kosmetyczka makijaż wieczorowy i laminację brwi. Na co dzień polecamy rekonstrukcję włosów i keratynowe prostowanie, a gdy chcesz zejść z ciemnej farby, dekoloryzację. Kosmetyczka wykonuje też pedicure oraz manicure klasyczny i hybrydowy.',
        },
      ],
    },
    en: {
      mainContent:
        'The premium salon at ul. Józefa 12 is in the heart of Kazimierz, among the galleries, workshops and cafés of the former Jewish quarter. In an intimate setting, two stylists focus on signature cuts and advanced colour work, and a beautician looks after hands, feet and brows, and does make-up.',
      paragraphs: [
        {
          title: 'Finding us on Józefa',
          content:
            'The salon is a few steps from Plac Nowy. The easiest way to Kazimierz is a tram along Krakowska, Starowiślna or Dietla and a few minutes on foot; from the Main Market Square it is about twenty minutes’ walk through Stradom. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays from 9:00 to 16:00.',
        },
        {
          title: 'Colour, updos and make-up',
          content:
            'It is a good address before a big night out: the stylists prepare balayage, highlights or an occasion updo, and the beautician does evening make-up and brow lamination. For everyday care we recommend a hair repair treatment and keratin straightening, and colour removal when you want to move away from a dark dye. The beautician also does pedicures and classic and gel polish manicures.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon haut de gamme du 12, rue Józefa se trouve au cœur de Kazimierz, parmi les galeries, les ateliers et les cafés de l’ancien quartier juif. Dans un cadre intimiste, deux coiffeuses se consacrent aux coupes signature et aux colorations expertes, et une esthéticienne prend soin des mains, des pieds et des sourcils, et maquille.',
      paragraphs: [
        {
          title: 'Trouver la rue Józefa',
          content:
            'Le salon est à quelques pas de la place Nowy. Pour venir à Kazimierz, le plus simple est un tram par les rues Krakowska, Starowiślna ou Dietla, puis quelques minutes à pied\u00a0; depuis la place du Marché, comptez une vingtaine de minutes à pied par Stradom. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi de 9\u00a0h à 16\u00a0h.',
        },
        {
          title: 'Couleur, chignons et maquillage',
          content:
            'Une bonne adresse avant une grande soirée\u00a0: les coiffeuses préparent balayage, mèches ou chignon de cérémonie, l’esthéticienne un maquillage de soirée et une restructuration des sourcils. Au quotidien, nous conseillons le soin réparateur et le lissage à la kératine, et le décapage de couleur pour quitter une teinte foncée. L’esthéticienne fait aussi pédicure et manucure classique ou semi-permanente.',
        },
      ],
    },
  },

  M301: {
    pl: {
      mainContent:
        'Salon przy Świdnickiej 28 leży między Rynkiem a Operą, przy jednej z głównych ulic wrocławskiego Starego Miasta. Czteroosobowy zespół łączy fryzjerstwo, usługi barberskie i kosmetyczne, więc strzyżenie, brodę i manicure zarezerwujesz pod jednym adresem.',
      paragraphs: [
        {
          title: 'Dojazd na Świdnicką',
          content:
            'Z Rynku dojdziesz tu w pięć minut, a tramwaje zatrzymują się na przystanku Świdnicka, przy ul. Kazimierza Wielkiego. Z dworca Wrocław Główny to niespełna dwadzieścia minut pieszo albo kilka przystanków tramwajem. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, a w soboty od 9:00 do 16:00; w niedziele i święta salon jest zamknięty.',
        },
        {
          title: 'Koloryzacja, broda i pedicure',
          content:
            'Zespół fryzjerski zajmuje się balejażem, pasemkami, trwałą, dekoloryzacją i upięciami, a dla panów odsiwianiem. Osoba łącząca fryzjerstwo z barberingiem wykonuje strzyżenie fade, koloryzację brody i golenie brzytwą. Kosmetyczka robi manicure, także męski, pedicure, oczyszczanie twarzy, laminację brwi oraz makijaż dzienny i wieczorowy.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon at Świdnicka 28 is between the Market Square and the Opera, on one of the main streets of Wrocław’s Old Town. The team of four combines hairdressing, barber services and beauty treatments, so a haircut, a beard and a manicure can all be booked at one address.',
      paragraphs: [
        {
          title: 'Getting to Świdnicka',
          content:
            'It is a five-minute walk from the Market Square, and trams stop at Świdnicka, on ul. Kazimierza Wielkiego. From Wrocław Główny station it is under twenty minutes on foot or a few stops by tram. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays from 9:00 to 16:00; the salon is closed on Sundays and public holidays.',
        },
        {
          title: 'Colour, beards and pedicures',
          content:
            'The hairdressers do balayage, highlights, perms, colour removal and updos, and grey blending for men. The team member who combines hairdressing with barbering does skin fades, beard colouring and razor shaves. The beautician offers manicures, men’s included, pedicures, deep cleansing facials, brow lamination and day and evening make-up.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon du 28, rue Świdnicka se trouve entre la place du Marché et l’Opéra, sur l’une des grandes rues de la vieille ville de Wrocław. L’équipe de quatre personnes réunit coiffure, barbier et soins esthétiques\u00a0: coupe, barbe et manucure se réservent à la même adresse.',
      paragraphs: [
        {
          title: 'Venir rue Świdnicka',
          content:
            'La place du Marché est à cinq minutes à pied, et les trams s’arrêtent à Świdnicka, rue Kazimierza Wielkiego. Depuis la gare Wrocław Główny, comptez moins de vingt minutes à pied ou quelques arrêts de tram. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi de 9\u00a0h à 16\u00a0h\u00a0; le salon est fermé le dimanche et les jours fériés.',
        },
        {
          title: 'Couleur, barbe et pédicure',
          content:
            'Les coiffeurs réalisent balayage, mèches, permanente, décapage de couleur et chignons, et pour ces messieurs le camouflage des cheveux blancs. La personne qui associe coiffure et barbier fait dégradés, coloration de barbe et rasage au coupe-chou. L’esthéticienne propose manucure, y compris pour homme, pédicure, nettoyage de peau, restructuration des sourcils et maquillage de jour ou de soirée.',
        },
      ],
    },
  },

  M401: {
    pl: {
      mainContent:
        'Salon w Starym Browarze, przy ul. Półwiejskiej 42, działa w dawnym browarze, który stał się jednym z najbardziej rozpoznawalnych miejsc Poznania. Pracujemy siedem dni w tygodniu, a zespół, w którym zabiegi kosmetyczne wykonują dwie osoby, łączy fryzjerstwo z pielęgnacją twarzy, dłoni i brwi.',
      paragraphs: [
        {
          title: 'Półwiejska i dojazd',
          content:
            'Ze Starego Rynku dojdziesz tu deptakiem Półwiejską w około kwadrans, a tramwaje zatrzymują się kilka minut pieszo od wejść do centrum. Kierowcy mogą skorzystać z parkingu Starego Browaru. Od poniedziałku do soboty pracujemy od 10:00 do 21:00, a w niedziele od 10:00 do 18:00, więc wizytę łatwo zaplanować także na weekend.',
        },
        {
          title: 'Fryzjer i kosmetyka',
          content:
            'Stylistki wykonują strzyżenia, pasemka, keratynowe prostowanie, dekoloryzację i upięcia okolicznościowe, a panom strzyżenie męskie i odsiwianie. Po stronie kosmetyki: oczyszczanie twarzy, laminacja i henna brwi, manicure klasyczny i hybrydowy oraz makijaż dzienny i wieczorowy. Usług barberskich tu nie wykonujemy; po brodę zapraszamy do naszego barbershopu na Jeżycach.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon in Stary Browar, at ul. Półwiejska 42, is set in a former brewery that has become one of Poznań’s best-known landmarks. We are open seven days a week, and the team, two of whom do beauty treatments, combines hairdressing with care for skin, hands and brows.',
      paragraphs: [
        {
          title: 'Półwiejska and getting here',
          content:
            'From the Old Market Square it is about fifteen minutes on foot along pedestrian Półwiejska, and trams stop a few minutes’ walk from the centre’s entrances. Drivers can use the Stary Browar car park. We are open Monday to Saturday from 10:00 to 21:00 and on Sundays from 10:00 to 18:00, so weekend visits are easy to plan.',
        },
        {
          title: 'Hairdressing and beauty',
          content:
            'The stylists do cuts, highlights, keratin straightening, colour removal and occasion updos, and men’s cuts and grey blending for men. On the beauty side: deep cleansing facials, brow lamination and tints, classic and gel polish manicures, and day and evening make-up. There are no barber services here; for beards, visit our barbershop in Jeżyce.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon du Stary Browar, ul. Półwiejska 42, occupe une ancienne brasserie devenue l’un des lieux les plus connus de Poznań. Nous sommes ouverts sept jours sur sept, et l’équipe, dont deux personnes pratiquent les soins esthétiques, associe coiffure et soin du visage, des mains et des sourcils.',
      paragraphs: [
        {
          title: 'Rue Półwiejska et accès',
          content:
            'Depuis la place du Vieux Marché, comptez un quart d’heure à pied par la rue piétonne Półwiejska\u00a0; les trams s’arrêtent à quelques minutes des entrées du centre. En voiture, utilisez le parking du Stary Browar. Nous sommes ouverts du lundi au samedi de 10\u00a0h à 21\u00a0h et le dimanche de 10\u00a0h à 18\u00a0h\u00a0: un rendez-vous le week-end se prévoit facilement.',
        },
        {
          title: 'Coiffure et esthétique',
          content:
            'Les coiffeuses réalisent coupes, mèches, lissage à la kératine, décapage de couleur et chignons de cérémonie, ainsi que coupes homme et camouflage des cheveux blancs. Côté esthétique\u00a0: nettoyage de peau, restructuration et teinture des sourcils, manucure classique ou semi-permanente, maquillage de jour ou de soirée. Pas de barbier ici\u00a0: pour la barbe, rendez-vous chez notre barbier de Jeżyce.',
        },
      ],
    },
  },

  M501: {
    pl: {
      mainContent:
        'Salon przy ul. Długiej 45 mieści się na Drodze Królewskiej, tuż obok Ratusza Głównego Miasta i kilka kroków od Fontanny Neptuna. Dwie stylistki i stylistka, która wykonuje też zabiegi kosmetyczne, zajmują się strzyżeniem, kolorem i pielęgnacją w samym sercu gdańskiego Śródmieścia.',
      paragraphs: [
        {
          title: 'Jak dojść na Długą',
          content:
            'Ulica Długa jest deptakiem, więc ostatni odcinek pokonasz pieszo: od Bramy Wyżynnej i Złotej Bramy to kilka minut, a z dworca Gdańsk Główny około kwadransa. Tramwaje kursują Wałami Jagiellońskimi, tuż obok Bramy Wyżynnej. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, a w soboty od 9:00 do 16:00.',
        },
        {
          title: 'Kolor i pielęgnacja w Głównym Mieście',
          content:
            'Stylistki robią balejaż, pasemka, trwałą i keratynowe prostowanie, a gdy chcesz zejść z ciemnej farby, dekoloryzację; panom proponujemy strzyżenie męskie i odsiwianie. Po stronie kosmetyki: manicure klasyczny, hybrydowy i męski, pedicure, henna i regulacja brwi oraz oczyszczanie twarzy. Przy rezerwacji online wybierzesz konkretną osobę albo pierwszą wolną.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon at ul. Długa 45 is on the Royal Route, right next to the Main Town Hall and a few steps from the Neptune Fountain. Two stylists and a stylist who also does beauty treatments look after cuts, colour and care in the very heart of Gdańsk.',
      paragraphs: [
        {
          title: 'Getting to Długa',
          content:
            'Długa is pedestrian, so you cover the last stretch on foot: a few minutes from the Highland Gate and the Golden Gate, and about fifteen minutes from Gdańsk Główny station. Trams run along Wały Jagiellońskie, right by the Highland Gate. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays from 9:00 to 16:00.',
        },
        {
          title: 'Colour and care in the Main Town',
          content:
            'The stylists do balayage, highlights, perms and keratin straightening, and colour removal when you want to move away from a dark dye; for men, cuts and grey blending. On the beauty side: classic, gel polish and men’s manicures, pedicures, brow tints and eyebrow shaping, and deep cleansing facials. When you book online, choose a particular person or whoever is free first.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon du 45, rue Długa se trouve sur la Voie royale, juste à côté de l’hôtel de ville de la Ville principale et à quelques pas de la fontaine de Neptune. Deux coiffeuses et une coiffeuse qui pratique aussi les soins esthétiques s’occupent de coupe, de couleur et de soins, au cœur même de Gdańsk.',
      paragraphs: [
        {
          title: 'Venir rue Długa',
          content:
            'La rue Długa est piétonne\u00a0: les derniers mètres se font à pied, à quelques minutes de la Porte haute et de la Porte dorée, à un quart d’heure environ de la gare Gdańsk Główny. Les trams circulent sur les Wały Jagiellońskie, juste à côté de la Porte haute. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi de 9\u00a0h à 16\u00a0h.',
        },
        {
          title: 'Couleur et soins dans la Ville principale',
          content:
            'Les coiffeuses réalisent balayage, mèches, permanente et lissage à la kératine, et le décapage de couleur pour quitter une teinte foncée\u00a0; pour ces messieurs, coupe homme et camouflage des cheveux blancs. Côté esthétique\u00a0: manucure classique, semi-permanente ou homme, pédicure, teinture et épilation des sourcils, nettoyage de peau. En réservant en ligne, choisissez une personne ou la première disponible.',
        },
      ],
    },
  },

  M601: {
    pl: {
      mainContent:
        'Salon w Manufakturze, przy ul. Karskiego 5, działa w kompleksie dawnej fabryki bawełny Izraela Poznańskiego, dziś jednym z najchętniej odwiedzanych miejsc Łodzi. Jesteśmy tu siedem dni w tygodniu, a czteroosobowy zespół łączy fryzjerstwo, usługi barberskie i kosmetyczne.',
      paragraphs: [
        {
          title: 'Dojazd i godziny otwarcia',
          content:
            'Do Manufaktury dojedziesz tramwajami jadącymi ulicami Zachodnią i Ogrodową, a kierowcy mogą skorzystać z dużego parkingu kompleksu. Z Piotrkowskiej to kilkanaście minut spacerem. Pracujemy od poniedziałku do soboty od 10:00 do 21:00, a w niedziele od 10:00 do 18:00, więc po wizycie zostaje czas na rynek Manufaktury i jego muzea.',
        },
        {
          title: 'Broda, kolor i makijaż',
          content:
            'Barber w naszym zespole wykonuje strzyżenie fade, trymowanie i koloryzację brody oraz strzyżenie maszynką. Stylistki zajmują się balejażem, pasemkami, trwałą, keratynowym prostowaniem i upięciami okolicznościowymi, a kosmetyczka oczyszczaniem twarzy, makijażem dziennym i wieczorowym oraz manicure, także męskim. Wybierając termin online, możesz wskazać konkretną osobę albo pierwszą wolną.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon in Manufaktura, at ul. Karskiego 5, is in the complex of Izrael Poznański’s former cotton mill, today one of the most visited places in Łódź. We are here seven days a week, and the team of four combines hairdressing, barber services and beauty treatments.',
      paragraphs: [
        {
          title: 'Getting here and opening hours',
          content:
            'Trams along Zachodnia and Ogrodowa take you to Manufaktura, and drivers can use the complex’s large car park. From Piotrkowska it is a fifteen-minute walk. We are open Monday to Saturday from 10:00 to 21:00 and on Sundays from 10:00 to 18:00, so after your visit there is time for Manufaktura’s market square and its museums.',
        },
        {
          title: 'Beards, colour and make-up',
          content:
            'The barber on our team does skin fades, beard trims and beard colouring, and clipper cuts. The stylists look after balayage, highlights, perms, keratin straightening and occasion updos, and the beautician after deep cleansing facials, day and evening make-up and manicures, men’s included. When you book online, choose a particular person or whoever is free first.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon de Manufaktura, ul. Karskiego 5, se trouve dans l’ancienne filature de coton d’Izrael Poznański, aujourd’hui l’un des lieux les plus visités de Łódź. Nous y sommes sept jours sur sept, et l’équipe de quatre personnes réunit coiffure, barbier et soins esthétiques.',
      paragraphs: [
        {
          title: 'Accès et horaires',
          content:
            'Les trams des rues Zachodnia et Ogrodowa vous mènent à Manufaktura, et les automobilistes disposent du grand parking du site. Depuis la rue Piotrkowska, comptez un quart d’heure à pied. Nous sommes ouverts du lundi au samedi de 10\u00a0h à 21\u00a0h et le dimanche de 10\u00a0h à 18\u00a0h\u00a0: après votre rendez-vous, il reste du temps pour la place de Manufaktura et ses musées.',
        },
        {
          title: 'Barbe, couleur et maquillage',
          content:
            'Le barbier de l’équipe réalise dégradés, taille et coloration de barbe, et coupes à la tondeuse. Les coiffeuses s’occupent de balayage, de mèches, de permanente, de lissage à la kératine et de chignons de cérémonie, et l’esthéticienne de nettoyage de peau, de maquillage de jour ou de soirée et de manucure, y compris pour homme. En réservant en ligne, choisissez une personne ou la première disponible.',
        },
      ],
    },
  },

  M701: {
    pl: {
      mainContent:
        'Salon przy Krakowskim Przedmieściu 30 leży przy głównym deptaku Lublina, na wysokości placu Litewskiego. Trzyosobowy zespół, czyli dwie stylistki i stylistka, która wykonuje też zabiegi kosmetyczne, zajmuje się strzyżeniem, kolorem i upięciami, a także manicure, pedicure i makijażem.',
      paragraphs: [
        {
          title: 'Między placem Litewskim a Starym Miastem',
          content:
            'Do Bramy Krakowskiej i Starego Miasta dojdziesz stąd deptakiem w niespełna dziesięć minut, a z kampusu UMCS dojedziesz kilka przystanków trolejbusem. Pracujemy od poniedziałku do piątku od 9:00 do 20:00, a w soboty od 9:00 do 16:00; w niedziele i święta salon jest zamknięty. Wolne terminy sprawdzisz w kalendarzu rezerwacji.',
        },
        {
          title: 'Upięcia, keratyna i makijaż',
          content:
            'Na wesele czy studniówkę stylistki przygotują upięcie okolicznościowe, a stylistka od kosmetyki makijaż wieczorowy i manicure hybrydowy. Na co dzień polecamy keratynowe prostowanie, które wygładza włosy na kilka miesięcy, oraz koloryzację odrostów. Panowie zarezerwują tu strzyżenie męskie i manicure męski.',
        },
      ],
    },
    en: {
      mainContent:
        'The salon at Krakowskie Przedmieście 30 is on Lublin’s main promenade, level with Plac Litewski. The team of three, two stylists and a stylist who also does beauty treatments, looks after cuts, colour and updos, as well as manicures, pedicures and make-up.',
      paragraphs: [
        {
          title: 'Between Plac Litewski and the Old Town',
          content:
            'The Kraków Gate and the Old Town are less than ten minutes away along the promenade, and the UMCS campus is a few trolleybus stops away. We are open Monday to Friday from 9:00 to 20:00 and on Saturdays from 9:00 to 16:00; the salon is closed on Sundays and public holidays. Check free slots in the booking calendar.',
        },
        {
          title: 'Updos, keratin and make-up',
          content:
            'For a wedding or a prom, the stylists prepare an occasion updo, and the stylist who does beauty treatments an evening make-up and a gel polish manicure. For everyday care we recommend keratin straightening, which smooths hair for several months, and root touch-ups. Men can book a men’s cut and a men’s manicure here.',
        },
      ],
    },
    fr: {
      mainContent:
        'Le salon du 30, Krakowskie Przedmieście donne sur la grande promenade de Lublin, à hauteur de la place Litewski. L’équipe de trois, deux coiffeuses et une coiffeuse qui pratique aussi les soins esthétiques, s’occupe de coupe, de couleur et de chignons, mais aussi de manucure, de pédicure et de maquillage.',
      paragraphs: [
        {
          title: 'Entre place Litewski et vieille ville',
          content:
            'La porte de Cracovie et la vieille ville sont à moins de dix minutes par la promenade, et le campus de l’UMCS à quelques arrêts de trolleybus. Ouvert du lundi au vendredi de 9\u00a0h à 20\u00a0h et le samedi de 9\u00a0h à 16\u00a0h\u00a0; le salon est fermé le dimanche et les jours fériés. Consultez les créneaux libres dans le calendrier de réservation.',
        },
        {
          title: 'Chignons, kératine et maquillage',
          content:
            'Pour un mariage ou un bal de fin d’études, les coiffeuses préparent un chignon de cérémonie, et la coiffeuse-esthéticienne un maquillage de soirée et une manucure semi-permanente. Au quotidien, nous conseillons le lissage à la kératine, qui discipline les cheveux pendant plusieurs mois, et la retouche racines. Ces messieurs peuvent aussi réserver coupe homme et manucure homme.',
        },
      ],
    },
  },
};
