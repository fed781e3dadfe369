import type { Translations } from '../schema.ts';

/*
 * The areas of the chain: the voivodeships (departments) and the twenty cities with a
 * salon, plus the virtual area of the services at the customer's place. Coordinates are
 * the real ones (city centres; a voivodeship's geographic centre), so that the nearest
 * area suggestion works from a phone's position.
 */

export interface DepartmentSeed {
  code: string;
  name: string;
  sortOrder: number | null;
  latitude: number;
  longitude: number;
}

export interface CitySeed {
  code: string;
  name: string;
  departmentCode: string;
  latitude: number;
  longitude: number;
  /** Suggested areas come first, in this order. */
  sortOrder: number | null;
  isVirtual?: boolean;
  /** "in <city>" in each language, for the salon descriptions. */
  inCity: Required<Translations>;
  /** The landline area code (strefa numeracyjna), for the salons' phone numbers. */
  phoneArea: string;
}

export const VIRTUAL_DEPARTMENT = 'WIR';
export const VIRTUAL_AREA = 'uslugi-mobilne';

export const DEPARTMENTS: readonly DepartmentSeed[] = [
  { code: 'MAZ', name: 'Mazowieckie', sortOrder: 1, latitude: 52.3484, longitude: 21.1015 },
  { code: 'MAL', name: 'Małopolskie', sortOrder: 2, latitude: 49.8558, longitude: 20.2708 },
  { code: 'DOL', name: 'Dolnośląskie', sortOrder: 3, latitude: 51.0848, longitude: 16.3951 },
  { code: 'POM', name: 'Pomorskie', sortOrder: 4, latitude: 54.1633, longitude: 17.9844 },
  { code: 'WLK', name: 'Wielkopolskie', sortOrder: 5, latitude: 52.3382, longitude: 17.2237 },
  { code: 'LOD', name: 'Łódzkie', sortOrder: null, latitude: 51.4635, longitude: 19.4317 },
  { code: 'SLA', name: 'Śląskie', sortOrder: null, latitude: 50.3301, longitude: 19.0271 },
  { code: 'ZAC', name: 'Zachodniopomorskie', sortOrder: null, latitude: 53.5787, longitude: 15.5937 },
  { code: 'KUJ', name: 'Kujawsko-pomorskie', sortOrder: null, latitude: 53.0724, longitude: 18.4946 },
  { code: 'LUB', name: 'Lubelskie', sortOrder: null, latitude: 51.2194, longitude: 22.8989 },
  { code: 'PDL', name: 'Podlaskie', sortOrder: null, latitude: 53.2791, longitude: 22.8823 },
  { code: 'SWI', name: 'Świętokrzyskie', sortOrder: null, latitude: 50.7634, longitude: 20.7771 },
  { code: 'PKR', name: 'Podkarpackie', sortOrder: null, latitude: 49.9552, longitude: 22.1716 },
  { code: 'WAM', name: 'Warmińsko-mazurskie', sortOrder: null, latitude: 53.8675, longitude: 20.7026 },
  { code: 'OPO', name: 'Opolskie', sortOrder: null, latitude: 50.6486, longitude: 17.8819 },
  { code: 'LBU', name: 'Lubuskie', sortOrder: null, latitude: 52.2020, longitude: 15.2480 },
  // The services at the customer's place; placed on Warsaw, where the mobile teams start.
  { code: VIRTUAL_DEPARTMENT, name: 'Usługi mobilne', sortOrder: null, latitude: 52.2297, longitude: 21.0122 },
];

const inCity = (pl: string, en: string, fr: string) => ({ pl, en, fr });

export const CITIES: readonly CitySeed[] = [
  { code: 'warszawa', name: 'Warszawa', departmentCode: 'MAZ', latitude: 52.2297, longitude: 21.0122, sortOrder: 1, inCity: inCity('w Warszawie', 'in Warsaw', 'à Varsovie'), phoneArea: '22' },
  { code: 'krakow', name: 'Kraków', departmentCode: 'MAL', latitude: 50.0647, longitude: 19.945, sortOrder: 2, inCity: inCity('w Krakowie', 'in Kraków', 'à Cracovie'), phoneArea: '12' },
  { code: 'wroclaw', name: 'Wrocław', departmentCode: 'DOL', latitude: 51.1079, longitude: 17.0385, sortOrder: 3, inCity: inCity('we Wrocławiu', 'in Wrocław', 'à Wrocław'), phoneArea: '71' },
  { code: 'gdansk', name: 'Gdańsk', departmentCode: 'POM', latitude: 54.352, longitude: 18.6466, sortOrder: 4, inCity: inCity('w Gdańsku', 'in Gdańsk', 'à Gdańsk'), phoneArea: '58' },
  { code: 'poznan', name: 'Poznań', departmentCode: 'WLK', latitude: 52.4064, longitude: 16.9252, sortOrder: 5, inCity: inCity('w Poznaniu', 'in Poznań', 'à Poznań'), phoneArea: '61' },
  { code: 'lodz', name: 'Łódź', departmentCode: 'LOD', latitude: 51.7592, longitude: 19.456, sortOrder: null, inCity: inCity('w Łodzi', 'in Łódź', 'à Łódź'), phoneArea: '42' },
  { code: 'szczecin', name: 'Szczecin', departmentCode: 'ZAC', latitude: 53.4285, longitude: 14.5528, sortOrder: null, inCity: inCity('w Szczecinie', 'in Szczecin', 'à Szczecin'), phoneArea: '91' },
  { code: 'bydgoszcz', name: 'Bydgoszcz', departmentCode: 'KUJ', latitude: 53.1235, longitude: 18.0084, sortOrder: null, inCity: inCity('w Bydgoszczy', 'in Bydgoszcz', 'à Bydgoszcz'), phoneArea: '52' },
  { code: 'lublin', name: 'Lublin', departmentCode: 'LUB', latitude: 51.2465, longitude: 22.5684, sortOrder: null, inCity: inCity('w Lublinie', 'in Lublin', 'à Lublin'), phoneArea: '81' },
  { code: 'bialystok', name: 'Białystok', departmentCode: 'PDL', latitude: 53.1325, longitude: 23.1688, sortOrder: null, inCity: inCity('w Białymstoku', 'in Białystok', 'à Białystok'), phoneArea: '85' },
  { code: 'katowice', name: 'Katowice', departmentCode: 'SLA', latitude: 50.2649, longitude: 19.0238, sortOrder: null, inCity: inCity('w Katowicach', 'in Katowice', 'à Katowice'), phoneArea: '32' },
  { code: 'gdynia', name: 'Gdynia', departmentCode: 'POM', latitude: 54.5189, longitude: 18.5305, sortOrder: null, inCity: inCity('w Gdyni', 'in Gdynia', 'à Gdynia'), phoneArea: '58' },
  { code: 'czestochowa', name: 'Częstochowa', departmentCode: 'SLA', latitude: 50.8118, longitude: 19.1203, sortOrder: null, inCity: inCity('w Częstochowie', 'in Częstochowa', 'à Częstochowa'), phoneArea: '34' },
  { code: 'radom', name: 'Radom', departmentCode: 'MAZ', latitude: 51.4027, longitude: 21.1471, sortOrder: null, inCity: inCity('w Radomiu', 'in Radom', 'à Radom'), phoneArea: '48' },
  { code: 'torun', name: 'Toruń', departmentCode: 'KUJ', latitude: 53.0138, longitude: 18.5984, sortOrder: null, inCity: inCity('w Toruniu', 'in Toruń', 'à Toruń'), phoneArea: '56' },
  { code: 'kielce', name: 'Kielce', departmentCode: 'SWI', latitude: 50.8661, longitude: 20.6286, sortOrder: null, inCity: inCity('w Kielcach', 'in Kielce', 'à Kielce'), phoneArea: '41' },
  { code: 'rzeszow', name: 'Rzeszów', departmentCode: 'PKR', latitude: 50.0412, longitude: 21.9991, sortOrder: null, inCity: inCity('w Rzeszowie', 'in Rzeszów', 'à Rzeszów'), phoneArea: '17' },
  { code: 'olsztyn', name: 'Olsztyn', departmentCode: 'WAM', latitude: 53.7784, longitude: 20.4801, sortOrder: null, inCity: inCity('w Olsztynie', 'in Olsztyn', 'à Olsztyn'), phoneArea: '89' },
  { code: 'opole', name: 'Opole', departmentCode: 'OPO', latitude: 50.6751, longitude: 17.9213, sortOrder: null, inCity: inCity('w Opolu', 'in Opole', 'à Opole'), phoneArea: '77' },
  { code: 'zielona-gora', name: 'Zielona Góra', departmentCode: 'LBU', latitude: 51.9356, longitude: 15.5062, sortOrder: null, inCity: inCity('w Zielonej Górze', 'in Zielona Góra', 'à Zielona Góra'), phoneArea: '68' },
  {
    code: VIRTUAL_AREA,
    name: 'Usługi mobilne',
    departmentCode: VIRTUAL_DEPARTMENT,
    latitude: 52.2297,
    longitude: 21.0122,
    sortOrder: null,
    isVirtual: true,
    inCity: inCity('z dojazdem do klienta', "at the customer's place", 'à domicile'),
    phoneArea: '22',
  },
];

export const cityByCode = (code: string): CitySeed => {
  const city = CITIES.find((c) => c.code === code);
  if (!city) throw new Error(`seed: unknown city ${code}`);
  return city;
};
