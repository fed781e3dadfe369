import type { Random } from './random.ts';

/* Polish first names and surnames for staff, customers and review authors. */

export type Gender = 'F' | 'M';

export const FEMALE_FIRST_NAMES = [
  'Anna', 'Katarzyna', 'Maria', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Magdalena', 'Joanna', 'Aleksandra',
  'Monika', 'Zofia', 'Natalia', 'Julia', 'Karolina', 'Marta', 'Dorota', 'Beata', 'Paulina', 'Justyna',
  'Weronika', 'Agata', 'Alicja', 'Emilia', 'Iwona', 'Patrycja', 'Sylwia', 'Oliwia', 'Hanna', 'Martyna',
  'Kinga', 'Izabela', 'Dominika', 'Klaudia', 'Wiktoria', 'Gabriela', 'Renata', 'Elżbieta', 'Teresa', 'Zuzanna',
] as const;

export const MALE_FIRST_NAMES = [
  'Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Jakub', 'Adam', 'Łukasz',
  'Mateusz', 'Kamil', 'Grzegorz', 'Marek', 'Wojciech', 'Rafał', 'Bartosz', 'Dawid', 'Szymon', 'Filip',
  'Maciej', 'Sebastian', 'Damian', 'Patryk', 'Kacper', 'Jan', 'Antoni', 'Mikołaj', 'Dariusz', 'Robert',
] as const;

/** What colleagues and customers call the staff: the usual short forms. */
export const FEMALE_STAFF_NAMES = [
  'Kasia', 'Ola', 'Magda', 'Asia', 'Gosia', 'Basia', 'Ewa', 'Monika', 'Natalia', 'Julia', 'Karolina', 'Marta',
  'Paulina', 'Agata', 'Weronika', 'Ania', 'Kinga', 'Iza', 'Dominika', 'Zuza', 'Sylwia', 'Justyna', 'Ala', 'Emilka',
  'Patrycja', 'Klaudia', 'Wiktoria', 'Beata', 'Dorota', 'Renata',
] as const;

export const MALE_STAFF_NAMES = [
  'Tomek', 'Kuba', 'Michał', 'Paweł', 'Bartek', 'Kamil', 'Marcin', 'Adam', 'Łukasz', 'Mateusz', 'Szymon', 'Dawid',
  'Filip', 'Maciek', 'Wojtek', 'Patryk', 'Kacper', 'Sebastian',
] as const;

/** [masculine, feminine] forms of common surnames. */
const SURNAMES: readonly (readonly [string, string])[] = [
  ['Nowak', 'Nowak'], ['Kowalski', 'Kowalska'], ['Wiśniewski', 'Wiśniewska'], ['Wójcik', 'Wójcik'], ['Kowalczyk', 'Kowalczyk'],
  ['Kamiński', 'Kamińska'], ['Lewandowski', 'Lewandowska'], ['Zieliński', 'Zielińska'], ['Szymański', 'Szymańska'], ['Woźniak', 'Woźniak'],
  ['Dąbrowski', 'Dąbrowska'], ['Kozłowski', 'Kozłowska'], ['Jankowski', 'Jankowska'], ['Mazur', 'Mazur'], ['Wojciechowski', 'Wojciechowska'],
  ['Kwiatkowski', 'Kwiatkowska'], ['Krawczyk', 'Krawczyk'], ['Kaczmarek', 'Kaczmarek'], ['Piotrowski', 'Piotrowska'], ['Grabowski', 'Grabowska'],
  ['Zając', 'Zając'], ['Pawłowski', 'Pawłowska'], ['Michalski', 'Michalska'], ['Król', 'Król'], ['Wieczorek', 'Wieczorek'],
  ['Jabłoński', 'Jabłońska'], ['Wróbel', 'Wróbel'], ['Nowakowski', 'Nowakowska'], ['Majewski', 'Majewska'], ['Olszewski', 'Olszewska'],
  ['Stępień', 'Stępień'], ['Malinowski', 'Malinowska'], ['Jaworski', 'Jaworska'], ['Adamczyk', 'Adamczyk'], ['Dudek', 'Dudek'],
  ['Nowicki', 'Nowicka'], ['Pawlak', 'Pawlak'], ['Górski', 'Górska'], ['Witkowski', 'Witkowska'], ['Walczak', 'Walczak'],
  ['Sikora', 'Sikora'], ['Baran', 'Baran'], ['Rutkowski', 'Rutkowska'], ['Michalak', 'Michalak'], ['Szewczyk', 'Szewczyk'],
  ['Ostrowski', 'Ostrowska'], ['Tomaszewski', 'Tomaszewska'], ['Pietrzak', 'Pietrzak'], ['Marciniak', 'Marciniak'], ['Wróblewski', 'Wróblewska'],
  ['Zalewski', 'Zalewska'], ['Jakubowski', 'Jakubowska'], ['Jasiński', 'Jasińska'], ['Zawadzki', 'Zawadzka'], ['Sadowski', 'Sadowska'],
  ['Bąk', 'Bąk'], ['Chmielewski', 'Chmielewska'], ['Włodarczyk', 'Włodarczyk'], ['Borkowski', 'Borkowska'], ['Czarnecki', 'Czarnecka'],
  ['Sawicki', 'Sawicka'], ['Sokołowski', 'Sokołowska'], ['Urbański', 'Urbańska'], ['Kubiak', 'Kubiak'], ['Maciejewski', 'Maciejewska'],
  ['Szczepański', 'Szczepańska'], ['Kucharski', 'Kucharska'], ['Wilk', 'Wilk'], ['Kalinowski', 'Kalinowska'], ['Lis', 'Lis'],
  ['Mazurek', 'Mazurek'], ['Wysocki', 'Wysocka'], ['Adamski', 'Adamska'], ['Kaźmierczak', 'Kaźmierczak'], ['Wasilewski', 'Wasilewska'],
  ['Sobczak', 'Sobczak'], ['Czerwiński', 'Czerwińska'], ['Andrzejewski', 'Andrzejewska'], ['Cieślak', 'Cieślak'], ['Głowacki', 'Głowacka'],
];

/** A full name of the given gender. */
export function personName(random: Random, gender: Gender): { firstName: string; lastName: string } {
  const surname = random.pick(SURNAMES);
  return gender === 'F'
    ? { firstName: random.pick(FEMALE_FIRST_NAMES), lastName: surname[1] }
    : { firstName: random.pick(MALE_FIRST_NAMES), lastName: surname[0] };
}

/**
 * "Kasia W.": first name and the initial of the surname, as the salons show their staff;
 * a first name not in `takenFirstNames` (colleagues in one salon are told apart by it).
 */
export function staffName(random: Random, gender: Gender, takenFirstNames: ReadonlySet<string>): string {
  const names = (gender === 'F' ? FEMALE_STAFF_NAMES : MALE_STAFF_NAMES).filter((name) => !takenFirstNames.has(name));
  return `${random.pick(names)} ${random.pick(SURNAMES)[0].charAt(0)}.`;
}
