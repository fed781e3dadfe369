import type { Service } from '@salon/contracts/catalog-api';
import { draftServicePrice, type DraftPriceSources } from './draft-service-price.ts';

const pln = (value: number) => ({ value, currency: 'PLN' });
const listed = (id: string, value: number, priceFrom = false) => ({ id, price: pln(value), priceFrom }) as Service;

const none: DraftPriceSources = {
  serviceId: 's1',
  hasSalon: false,
  slotPrice: undefined,
  salonServices: undefined,
  areaServices: undefined,
  chainService: undefined,
};

describe('draftServicePrice', () => {
  it('with a salon: the price its time came with, else its own list’s, never the area’s', () => {
    const area = [listed('s1', 110, true)];
    expect(draftServicePrice({ ...none, hasSalon: true, slotPrice: pln(130), areaServices: area })).toEqual({ price: pln(130), priceFrom: false });
    expect(draftServicePrice({ ...none, hasSalon: true, salonServices: [listed('s2', 90), listed('s1', 130)], areaServices: area })).toEqual({
      price: pln(130),
      priceFrom: false,
    });
    // The salon's list has not arrived yet: nothing rather than a price it does not charge.
    expect(draftServicePrice({ ...none, hasSalon: true, areaServices: area })).toBeNull();
  });

  it('without a salon: the area’s price with its “from”, else the chain’s', () => {
    expect(draftServicePrice({ ...none, areaServices: [listed('s1', 110, true)] })).toEqual({ price: pln(110), priceFrom: true });
    expect(draftServicePrice({ ...none, chainService: { price: pln(100), priceFrom: true } })).toEqual({ price: pln(100), priceFrom: true });
    expect(draftServicePrice(none)).toBeNull();
  });
});
