import federationSdk from './federation-sdk.cjs';

const { FEDERATION_SDK_GLOBALS, provideFederationSdk } = federationSdk;

const globals = globalThis as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of Object.values(FEDERATION_SDK_GLOBALS)) delete globals[name];
});

it('leaves each library the remotes take from the page on the global their builds read', () => {
  provideFederationSdk();
  for (const [request, name] of Object.entries(FEDERATION_SDK_GLOBALS)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build, the copy the shell's runtime uses
    expect(globals[name]).toBe(require(request));
  }
  expect(typeof (globals.__SALON_FEDERATION_SDK__ as { isBrowserEnv?: unknown }).isBrowserEnv).toBe('function');
});

it('keeps what is there already', () => {
  const earlier = {};
  globals.__SALON_FEDERATION_SDK__ = earlier;
  provideFederationSdk();
  expect(globals.__SALON_FEDERATION_SDK__).toBe(earlier);
});
