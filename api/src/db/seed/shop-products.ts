import type { Translations } from '../schema.ts';

/*
 * The products the chain's salons sell, as its shop shows them: professional brands that
 * Polish salons stock, with their real lines, pack sizes and salon shelf prices. Names are
 * printed by the brand and stay as they are; descriptions are the shop's own copy in
 * Polish, English and French (what the product is and how it is used, no promises of
 * treatment). api/scripts/draw-shop-photos.ts draws each pack from the same list.
 */

type Text = Required<Translations>;
const t = (pl: string, en: string, fr: string): Text => ({ pl, en, fr });

export interface ShopBrandSeed {
  id: string;
  name: string;
}

export const SHOP_BRANDS: readonly ShopBrandSeed[] = [
  { id: 'loreal-professionnel', name: 'L’Oréal Professionnel' },
  { id: 'kerastase', name: 'Kérastase' },
  { id: 'wella-professionals', name: 'Wella Professionals' },
  { id: 'redken', name: 'Redken' },
  { id: 'olaplex', name: 'Olaplex' },
  { id: 'davines', name: 'Davines' },
  { id: 'moroccanoil', name: 'Moroccanoil' },
  { id: 'schwarzkopf-professional', name: 'Schwarzkopf Professional' },
];

export const SHOP_CATEGORIES = [
  { id: 'pielegnacja', name: t('Pielęgnacja', 'Hair care', 'Soins') },
  { id: 'koloryzacja', name: t('Włosy koloryzowane', 'Colour care', 'Cheveux colorés') },
  { id: 'stylizacja', name: t('Stylizacja', 'Styling', 'Coiffage') },
  { id: 'akcesoria', name: t('Akcesoria', 'Accessories', 'Accessoires') },
] as const;
export type ShopCategoryId = (typeof SHOP_CATEGORIES)[number]['id'];

export const SHOP_TYPES = [
  { id: 'szampon', name: t('Szampon', 'Shampoo', 'Shampooing') },
  { id: 'odzywka', name: t('Odżywka', 'Conditioner', 'Après-shampooing') },
  { id: 'maska', name: t('Maska', 'Mask', 'Masque') },
  { id: 'kuracja', name: t('Kuracja', 'Treatment', 'Soin') },
  { id: 'olejek', name: t('Olejek', 'Oil', 'Huile') },
  { id: 'serum', name: t('Serum', 'Serum', 'Sérum') },
  { id: 'krem', name: t('Krem', 'Cream', 'Crème') },
  { id: 'spray', name: t('Spray', 'Spray', 'Spray') },
  { id: 'pianka', name: t('Pianka', 'Mousse', 'Mousse') },
  { id: 'lakier', name: t('Lakier', 'Hairspray', 'Laque') },
  { id: 'szczotka', name: t('Szczotka', 'Brush', 'Brosse') },
] as const;
export type ShopTypeId = (typeof SHOP_TYPES)[number]['id'];

/** The pack a product comes in: what its picture shows. */
export type ShopPack =
  | 'pump' // a bottle with a pump dispenser
  | 'bottle' // a bottle with a flip cap
  | 'glass-pump' // a small glass bottle with a pump (oils)
  | 'dropper' // a small glass bottle with a pipette
  | 'tube'
  | 'jar'
  | 'spray-can' // an aerosol
  | 'mist' // a bottle with a fine-mist sprayer
  | 'round-brush'
  | 'paddle-brush';

/** How the pack is named in the pictures' alt text. */
export const PACK_NAMES: Record<ShopPack, Text> = {
  pump: t('Butelka z pompką', 'Pump bottle', 'Flacon pompe'),
  bottle: t('Butelka', 'Bottle', 'Flacon'),
  'glass-pump': t('Szklana buteleczka z pompką', 'Glass pump bottle', 'Flacon en verre avec pompe'),
  dropper: t('Buteleczka z pipetą', 'Dropper bottle', 'Flacon compte-gouttes'),
  tube: t('Tubka', 'Tube', 'Tube'),
  jar: t('Słoik', 'Jar', 'Pot'),
  'spray-can': t('Puszka z rozpylaczem', 'Aerosol can', 'Aérosol'),
  mist: t('Butelka z atomizerem', 'Spray bottle', 'Flacon vaporisateur'),
  'round-brush': t('Szczotka okrągła', 'Round brush', 'Brosse ronde'),
  'paddle-brush': t('Szczotka płaska', 'Paddle brush', 'Brosse plate'),
};

/** What the second picture of a product shows beside it: a swatch of its texture. */
export type ShopTexture = 'cream' | 'oil' | 'foam' | 'gel';

export interface ShopProductSeed {
  /** Stable name of the product: its id and its pictures' names derive from it. */
  key: string;
  brand: string;
  line: string | null;
  name: string;
  category: ShopCategoryId;
  type: ShopTypeId;
  volumeMl: number | null;
  /** Grosze, gross. */
  price: number;
  pack: ShopPack;
  /** A second picture with a swatch of the texture (bestsellers). */
  texture?: ShopTexture;
  description: Text;
}

export const SHOP_PRODUCTS: readonly ShopProductSeed[] = [
  // L'Oréal Professionnel
  {
    key: 'loreal-absolut-repair-shampoo',
    brand: 'loreal-professionnel',
    line: 'Serie Expert Absolut Repair',
    name: 'Absolut Repair Shampoo',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 300,
    price: 8900,
    pack: 'bottle',
    texture: 'cream',
    description: t(
      'Kremowy szampon do włosów zniszczonych farbowaniem, rozjaśnianiem i stylizacją na gorąco. Delikatnie myje, wygładza łuskę włosa i ułatwia rozczesywanie.\n\nNałóż na mokre włosy, wmasuj i spłucz; najlepiej działa z maską z tej samej linii.',
      'A creamy shampoo for hair damaged by colouring, lightening and heat styling. It cleanses gently, smooths the cuticle and makes hair easier to comb.\n\nApply to wet hair, lather and rinse; works best with the mask of the same line.',
      'Un shampooing crémeux pour les cheveux abîmés par la coloration, la décoloration et le coiffage à chaud. Il lave en douceur, lisse la cuticule et facilite le démêlage.\n\nAppliquer sur cheveux mouillés, faire mousser et rincer\u00a0; idéal avec le masque de la même gamme.',
    ),
  },
  {
    key: 'loreal-absolut-repair-mask',
    brand: 'loreal-professionnel',
    line: 'Serie Expert Absolut Repair',
    name: 'Absolut Repair Mask',
    category: 'pielegnacja',
    type: 'maska',
    volumeMl: 250,
    price: 11900,
    pack: 'jar',
    description: t(
      'Bogata maska z proteinami i złotą komosą ryżową dla włosów suchych i zniszczonych. Odżywia włókno na całej długości i nadaje włosom miękkość i blask.\n\nNałóż po szamponie na 5 minut, następnie dokładnie spłucz.',
      'A rich mask with proteins and golden quinoa for dry, damaged hair. It nourishes the fibre along the lengths and leaves hair soft and shiny.\n\nApply after shampooing, leave for 5 minutes, then rinse well.',
      'Un masque riche aux protéines et au quinoa doré pour cheveux secs et abîmés. Il nourrit la fibre sur les longueurs et rend les cheveux doux et brillants.\n\nAppliquer après le shampooing, laisser poser 5 minutes puis rincer abondamment.',
    ),
  },
  {
    key: 'loreal-metal-detox-shampoo',
    brand: 'loreal-professionnel',
    line: 'Serie Expert Metal Detox',
    name: 'Metal Detox Shampoo',
    category: 'koloryzacja',
    type: 'szampon',
    volumeMl: 500,
    price: 12900,
    pack: 'pump',
    description: t(
      'Szampon do włosów farbowanych i rozjaśnianych, który usuwa z włosów osad metali z twardej wody. Pomaga zachować czysty odcień koloru między wizytami w salonie.\n\nDuże opakowanie z pompką wystarcza na kilka miesięcy codziennego mycia.',
      'A shampoo for coloured and lightened hair that removes metal deposits left by hard water. It helps keep the shade clean between salon visits.\n\nThe large pump bottle lasts for months of everyday washing.',
      'Un shampooing pour cheveux colorés et éclaircis qui élimine les dépôts de métaux laissés par l’eau calcaire. Il aide à garder une nuance nette entre deux visites au salon.\n\nLe grand flacon pompe dure plusieurs mois de lavages quotidiens.',
    ),
  },
  {
    key: 'loreal-absolut-repair-serum',
    brand: 'loreal-professionnel',
    line: 'Serie Expert Absolut Repair',
    name: 'Absolut Repair Molecular Serum',
    category: 'pielegnacja',
    type: 'serum',
    volumeMl: 50,
    price: 14900,
    pack: 'dropper',
    description: t(
      'Lekkie serum bez spłukiwania do włosów mocno zniszczonych. Wygładza końcówki i sprawia, że włosy są bardziej elastyczne i łatwiejsze w układaniu.\n\nNanieś kilka kropli na wilgotne długości przed suszeniem.',
      'A light leave-in serum for badly damaged hair. It smooths the ends and makes hair more supple and easier to style.\n\nApply a few drops to damp lengths before drying.',
      'Un sérum léger sans rinçage pour cheveux très abîmés. Il lisse les pointes et rend les cheveux plus souples et faciles à coiffer.\n\nAppliquer quelques gouttes sur les longueurs humides avant le séchage.',
    ),
  },
  {
    key: 'loreal-tecni-art-infinium-extreme',
    brand: 'loreal-professionnel',
    line: 'Tecni.Art',
    name: 'Infinium Extreme',
    category: 'stylizacja',
    type: 'lakier',
    volumeMl: 500,
    price: 7900,
    pack: 'spray-can',
    description: t(
      'Lakier o bardzo mocnym utrwaleniu, którego używają nasi styliści przy upięciach okolicznościowych. Szybko schnie, nie skleja włosów i łatwo się wyczesuje.\n\nRozpylaj z odległości około 30 cm na gotową fryzurę.',
      'An extra-strong hairspray our stylists use for occasion updos. It dries fast, does not stick hair together and brushes out easily.\n\nSpray from about 30 cm onto the finished style.',
      'Une laque à fixation très forte qu’utilisent nos coiffeurs pour les chignons de soirée. Elle sèche vite, ne colle pas et s’élimine d’un coup de brosse.\n\nVaporiser à environ 30 cm sur la coiffure terminée.',
    ),
  },
  // Kérastase
  {
    key: 'kerastase-elixir-ultime-huile-originale',
    brand: 'kerastase',
    line: 'Elixir Ultime',
    name: 'L’Huile Originale',
    category: 'pielegnacja',
    type: 'olejek',
    volumeMl: 100,
    price: 21900,
    pack: 'glass-pump',
    texture: 'oil',
    description: t(
      'Kultowy olejek Kérastase z olejkiem marula i kamelii do każdego rodzaju włosów. Nadaje blask, wygładza i chroni długości przed suszeniem suszarką.\n\nUżywaj na wilgotne włosy przed stylizacją albo na suche, by wykończyć fryzurę.',
      'Kérastase’s iconic oil with marula and camellia oils, for every hair type. It adds shine, smooths and protects the lengths during blow-drying.\n\nUse on damp hair before styling, or on dry hair to finish the look.',
      'L’huile culte de Kérastase aux huiles de marula et de camélia, pour tous les types de cheveux. Elle apporte brillance et lissage et protège les longueurs pendant le séchage.\n\nÀ utiliser sur cheveux humides avant le coiffage ou sur cheveux secs pour la finition.',
    ),
  },
  {
    key: 'kerastase-nutritive-bain-satin',
    brand: 'kerastase',
    line: 'Nutritive',
    name: 'Bain Satin',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 250,
    price: 14900,
    pack: 'bottle',
    description: t(
      'Odżywczy szampon-kąpiel do włosów suchych, cienkich i średnich. Myje bez obciążania i zostawia włosy miękkie w dotyku.\n\nNałóż na mokre włosy, wmasuj, spłucz i w razie potrzeby powtórz.',
      'A nourishing shampoo bath for dry, fine to medium hair. It cleanses without weighing hair down and leaves it soft to the touch.\n\nApply to wet hair, massage, rinse and repeat if needed.',
      'Un bain nutritif pour cheveux secs, fins à moyens. Il lave sans alourdir et laisse les cheveux doux au toucher.\n\nAppliquer sur cheveux mouillés, masser, rincer et renouveler si nécessaire.',
    ),
  },
  {
    key: 'kerastase-resistance-masque-force-architecte',
    brand: 'kerastase',
    line: 'Résistance',
    name: 'Masque Force Architecte',
    category: 'pielegnacja',
    type: 'maska',
    volumeMl: 200,
    price: 22900,
    pack: 'jar',
    description: t(
      'Wzmacniająca maska do włosów osłabionych i łamliwych, z końcówkami skłonnymi do rozdwajania. Nadaje włosom sprężystość i ułatwia rozczesywanie.\n\nNakładaj raz lub dwa razy w tygodniu na 5–10 minut po szamponie.',
      'A strengthening mask for weakened, brittle hair with ends prone to splitting. It gives hair bounce and makes it easier to detangle.\n\nUse once or twice a week for 5–10 minutes after shampooing.',
      'Un masque fortifiant pour cheveux fragilisés et cassants, aux pointes qui fourchent. Il rend les cheveux plus résistants et faciles à démêler.\n\nUne à deux fois par semaine, 5 à 10 minutes après le shampooing.',
    ),
  },
  {
    key: 'kerastase-blond-absolu-bain-ultra-violet',
    brand: 'kerastase',
    line: 'Blond Absolu',
    name: 'Bain Ultra-Violet',
    category: 'koloryzacja',
    type: 'szampon',
    volumeMl: 250,
    price: 15900,
    pack: 'bottle',
    description: t(
      'Fioletowy szampon do włosów blond, rozjaśnianych i siwych. Neutralizuje żółte refleksy i przywraca chłodny, czysty odcień.\n\nTrzymaj na włosach 1–3 minuty; im dłużej, tym chłodniejszy efekt.',
      'A purple shampoo for blonde, lightened and grey hair. It neutralises yellow tones and brings back a cool, clean shade.\n\nLeave on for 1–3 minutes; the longer, the cooler the result.',
      'Un shampooing violet pour cheveux blonds, éclaircis ou gris. Il neutralise les reflets jaunes et ravive une nuance froide et nette.\n\nLaisser poser 1 à 3 minutes\u00a0; plus la pose est longue, plus le résultat est froid.',
    ),
  },
  {
    key: 'kerastase-discipline-fluidissime',
    brand: 'kerastase',
    line: 'Discipline',
    name: 'Fluidissime',
    category: 'stylizacja',
    type: 'spray',
    volumeMl: 150,
    price: 16900,
    pack: 'mist',
    description: t(
      'Spray wygładzający do włosów niesfornych i puszących się. Ułatwia modelowanie szczotką i chroni fryzurę przed wilgocią.\n\nRozpyl na wilgotne włosy przed suszeniem, nie spłukuj.',
      'A smoothing spray for unruly, frizzy hair. It makes brush blow-drying easier and protects the style from humidity.\n\nSpray onto damp hair before drying; do not rinse.',
      'Un spray lissant pour cheveux rebelles et frisottants. Il facilite le brushing et protège la coiffure de l’humidité.\n\nVaporiser sur cheveux humides avant le séchage, sans rincer.',
    ),
  },
  // Wella Professionals
  {
    key: 'wella-fusion-shampoo',
    brand: 'wella-professionals',
    line: 'Fusion',
    name: 'Fusion Intense Repair Shampoo',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 250,
    price: 6900,
    pack: 'bottle',
    description: t(
      'Szampon z aminokwasami jedwabiu do włosów zniszczonych i łamliwych. Delikatnie oczyszcza i przygotowuje włosy na odżywkę.\n\nStosuj przy każdym myciu; do pary z maską Fusion.',
      'A shampoo with silk amino acids for damaged, brittle hair. It cleanses gently and prepares hair for conditioning.\n\nUse at every wash; pairs with the Fusion mask.',
      'Un shampooing aux acides aminés de soie pour cheveux abîmés et cassants. Il lave en douceur et prépare les cheveux au soin.\n\nÀ chaque lavage\u00a0; s’associe au masque Fusion.',
    ),
  },
  {
    key: 'wella-oil-reflections-smoothening-oil',
    brand: 'wella-professionals',
    line: 'Oil Reflections',
    name: 'Luminous Smoothening Oil',
    category: 'pielegnacja',
    type: 'olejek',
    volumeMl: 100,
    price: 11900,
    pack: 'glass-pump',
    texture: 'oil',
    description: t(
      'Lekki olejek z olejem z pestek winogron, makadamii i awokado. Nadaje włosom lustrzany blask i wygładza je bez obciążania.\n\nWmasuj 1–2 pompki w wilgotne lub suche długości.',
      'A light oil with grape seed, macadamia and avocado oils. It gives hair a mirror shine and smooths it without weight.\n\nWork 1–2 pumps into damp or dry lengths.',
      'Une huile légère aux huiles de pépins de raisin, de macadamia et d’avocat. Elle donne aux cheveux une brillance miroir et les lisse sans les alourdir.\n\nRépartir 1 à 2 pressions sur les longueurs humides ou sèches.',
    ),
  },
  {
    key: 'wella-color-fresh-mask-pearl-blonde',
    brand: 'wella-professionals',
    line: 'Color Fresh',
    name: 'Color Fresh Mask Pearl Blonde',
    category: 'koloryzacja',
    type: 'maska',
    volumeMl: 150,
    price: 6900,
    pack: 'jar',
    description: t(
      'Maska koloryzująca z perłowym pigmentem, która odświeża chłodne odcienie blond między koloryzacjami. Jednocześnie pielęgnuje i nadaje miękkość.\n\nNałóż na umyte, odsączone włosy na 5–10 minut i spłucz.',
      'A colour-depositing mask with a pearl pigment that refreshes cool blonde shades between colour appointments. It also conditions and softens.\n\nApply to washed, towel-dried hair for 5–10 minutes, then rinse.',
      'Un masque pigmenté nacré qui ravive les blonds froids entre deux colorations. Il soigne et assouplit en même temps.\n\nAppliquer sur cheveux lavés et essorés, laisser poser 5 à 10 minutes puis rincer.',
    ),
  },
  {
    key: 'wella-eimi-stay-styled',
    brand: 'wella-professionals',
    line: 'EIMI',
    name: 'Stay Styled',
    category: 'stylizacja',
    type: 'lakier',
    volumeMl: 300,
    price: 4900,
    pack: 'spray-can',
    description: t(
      'Lakier o mocnym utrwaleniu do codziennych fryzur. Trzyma kształt przez cały dzień i nie zostawia osadu.\n\nRozpylaj z odległości 30 cm na suche włosy.',
      'A strong-hold hairspray for everyday styles. It keeps the shape all day and leaves no residue.\n\nSpray from 30 cm onto dry hair.',
      'Une laque à fixation forte pour les coiffures de tous les jours. Elle tient toute la journée sans laisser de dépôt.\n\nVaporiser à 30 cm sur cheveux secs.',
    ),
  },
  {
    key: 'wella-eimi-extra-volume',
    brand: 'wella-professionals',
    line: 'EIMI',
    name: 'Extra Volume',
    category: 'stylizacja',
    type: 'pianka',
    volumeMl: 300,
    price: 6500,
    pack: 'spray-can',
    texture: 'foam',
    description: t(
      'Pianka nadająca objętość włosom cienkim i bez życia. Unosi włosy u nasady i utrzymuje objętość do następnego mycia.\n\nNałóż porcję wielkości piłeczki golfowej na wilgotne włosy i wysusz szczotką.',
      'A volumising mousse for fine, flat hair. It lifts at the roots and holds the volume until the next wash.\n\nApply a golf-ball-sized amount to damp hair and blow-dry with a brush.',
      'Une mousse volume pour cheveux fins et sans tenue. Elle donne du volume aux racines jusqu’au prochain shampooing.\n\nAppliquer l’équivalent d’une balle de golf sur cheveux humides et sécher à la brosse.',
    ),
  },
  // Redken
  {
    key: 'redken-acidic-bonding-concentrate-shampoo',
    brand: 'redken',
    line: 'Acidic Bonding Concentrate',
    name: 'Acidic Bonding Concentrate Shampoo',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 300,
    price: 11900,
    pack: 'bottle',
    texture: 'cream',
    description: t(
      'Szampon bez siarczanów o kwaśnym pH do włosów osłabionych zabiegami chemicznymi. Wzmacnia włosy od pierwszego mycia i chroni kolor.\n\nUżywaj na zmianę z ulubionym szamponem lub codziennie przy włosach po rozjaśnianiu.',
      'A sulphate-free, acidic-pH shampoo for hair weakened by chemical services. It strengthens hair from the first wash and protects colour.\n\nAlternate with your usual shampoo, or use daily on lightened hair.',
      'Un shampooing sans sulfates au pH acide pour cheveux fragilisés par les services techniques. Il renforce les cheveux dès le premier lavage et protège la couleur.\n\nEn alternance avec votre shampooing habituel, ou chaque jour sur cheveux éclaircis.',
    ),
  },
  {
    key: 'redken-acidic-bonding-concentrate-conditioner',
    brand: 'redken',
    line: 'Acidic Bonding Concentrate',
    name: 'Acidic Bonding Concentrate Conditioner',
    category: 'pielegnacja',
    type: 'odzywka',
    volumeMl: 300,
    price: 11900,
    pack: 'bottle',
    description: t(
      'Odżywka do pary z szamponem Acidic Bonding Concentrate. Wygładza, ułatwia rozczesywanie i zmniejsza łamanie się włosów przy czesaniu.\n\nNałóż na długości po szamponie, odczekaj 3 minuty i spłucz.',
      'The conditioner to pair with Acidic Bonding Concentrate shampoo. It smooths, detangles and reduces breakage when combing.\n\nApply to the lengths after shampooing, leave for 3 minutes and rinse.',
      'L’après-shampooing associé au shampooing Acidic Bonding Concentrate. Il lisse, démêle et limite la casse au coiffage.\n\nAppliquer sur les longueurs après le shampooing, laisser 3 minutes et rincer.',
    ),
  },
  {
    key: 'redken-color-extend-blondage-shampoo',
    brand: 'redken',
    line: 'Color Extend Blondage',
    name: 'Color Extend Blondage Shampoo',
    category: 'koloryzacja',
    type: 'szampon',
    volumeMl: 300,
    price: 9900,
    pack: 'bottle',
    description: t(
      'Szampon z fioletowym pigmentem do włosów blond i z pasemkami. Tonuje żółte i miedziane refleksy, a włosy zostają miękkie.\n\nStosuj 1–2 razy w tygodniu w miejsce zwykłego szamponu.',
      'A purple-pigmented shampoo for blonde and highlighted hair. It tones down yellow and brassy reflections and leaves hair soft.\n\nUse once or twice a week instead of your usual shampoo.',
      'Un shampooing au pigment violet pour cheveux blonds et méchés. Il atténue les reflets jaunes et cuivrés et laisse les cheveux doux.\n\nUne à deux fois par semaine à la place du shampooing habituel.',
    ),
  },
  {
    key: 'redken-one-united',
    brand: 'redken',
    line: 'One United',
    name: 'One United All-in-One Treatment',
    category: 'pielegnacja',
    type: 'spray',
    volumeMl: 150,
    price: 10900,
    pack: 'mist',
    description: t(
      'Wielofunkcyjny spray bez spłukiwania: ułatwia rozczesywanie, wygładza i chroni włosy przed ciepłem suszarki. Sprawdza się na każdym rodzaju włosów.\n\nRozpyl na umyte, wilgotne włosy i rozczesz.',
      'A multi-benefit leave-in spray: it detangles, smooths and protects hair from blow-dryer heat. Suits every hair type.\n\nSpray onto clean, damp hair and comb through.',
      'Un spray multi-bienfaits sans rinçage\u00a0: il démêle, lisse et protège de la chaleur du sèche-cheveux. Pour tous les types de cheveux.\n\nVaporiser sur cheveux propres et humides puis peigner.',
    ),
  },
  {
    key: 'redken-frizz-dismiss-rebel-tame',
    brand: 'redken',
    line: 'Frizz Dismiss',
    name: 'Rebel Tame',
    category: 'stylizacja',
    type: 'krem',
    volumeMl: 250,
    price: 9900,
    pack: 'tube',
    description: t(
      'Krem do stylizacji, który dyscyplinuje puszące się włosy i chroni je przed wilgocią. Daje gładkie wykończenie bez efektu sztywności.\n\nRozprowadź niewielką ilość na wilgotnych włosach i wysusz.',
      'A styling cream that tames frizz and shields hair from humidity. It gives a smooth finish without stiffness.\n\nWork a small amount through damp hair and dry.',
      'Une crème coiffante qui discipline les frisottis et protège de l’humidité. Finition lisse, sans effet carton.\n\nRépartir une petite quantité sur cheveux humides et sécher.',
    ),
  },
  // Olaplex
  {
    key: 'olaplex-no-3-hair-perfector',
    brand: 'olaplex',
    line: null,
    name: 'No.3 Hair Perfector',
    category: 'pielegnacja',
    type: 'kuracja',
    volumeMl: 100,
    price: 13900,
    pack: 'bottle',
    texture: 'gel',
    description: t(
      'Domowa kuracja przed myciem, ta sama technologia, której używamy w salonie przy rozjaśnianiu. Wzmacnia strukturę włosów osłabionych farbowaniem i stylizacją.\n\nNałóż na wilgotne włosy na co najmniej 10 minut, potem umyj je szamponem i nałóż odżywkę.',
      'An at-home pre-shampoo treatment with the same technology we use in the salon when lightening. It strengthens hair weakened by colour and styling.\n\nApply to damp hair for at least 10 minutes, then shampoo and condition.',
      'Un soin avant-shampooing à faire chez soi, avec la technologie que nous utilisons au salon lors des éclaircissements. Il renforce les cheveux fragilisés par la couleur et le coiffage.\n\nAppliquer sur cheveux humides au moins 10 minutes, puis shampooing et après-shampooing.',
    ),
  },
  {
    key: 'olaplex-no-4-bond-maintenance-shampoo',
    brand: 'olaplex',
    line: null,
    name: 'No.4 Bond Maintenance Shampoo',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 250,
    price: 13900,
    pack: 'bottle',
    description: t(
      'Szampon do codziennego mycia, który dba o strukturę włosów po zabiegach koloryzacji. Dobrze się pieni i zostawia włosy gładkie i lśniące.\n\nUżywaj z odżywką No.5.',
      'An everyday shampoo that looks after the hair’s structure after colour services. It lathers well and leaves hair smooth and shiny.\n\nUse with No.5 conditioner.',
      'Un shampooing quotidien qui préserve la structure des cheveux après une coloration. Il mousse bien et laisse les cheveux lisses et brillants.\n\nÀ utiliser avec l’après-shampooing No.5.',
    ),
  },
  {
    key: 'olaplex-no-5-bond-maintenance-conditioner',
    brand: 'olaplex',
    line: null,
    name: 'No.5 Bond Maintenance Conditioner',
    category: 'pielegnacja',
    type: 'odzywka',
    volumeMl: 250,
    price: 13900,
    pack: 'bottle',
    description: t(
      'Odżywka nawilżająca do pary z szamponem No.4. Ułatwia rozczesywanie i ogranicza puszenie się włosów.\n\nNałóż na długości po myciu, pozostaw na 3 minuty i spłucz.',
      'A moisturising conditioner to pair with No.4 shampoo. It detangles and helps control frizz.\n\nApply to the lengths after washing, leave for 3 minutes and rinse.',
      'Un après-shampooing hydratant à associer au shampooing No.4. Il démêle et aide à maîtriser les frisottis.\n\nAppliquer sur les longueurs après le lavage, laisser 3 minutes et rincer.',
    ),
  },
  {
    key: 'olaplex-no-7-bonding-oil',
    brand: 'olaplex',
    line: null,
    name: 'No.7 Bonding Oil',
    category: 'pielegnacja',
    type: 'olejek',
    volumeMl: 30,
    price: 13900,
    pack: 'dropper',
    texture: 'oil',
    description: t(
      'Skoncentrowany olejek do stylizacji, który nadaje blask i chroni włosy podczas suszenia. Wystarczy kilka kropli, więc buteleczka starcza na długo.\n\nRozprowadź 1–3 krople na wilgotnych lub suchych włosach.',
      'A concentrated styling oil that adds shine and protects hair while blow-drying. A few drops are enough, so the bottle lasts a long time.\n\nSmooth 1–3 drops over damp or dry hair.',
      'Une huile coiffante concentrée qui apporte de la brillance et protège pendant le séchage. Quelques gouttes suffisent\u00a0: le flacon dure longtemps.\n\nRépartir 1 à 3 gouttes sur cheveux humides ou secs.',
    ),
  },
  {
    key: 'olaplex-no-8-moisture-mask',
    brand: 'olaplex',
    line: null,
    name: 'No.8 Bond Intense Moisture Mask',
    category: 'pielegnacja',
    type: 'maska',
    volumeMl: 100,
    price: 14900,
    pack: 'tube',
    description: t(
      'Intensywnie nawilżająca maska do włosów suchych i matowych. Nadaje miękkość, blask i sprężystość.\n\nNałóż na umyte, odsączone włosy na 10 minut i spłucz.',
      'An intensely moisturising mask for dry, dull hair. It adds softness, shine and bounce.\n\nApply to washed, towel-dried hair for 10 minutes and rinse.',
      'Un masque très hydratant pour cheveux secs et ternes. Il apporte douceur, brillance et rebond.\n\nAppliquer sur cheveux lavés et essorés 10 minutes puis rincer.',
    ),
  },
  // Davines
  {
    key: 'davines-oi-shampoo',
    brand: 'davines',
    line: 'OI',
    name: 'OI Shampoo',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 250,
    price: 10900,
    pack: 'bottle',
    description: t(
      'Szampon z olejkiem roucou do każdego rodzaju włosów, o charakterystycznym ciepłym zapachu. Zostawia włosy miękkie, gładkie i lśniące.\n\nDo codziennego stosowania; z odżywką OI efekt jest pełniejszy.',
      'A shampoo with roucou oil for every hair type, with a warm signature scent. It leaves hair soft, smooth and shiny.\n\nFor daily use; fuller results with OI conditioner.',
      'Un shampooing à l’huile de roucou pour tous les types de cheveux, au parfum chaud caractéristique. Il laisse les cheveux doux, lisses et brillants.\n\nUsage quotidien\u00a0; encore mieux avec l’après-shampooing OI.',
    ),
  },
  {
    key: 'davines-oi-oil',
    brand: 'davines',
    line: 'OI',
    name: 'OI Oil',
    category: 'pielegnacja',
    type: 'olejek',
    volumeMl: 50,
    price: 15900,
    pack: 'glass-pump',
    description: t(
      'Olejek upiększający z olejkiem roucou, który nadaje blask i miękkość bez obciążania. Ułatwia rozczesywanie i wygładza końcówki.\n\nNanieś odrobinę na wilgotne lub suche włosy.',
      'An absolute beautifying oil with roucou oil that adds shine and softness without weight. It detangles and smooths the ends.\n\nApply a little to damp or dry hair.',
      'Une huile de beauté à l’huile de roucou qui apporte brillance et douceur sans alourdir. Elle démêle et lisse les pointes.\n\nAppliquer un peu sur cheveux humides ou secs.',
    ),
  },
  {
    key: 'davines-momo-hair-potion',
    brand: 'davines',
    line: 'MOMO',
    name: 'MOMO Hair Potion',
    category: 'pielegnacja',
    type: 'krem',
    volumeMl: 150,
    price: 11900,
    pack: 'tube',
    description: t(
      'Nawilżający krem bez spłukiwania do włosów suchych i odwodnionych. Ułatwia rozczesywanie i dodaje miękkości na cały dzień.\n\nNanieś na wilgotne długości i końce, nie spłukuj.',
      'A moisturising leave-in cream for dry, dehydrated hair. It detangles and keeps hair soft all day.\n\nApply to damp lengths and ends; do not rinse.',
      'Une crème hydratante sans rinçage pour cheveux secs et déshydratés. Elle démêle et garde les cheveux doux toute la journée.\n\nAppliquer sur longueurs et pointes humides, sans rincer.',
    ),
  },
  {
    key: 'davines-volume-boosting-mousse',
    brand: 'davines',
    line: 'This is a',
    name: 'Volume Boosting Mousse',
    category: 'stylizacja',
    type: 'pianka',
    volumeMl: 250,
    price: 10900,
    pack: 'spray-can',
    description: t(
      'Lekka pianka nadająca objętość i elastyczne utrwalenie. Nie skleja włosów i nie obciąża cienkich pasm.\n\nNałóż na wilgotne włosy u nasady i wysusz z głową w dół.',
      'A light mousse for volume and flexible hold. It does not stick hair together or weigh fine strands down.\n\nApply to damp roots and dry with your head upside down.',
      'Une mousse légère pour du volume et une tenue souple. Elle ne colle pas et n’alourdit pas les cheveux fins.\n\nAppliquer aux racines sur cheveux humides et sécher tête en bas.',
    ),
  },
  // Moroccanoil
  {
    key: 'moroccanoil-treatment',
    brand: 'moroccanoil',
    line: null,
    name: 'Moroccanoil Treatment',
    category: 'pielegnacja',
    type: 'olejek',
    volumeMl: 100,
    price: 18900,
    pack: 'glass-pump',
    texture: 'oil',
    description: t(
      'Olejek arganowy, od którego zaczęła się marka: wygładza, nadaje blask i skraca czas suszenia. Pasuje do każdego rodzaju włosów.\n\nNałóż 1–2 pompki na wilgotne włosy od połowy długości po końce, potem wysusz lub ułóż.',
      'The argan oil treatment the brand began with: it smooths, adds shine and speeds up drying. Suits every hair type.\n\nApply 1–2 pumps to damp hair from mid-lengths to ends, then dry or style.',
      'Le soin à l’huile d’argan à l’origine de la marque\u00a0: il lisse, apporte de la brillance et accélère le séchage. Pour tous les types de cheveux.\n\nAppliquer 1 à 2 pressions des mi-longueurs aux pointes sur cheveux humides, puis sécher ou coiffer.',
    ),
  },
  {
    key: 'moroccanoil-hydrating-shampoo',
    brand: 'moroccanoil',
    line: 'Hydration',
    name: 'Hydrating Shampoo',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 250,
    price: 10900,
    pack: 'bottle',
    description: t(
      'Nawilżający szampon z olejkiem arganowym do włosów normalnych i suchych. Delikatnie myje i przywraca włosom miękkość.\n\nWmasuj w mokre włosy, spłucz i powtórz w razie potrzeby.',
      'A moisturising shampoo with argan oil for normal to dry hair. It cleanses gently and restores softness.\n\nMassage into wet hair, rinse and repeat if needed.',
      'Un shampooing hydratant à l’huile d’argan pour cheveux normaux à secs. Il lave en douceur et rend la douceur aux cheveux.\n\nMasser sur cheveux mouillés, rincer et renouveler si besoin.',
    ),
  },
  {
    key: 'moroccanoil-intense-hydrating-mask',
    brand: 'moroccanoil',
    line: 'Hydration',
    name: 'Intense Hydrating Mask',
    category: 'pielegnacja',
    type: 'maska',
    volumeMl: 250,
    price: 16900,
    pack: 'jar',
    texture: 'cream',
    description: t(
      'Gęsta maska do włosów średnich i grubych, suchych po lecie lub ogrzewaniu. Głęboko nawilża i przywraca blask.\n\nNałóż na umyte włosy na 5–7 minut, potem dokładnie spłucz.',
      'A rich mask for medium to thick hair left dry by summer or central heating. It deeply moisturises and restores shine.\n\nApply to washed hair for 5–7 minutes, then rinse thoroughly.',
      'Un masque riche pour cheveux moyens à épais, desséchés par l’été ou le chauffage. Il hydrate en profondeur et ravive la brillance.\n\nAppliquer sur cheveux lavés 5 à 7 minutes puis rincer abondamment.',
    ),
  },
  {
    key: 'moroccanoil-ceramic-round-brush-45',
    brand: 'moroccanoil',
    line: 'Tools',
    name: 'Ceramic Round Brush 45 mm',
    category: 'akcesoria',
    type: 'szczotka',
    volumeMl: null,
    price: 11900,
    pack: 'round-brush',
    description: t(
      'Szczotka okrągła z ceramiczną tuleją, która równomiernie się nagrzewa i skraca modelowanie. Średnica 45 mm sprawdza się przy włosach średniej długości i długich.\n\nTaką samą szczotką pracują nasi styliści przy modelowaniu na gładko.',
      'A round brush with a ceramic barrel that heats evenly and shortens blow-drying. The 45 mm diameter suits medium and long hair.\n\nOur stylists use the same brush for sleek blow-dries.',
      'Une brosse ronde à tube céramique qui chauffe uniformément et raccourcit le brushing. Le diamètre de 45 mm convient aux cheveux mi-longs et longs.\n\nNos coiffeurs utilisent la même brosse pour les brushings lisses.',
    ),
  },
  {
    key: 'moroccanoil-boar-bristle-paddle-brush',
    brand: 'moroccanoil',
    line: 'Tools',
    name: 'Boar Bristle Paddle Brush',
    category: 'akcesoria',
    type: 'szczotka',
    volumeMl: null,
    price: 14900,
    pack: 'paddle-brush',
    description: t(
      'Płaska szczotka z naturalnym włosiem dzika na poduszce. Rozczesuje bez szarpania i rozprowadza naturalny sebum na długościach, nadając włosom połysk.\n\nDo codziennego czesania suchych włosów.',
      'A paddle brush with boar bristles on a cushioned pad. It detangles without pulling and spreads natural oils along the lengths for shine.\n\nFor everyday brushing of dry hair.',
      'Une brosse plate en poils de sanglier sur coussin. Elle démêle sans tirer et répartit le sébum naturel sur les longueurs pour plus de brillance.\n\nPour le brossage quotidien des cheveux secs.',
    ),
  },
  // Schwarzkopf Professional
  {
    key: 'schwarzkopf-bc-repair-rescue-shampoo',
    brand: 'schwarzkopf-professional',
    line: 'BC Bonacure Repair Rescue',
    name: 'Repair Rescue Shampoo',
    category: 'pielegnacja',
    type: 'szampon',
    volumeMl: 1000,
    price: 15900,
    pack: 'pump',
    description: t(
      'Szampon do włosów zniszczonych w dużym, salonowym opakowaniu z pompką. Delikatnie myje i przygotowuje włosy na odżywkę z tej samej linii.\n\nLitr wystarcza rodzinie na wiele miesięcy.',
      'A shampoo for damaged hair in the large salon-size pump bottle. It cleanses gently and prepares hair for the conditioner of the same line.\n\nA litre lasts a family for months.',
      'Un shampooing pour cheveux abîmés en grand format salon avec pompe. Il lave en douceur et prépare les cheveux au soin de la même gamme.\n\nUn litre dure des mois pour toute la famille.',
    ),
  },
  {
    key: 'schwarzkopf-bc-repair-rescue-treatment',
    brand: 'schwarzkopf-professional',
    line: 'BC Bonacure Repair Rescue',
    name: 'Repair Rescue Treatment',
    category: 'pielegnacja',
    type: 'maska',
    volumeMl: 200,
    price: 7900,
    pack: 'jar',
    description: t(
      'Kremowa maska do włosów zniszczonych i łamliwych. Wygładza powierzchnię włosa i ułatwia rozczesywanie.\n\nNałóż po szamponie na 5–10 minut i spłucz.',
      'A creamy mask for damaged, brittle hair. It smooths the hair surface and makes combing easier.\n\nApply after shampooing for 5–10 minutes and rinse.',
      'Un masque crémeux pour cheveux abîmés et cassants. Il lisse la surface du cheveu et facilite le coiffage.\n\nAppliquer après le shampooing 5 à 10 minutes puis rincer.',
    ),
  },
  {
    key: 'schwarzkopf-osis-session',
    brand: 'schwarzkopf-professional',
    line: 'OSiS+',
    name: 'Session',
    category: 'stylizacja',
    type: 'lakier',
    volumeMl: 500,
    price: 8900,
    pack: 'spray-can',
    description: t(
      'Lakier o ekstremalnym utrwaleniu do fryzur, które mają wytrzymać cały wieczór. Szybko schnie i daje naturalne wykończenie.\n\nRozpylaj z odległości 30 cm; do usunięcia szczotką lub szamponem.',
      'An extreme-hold hairspray for styles that must last all evening. It dries fast and gives a natural finish.\n\nSpray from 30 cm; brushes out or washes out with shampoo.',
      'Une laque à fixation extrême pour les coiffures qui doivent tenir toute la soirée. Elle sèche vite et donne un fini naturel.\n\nVaporiser à 30 cm\u00a0; s’élimine au brossage ou au shampooing.',
    ),
  },
  {
    key: 'schwarzkopf-osis-grip',
    brand: 'schwarzkopf-professional',
    line: 'OSiS+',
    name: 'Grip',
    category: 'stylizacja',
    type: 'pianka',
    volumeMl: 200,
    price: 5900,
    pack: 'spray-can',
    description: t(
      'Pianka o mocnym utrwaleniu do fryzur z objętością i wyraźną teksturą. Daje włosom chwyt bez sklejania.\n\nNałóż na wilgotne włosy i modeluj szczotką lub palcami.',
      'A strong-hold mousse for voluminous, textured styles. It gives hair grip without stickiness.\n\nApply to damp hair and style with a brush or your fingers.',
      'Une mousse à fixation forte pour des coiffures volumineuses et texturées. Elle donne de la tenue sans coller.\n\nAppliquer sur cheveux humides et coiffer à la brosse ou avec les doigts.',
    ),
  },
];
