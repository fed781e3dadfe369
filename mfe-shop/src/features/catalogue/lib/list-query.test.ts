import {
  NO_FILTERS,
  activeFilterCount,
  itemsParams,
  readFilters,
  readPages,
  toggleOption,
  withVouchersOnly,
  writeFilters,
  writePages,
} from './list-query.ts';

const query = (text: string) => new URLSearchParams(text);

describe('the list query', () => {
  it('reads Polish keys, repeated or comma-separated, prices in złoty as grosze', () => {
    const filters = readFilters(query('marka=kerastase&marka=loreal,redken&pojemnosc=250&pojemnosc=x&cena_od=49,99&cena_do=120&vouchery=1&sortuj=cena-malejaco'));
    expect(filters).toEqual({
      brands: ['kerastase', 'loreal', 'redken'],
      categories: [],
      types: [],
      volumes: [250],
      priceMin: 4999,
      priceMax: 12000,
      vouchersOnly: true,
      sort: 'price-desc',
    });
  });

  it('ignores what it cannot read', () => {
    expect(readFilters(query('cena_od=tanio&sortuj=losowo&vouchery=tak'))).toEqual(NO_FILTERS);
    expect(readPages(query('strona=0'))).toBe(1);
    expect(readPages(query('strona=3'))).toBe(3);
    expect(readPages(query('strona=9999'))).toBe(50);
  });

  it('writes the filters back, leaving defaults out, starting again at page one and keeping other keys', () => {
    const written = writeFilters(query('utm_source=news&strona=3&marka=old'), {
      ...NO_FILTERS,
      brands: ['kerastase'],
      volumes: [250, 500],
      priceMin: 5000,
      priceMax: 4999,
      sort: 'price-asc',
    });
    expect(written.toString()).toBe('utm_source=news&marka=kerastase&pojemnosc=250&pojemnosc=500&cena_od=50&cena_do=49.99&sortuj=cena-rosnaco');
    expect(readFilters(written)).toMatchObject({ brands: ['kerastase'], volumes: [250, 500], priceMin: 5000, priceMax: 4999, sort: 'price-asc' });
    expect(writePages(written, 2).get('strona')).toBe('2');
    expect(writePages(query('strona=2'), 1).toString()).toBe('');
  });

  it('counts the filters that are on, and sends the API grosze and comma lists', () => {
    const filters = toggleOption(toggleOption({ ...NO_FILTERS, priceMax: 10000 }, 'brands', 'a'), 'volumes', 250);
    expect(activeFilterCount(filters)).toBe(3);
    expect(activeFilterCount(toggleOption(filters, 'brands', 'a'))).toBe(2);
    expect(itemsParams({ ...filters, brands: ['a', 'b'] }, 2)).toEqual({ page: 2, brand: 'a,b', volume: '250', priceMax: 10000 });
  });

  it('drops the product filters when vouchers only goes on', () => {
    const filters = withVouchersOnly({ ...NO_FILTERS, brands: ['a'], types: ['b'], priceMin: 100 }, true);
    expect(filters).toMatchObject({ vouchersOnly: true, brands: [], types: [], priceMin: 100 });
  });
});
