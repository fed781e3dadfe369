import { frenchSpacingFaults } from '@salon/contracts/french-typography';
import {
  CODE_PURPOSES,
  renderApplicationConfirmation,
  renderCodeMessage,
  renderNotice,
  renderVoucherPurchase,
  withUnsubscribeFooter,
  type Notice,
  type RenderedMessage,
} from './templates.ts';

/*
 * French typography of every outbox template (@salon/contracts/french-typography): a
 * no-break space before : ; ! ? and inside « », in the subject and the body, including
 * the lines put together from a label and a value.
 */

/** Every notice, checked complete by the compiler. */
const NOTICES = Object.keys({ PASSWORD_CHANGED: true, WELCOME: true, EMAIL_CHANGED: true } satisfies Record<Notice, true>) as Notice[];

const faultsOf = (message: RenderedMessage) => [...frenchSpacingFaults(message.subject ?? ''), ...frenchSpacingFaults(message.body)];

const application = {
  applicationId: 'A-2026-0001',
  offerName: 'Coiffeur',
  salonName: 'Warszawa Puławska',
  city: 'Warszawa',
  firstName: 'Anne',
  lastName: 'Martin',
  phone: '+48690000001',
  email: 'anne@example.com',
  message: null,
  consentFutureRecruitment: false,
  cv: { fileName: 'cv.pdf', size: 120_000, sha256: 'a'.repeat(64) },
  purgeDate: '24.11.2027',
};

describe('French outbox templates', () => {
  it.each(CODE_PURPOSES)('the code message for %s, by e-mail and by SMS', (purpose) => {
    const link = 'https://salon.example/potwierdz-email?token=abc';
    expect(faultsOf(renderCodeMessage(purpose, 'EMAIL', 'fr', { code: '123456', validMinutes: 10, link }))).toEqual([]);
    expect(faultsOf(renderCodeMessage(purpose, 'SMS', 'fr', { code: '123456', validMinutes: 10 }))).toEqual([]);
  });

  it.each(NOTICES)('the notice %s', (notice) => {
    expect(faultsOf(renderNotice(notice, 'EMAIL', 'fr'))).toEqual([]);
  });

  it('the unsubscribe footer', () => {
    expect(frenchSpacingFaults(withUnsubscribeFooter('Bonjour', 'fr', 'https://salon.example/wypisz?t=abc'))).toEqual([]);
  });

  it('the confirmation of a job application, with the offer in « »', () => {
    const message = renderApplicationConfirmation('fr', application);
    expect(message.body).toContain('«\u00a0Coiffeur\u00a0»');
    expect(faultsOf(message)).toEqual([]);
  });

  it('the e-mail of a paid voucher, whose lines are a label and a value', () => {
    const message = renderVoucherPurchase('fr', {
      orderId: 'Z-2026-0001',
      voucherName: 'Carnet\u00a0: 5 × coupe',
      entries: 5,
      amount: 50_000,
      vouchersLink: 'https://salon.example/profil/vouchery',
    });
    expect(message.body).toContain('Visites incluses\u00a0: 5');
    expect(faultsOf(message)).toEqual([]);
  });

  it('leaves Polish and English as they are: no space before a colon', () => {
    const pl = renderVoucherPurchase('pl', { orderId: 'Z-1', voucherName: 'Karnet', entries: 5, amount: 50_000, vouchersLink: 'https://salon.example' });
    const en = renderVoucherPurchase('en', { orderId: 'Z-1', voucherName: 'Pass', entries: 5, amount: 50_000, vouchersLink: 'https://salon.example' });
    expect(pl.body).toContain('Liczba wizyt: 5');
    expect(en.body).toContain('Visits included: 5');
  });
});
