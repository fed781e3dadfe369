import { unsubscribeQuery } from './unsubscribe-page.tsx';

describe('unsubscribeQuery', () => {
  it('sends the mailing identifiers only when all three are present', () => {
    expect(unsubscribeQuery('c1', new URLSearchParams('llid=1&cid=2&uid=3'))).toEqual({
      customerId: 'c1',
      lunchListId: '1',
      emailId: '2',
      contactUid: '3',
    });
    expect(unsubscribeQuery('c1', new URLSearchParams('llid=1&cid=2'))).toEqual({ customerId: 'c1' });
    expect(unsubscribeQuery('c1', new URLSearchParams(''))).toEqual({ customerId: 'c1' });
  });
});
