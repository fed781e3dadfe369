import { parseCityOrCode } from './city-or-code.ts';

describe('parseCityOrCode', () => {
  it.each(['M1', 'M123', 'M0042'])('%s is a salon code', (value) => {
    expect(parseCityOrCode(value)).toEqual({ kind: 'salon', code: value });
  });

  it.each(['warszawa', 'nowy-sacz', 'm123', 'M', 'M12a', 'XM12', 'M-12', 'M 12', ''])('%j is a city slug', (value) => {
    expect(parseCityOrCode(value)).toEqual({ kind: 'city', slug: value });
  });
});
