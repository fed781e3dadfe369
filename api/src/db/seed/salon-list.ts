/*
 * The salons of the chain, by hand: where they are and what kind of place they are.
 * Numbering follows the chain's regions: M1xx Warsaw, Mazovia and the anchors of the
 * tests (M190–M192 Kraków, M199 Łódź), M2xx Lesser Poland and the south, M3xx Lower
 * Silesia and the south-west, M4xx Greater Poland and the north-west, M5xx Pomerania and
 * Warmia, M6xx Łódź, M7xx the east, M9xx the mobile teams.
 */

/**
 * Who works in a salon: S stylist (hairdressing), SB stylist who also does the barber
 * services, B barber (barber services and men's and children's cuts), K beautician
 * (cosmetics), SK stylist who also does cosmetics.
 */
export type StaffRole = 'S' | 'SB' | 'B' | 'K' | 'SK';

/**
 * street: a salon on a shopping street; premium: the same, dearer; mall: in a shopping
 * centre (longer hours); barber: a barbershop; mobile: a virtual salon of services at
 * the customer's place.
 */
export type SalonKind = 'street' | 'premium' | 'mall' | 'barber' | 'mobile';

export interface SalonSpec {
  id: string;
  city: string;
  name: string;
  kind: SalonKind;
  /** The first address line, e.g. 'ul. Puławska 12'; none for a virtual salon. */
  street?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  /** The shopping centre of a mall salon. */
  place?: string;
  staff: StaffRole[];
  franchise?: boolean;
  suggested?: boolean;
  /** A mall salon open on Sundays too. */
  sunday?: boolean;
  /** Shorter hours of a small-town salon (Mon–Fri 09:00–19:00, Sat 09:00–15:00). */
  shortHours?: boolean;
  enabled?: boolean;
  isOpen?: boolean;
  acceptsReservations?: boolean;
  canComeWithoutReservation?: boolean;
  cityGroup?: string;
  /** Services of its menu this salon does not offer. */
  without?: string[];
  /** Services only the mobile salons offer, listed explicitly. */
  offers?: string[];
}

const TROJMIASTO = 'Trójmiasto';

export const SALON_LIST: readonly SalonSpec[] = [
  // Warszawa and Radom
  { id: 'M101', city: 'warszawa', name: 'Warszawa Puławska', kind: 'street', street: 'ul. Puławska 12', postcode: '02-566', latitude: 52.2103, longitude: 21.0187, staff: ['SK', 'SB', 'SB'], suggested: true },
  { id: 'M102', city: 'warszawa', name: 'Warszawa Marszałkowska', kind: 'street', street: 'ul. Marszałkowska 104', postcode: '00-017', latitude: 52.2339, longitude: 21.0093, staff: ['S', 'S', 'K'], franchise: true, without: ['1010'] },
  { id: 'M103', city: 'warszawa', name: 'Warszawa Arkadia', kind: 'mall', place: 'Arkadia', street: 'al. Jana Pawła II 82', postcode: '00-175', latitude: 52.2569, longitude: 20.9843, staff: ['S', 'S', 'SB', 'K', 'K'], sunday: true },
  { id: 'M104', city: 'warszawa', name: 'Warszawa Galeria Mokotów', kind: 'mall', place: 'Galeria Mokotów', street: 'ul. Wołoska 12', postcode: '02-675', latitude: 52.1801, longitude: 21.0027, staff: ['S', 'SK', 'K', 'SB'], sunday: true },
  { id: 'M105', city: 'warszawa', name: 'Barber Warszawa Chmielna', kind: 'barber', street: 'ul. Chmielna 21', postcode: '00-021', latitude: 52.2332, longitude: 21.0137, staff: ['B', 'B', 'B'] },
  { id: 'M106', city: 'warszawa', name: 'Warszawa Praga Targowa', kind: 'street', street: 'ul. Targowa 64', postcode: '03-733', latitude: 52.2546, longitude: 21.0374, staff: ['S', 'SB'], franchise: true },
  { id: 'M107', city: 'warszawa', name: 'Warszawa Ursynów', kind: 'street', street: 'al. Komisji Edukacji Narodowej 36', postcode: '02-797', latitude: 52.1513, longitude: 21.0456, staff: ['S', 'S', 'SK'] },
  { id: 'M108', city: 'warszawa', name: 'Warszawa Wola Park', kind: 'mall', place: 'Wola Park', street: 'ul. Górczewska 124', postcode: '01-460', latitude: 52.2398, longitude: 20.9291, staff: ['S', 'SB', 'K'], franchise: true },
  { id: 'M109', city: 'warszawa', name: 'Warszawa Mokotów Premium', kind: 'premium', street: 'ul. Racławicka 99', postcode: '02-634', latitude: 52.1948, longitude: 21.0032, staff: ['S', 'S', 'S', 'K'] },
  { id: 'M110', city: 'radom', name: 'Radom Żeromskiego', kind: 'street', street: 'ul. Żeromskiego 53', postcode: '26-600', latitude: 51.4019, longitude: 21.1498, staff: ['S', 'SK'], franchise: true, shortHours: true },
  // Kraków anchors and Łódź anchor
  { id: 'M190', city: 'krakow', name: 'Kraków Floriańska', kind: 'street', street: 'ul. Floriańska 30', postcode: '31-019', latitude: 50.0636, longitude: 19.9396, staff: ['S', 'S'], isOpen: false },
  { id: 'M191', city: 'krakow', name: 'Kraków Karmelicka', kind: 'street', street: 'ul. Karmelicka 45', postcode: '31-128', latitude: 50.0683, longitude: 19.9271, staff: ['S', 'SK'], acceptsReservations: false },
  { id: 'M192', city: 'krakow', name: 'Barber Kraków Długa', kind: 'barber', street: 'ul. Długa 18', postcode: '31-146', latitude: 50.0697, longitude: 19.9379, staff: ['B', 'B'], canComeWithoutReservation: true },
  { id: 'M199', city: 'lodz', name: 'Łódź Piotrkowska 120', kind: 'street', street: 'ul. Piotrkowska 120', postcode: '90-006', latitude: 51.7651, longitude: 19.4573, staff: ['S', 'S'], enabled: false },
  // Kraków and the south
  { id: 'M201', city: 'krakow', name: 'Kraków Galeria Krakowska', kind: 'mall', place: 'Galeria Krakowska', street: 'ul. Pawia 5', postcode: '31-154', latitude: 50.0674, longitude: 19.9457, staff: ['S', 'S', 'SB', 'K'], suggested: true, sunday: true },
  { id: 'M202', city: 'krakow', name: 'Kraków Bonarka', kind: 'mall', place: 'Bonarka City Center', street: 'ul. Kamieńskiego 11', postcode: '30-644', latitude: 50.0289, longitude: 19.9532, staff: ['S', 'SK', 'K'], franchise: true },
  { id: 'M203', city: 'krakow', name: 'Kraków Kazimierz', kind: 'premium', street: 'ul. Józefa 12', postcode: '31-056', latitude: 50.0514, longitude: 19.9463, staff: ['S', 'S', 'K'] },
  { id: 'M210', city: 'katowice', name: 'Katowice Mariacka', kind: 'street', street: 'ul. Mariacka 15', postcode: '40-014', latitude: 50.2574, longitude: 19.0224, staff: ['S', 'SB', 'K'] },
  { id: 'M211', city: 'katowice', name: 'Katowice Galeria Katowicka', kind: 'mall', place: 'Galeria Katowicka', street: 'ul. 3 Maja 30', postcode: '40-097', latitude: 50.2591, longitude: 19.0171, staff: ['S', 'SK', 'K'], sunday: true },
  { id: 'M220', city: 'czestochowa', name: 'Częstochowa Aleja NMP', kind: 'street', street: 'al. Najświętszej Maryi Panny 47', postcode: '42-217', latitude: 50.8109, longitude: 19.1198, staff: ['S', 'SK'], franchise: true, shortHours: true },
  { id: 'M230', city: 'kielce', name: 'Kielce Sienkiewicza', kind: 'street', street: 'ul. Sienkiewicza 41', postcode: '25-007', latitude: 50.8701, longitude: 20.6312, staff: ['S', 'SB'], shortHours: true },
  { id: 'M240', city: 'rzeszow', name: 'Rzeszów 3 Maja', kind: 'street', street: 'ul. 3 Maja 19', postcode: '35-030', latitude: 50.0372, longitude: 22.0042, staff: ['S', 'S', 'K'] },
  // Lower Silesia and the south-west
  { id: 'M301', city: 'wroclaw', name: 'Wrocław Świdnicka', kind: 'street', street: 'ul. Świdnicka 28', postcode: '50-068', latitude: 51.1059, longitude: 17.0301, staff: ['S', 'S', 'SB', 'K'], suggested: true },
  { id: 'M302', city: 'wroclaw', name: 'Wrocław Pasaż Grunwaldzki', kind: 'mall', place: 'Pasaż Grunwaldzki', street: 'pl. Grunwaldzki 22', postcode: '50-363', latitude: 51.1126, longitude: 17.0601, staff: ['S', 'SK', 'K'], sunday: true },
  { id: 'M303', city: 'wroclaw', name: 'Wrocław Arkady', kind: 'mall', place: 'Arkady Wrocławskie', street: 'ul. Powstańców Śląskich 2', postcode: '53-333', latitude: 51.0992, longitude: 17.0288, staff: ['S', 'SB'], franchise: true },
  { id: 'M304', city: 'wroclaw', name: 'Barber Wrocław Ruska', kind: 'barber', street: 'ul. Ruska 46', postcode: '50-079', latitude: 51.1098, longitude: 17.0247, staff: ['B', 'B'] },
  { id: 'M310', city: 'opole', name: 'Opole Krakowska', kind: 'street', street: 'ul. Krakowska 30', postcode: '45-075', latitude: 50.6702, longitude: 17.9262, staff: ['S', 'SK'], franchise: true, shortHours: true },
  { id: 'M320', city: 'zielona-gora', name: 'Zielona Góra Żeromskiego', kind: 'street', street: 'ul. Żeromskiego 10', postcode: '65-066', latitude: 51.9382, longitude: 15.5061, staff: ['S', 'S'], shortHours: true },
  // Greater Poland, West Pomerania, Kuyavia
  { id: 'M401', city: 'poznan', name: 'Poznań Stary Browar', kind: 'mall', place: 'Stary Browar', street: 'ul. Półwiejska 42', postcode: '61-888', latitude: 52.4034, longitude: 16.9283, staff: ['S', 'S', 'SK', 'K'], suggested: true, sunday: true },
  { id: 'M402', city: 'poznan', name: 'Poznań Święty Marcin', kind: 'street', street: 'ul. Święty Marcin 24', postcode: '61-805', latitude: 52.4071, longitude: 16.9229, staff: ['S', 'SB', 'K'] },
  { id: 'M403', city: 'poznan', name: 'Barber Poznań Jeżyce', kind: 'barber', street: 'ul. Dąbrowskiego 12', postcode: '60-838', latitude: 52.4102, longitude: 16.9081, staff: ['B', 'B', 'B'], franchise: true },
  { id: 'M410', city: 'szczecin', name: 'Szczecin Galaxy', kind: 'mall', place: 'Galaxy', street: 'al. Wyzwolenia 18', postcode: '70-554', latitude: 53.4319, longitude: 14.5541, staff: ['S', 'SK', 'K'] },
  { id: 'M411', city: 'szczecin', name: 'Szczecin Jagiellońska', kind: 'street', street: 'ul. Jagiellońska 20', postcode: '70-363', latitude: 53.4278, longitude: 14.5409, staff: ['S', 'SB'], franchise: true },
  { id: 'M420', city: 'bydgoszcz', name: 'Bydgoszcz Gdańska', kind: 'street', street: 'ul. Gdańska 32', postcode: '85-006', latitude: 53.1268, longitude: 18.0058, staff: ['S', 'S', 'K'] },
  { id: 'M421', city: 'bydgoszcz', name: 'Bydgoszcz Focus', kind: 'mall', place: 'Focus Mall', street: 'ul. Jagiellońska 39', postcode: '85-097', latitude: 53.1231, longitude: 18.0169, staff: ['S', 'SB'], franchise: true },
  { id: 'M430', city: 'torun', name: 'Toruń Szeroka', kind: 'street', street: 'ul. Szeroka 28', postcode: '87-100', latitude: 53.0104, longitude: 18.6082, staff: ['S', 'SK'] },
  // Pomerania and Warmia
  { id: 'M501', city: 'gdansk', name: 'Gdańsk Długa', kind: 'street', street: 'ul. Długa 45', postcode: '80-831', latitude: 54.3486, longitude: 18.6502, staff: ['S', 'S', 'SK'], suggested: true, cityGroup: TROJMIASTO },
  { id: 'M502', city: 'gdansk', name: 'Gdańsk Galeria Bałtycka', kind: 'mall', place: 'Galeria Bałtycka', street: 'al. Grunwaldzka 141', postcode: '80-264', latitude: 54.3832, longitude: 18.5994, staff: ['S', 'SB', 'K', 'K'], sunday: true, cityGroup: TROJMIASTO },
  { id: 'M503', city: 'gdansk', name: 'Barber Gdańsk Wrzeszcz', kind: 'barber', street: 'ul. Grunwaldzka 76', postcode: '80-244', latitude: 54.3799, longitude: 18.6058, staff: ['B', 'B'], franchise: true, cityGroup: TROJMIASTO },
  { id: 'M510', city: 'gdynia', name: 'Gdynia Świętojańska', kind: 'street', street: 'ul. Świętojańska 35', postcode: '81-391', latitude: 54.5168, longitude: 18.5372, staff: ['S', 'SB', 'K'], cityGroup: TROJMIASTO },
  { id: 'M511', city: 'gdynia', name: 'Gdynia Riviera', kind: 'mall', place: 'Centrum Riviera', street: 'ul. Kazimierza Górskiego 2', postcode: '81-304', latitude: 54.5049, longitude: 18.5413, staff: ['S', 'SK'], franchise: true, cityGroup: TROJMIASTO },
  { id: 'M520', city: 'olsztyn', name: 'Olsztyn Prosta', kind: 'street', street: 'ul. Prosta 28', postcode: '10-029', latitude: 53.7771, longitude: 20.4782, staff: ['S', 'SK'], franchise: true, shortHours: true },
  // Łódź
  { id: 'M601', city: 'lodz', name: 'Łódź Manufaktura', kind: 'mall', place: 'Manufaktura', street: 'ul. Karskiego 5', postcode: '91-071', latitude: 51.7797, longitude: 19.4478, staff: ['S', 'S', 'SB', 'K'], suggested: true, sunday: true },
  { id: 'M602', city: 'lodz', name: 'Łódź Piotrkowska', kind: 'street', street: 'ul. Piotrkowska 85', postcode: '90-423', latitude: 51.7693, longitude: 19.4568, staff: ['S', 'SK'] },
  // The east
  { id: 'M701', city: 'lublin', name: 'Lublin Krakowskie Przedmieście', kind: 'street', street: 'Krakowskie Przedmieście 30', postcode: '20-002', latitude: 51.2481, longitude: 22.5582, staff: ['S', 'S', 'SK'], suggested: true },
  { id: 'M702', city: 'lublin', name: 'Lublin Plaza', kind: 'mall', place: 'Lublin Plaza', street: 'ul. Lipowa 13', postcode: '20-020', latitude: 51.2441, longitude: 22.5561, staff: ['S', 'SB'], franchise: true },
  { id: 'M710', city: 'bialystok', name: 'Białystok Lipowa', kind: 'street', street: 'ul. Lipowa 14', postcode: '15-427', latitude: 53.1321, longitude: 23.1562, staff: ['S', 'SB', 'K'] },
  // The mobile teams (virtual salons)
  { id: 'M900', city: 'uslugi-mobilne', name: 'Ślub i uroda z dojazdem', kind: 'mobile', staff: ['SK', 'SK', 'S'], offers: ['1301', '1302', '1303', '1304'] },
  { id: 'M901', city: 'uslugi-mobilne', name: 'Fryzjer i barber z dojazdem', kind: 'mobile', staff: ['S', 'SB'], offers: ['1301', '1303', '1305'] },
];
