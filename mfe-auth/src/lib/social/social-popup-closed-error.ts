/**
 * The customer closed the provider's window (or dismissed its prompt) without signing in.
 * The stages ignore it: they stay where they are and say nothing (spec part 1, section 8).
 */
export class SocialPopupClosedError extends Error {
  constructor(provider: 'google' | 'apple') {
    super(`the ${provider} sign-in window was closed`);
    this.name = 'SocialPopupClosedError';
  }
}
