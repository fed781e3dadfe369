import fp from 'fastify-plugin';
import { localPaymentsConfig, type PaymentsConfig } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createLocalProvider, type LocalPaymentProvider } from './local-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How voucher orders are paid: Stripe Checkout, or the local stand-in (development and tests). */
    paymentProvider: PaymentProvider;
  }
}

/** The local stand-in when it is the provider (its page is served then), else null. */
export function localProviderOf(provider: PaymentProvider): LocalPaymentProvider | null {
  return provider.name === 'local' ? (provider as LocalPaymentProvider) : null;
}

/**
 * Chooses the payment provider of voucher orders: the one given (tests), else Stripe
 * when configured, else the local stand-in with a secret derived from the tokens'
 * secret. The local one refuses to be made in production (readApiConfig already
 * refuses to start there without Stripe's keys).
 */
export default fp<{ payments?: PaymentsConfig; provider?: PaymentProvider; jwtSecret: string }>(
  async (app, options) => {
    const config = options.payments ?? localPaymentsConfig(options.jwtSecret);
    const now = () => app.clock.now().toJSDate();
    const { publicUrl } = app.identityConfig;
    const provider =
      options.provider ??
      (config.provider === 'stripe'
        ? createStripeProvider({ secretKey: config.secretKey, webhookSecret: config.webhookSecret, publicUrl, now })
        : createLocalProvider({ webhookSecret: config.webhookSecret, publicUrl, now }));
    app.decorate('paymentProvider', provider);
  },
  { name: 'payment-provider', dependencies: ['clock'] },
);
