/** A reCAPTCHA token for a code request (src/lib/captcha.ts), absent when captcha is off. */
export interface WithCaptcha {
  captcha?: { token: string; action: string };
}
