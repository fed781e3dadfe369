import { SHARED_SINGLETONS, createSharedConfig } from './shared-singletons.ts';

const deps = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'styled-components': '6.6.0',
  '@reduxjs/toolkit': '2.14.0',
  'react-redux': '9.3.1',
  i18next: '26.7.2',
  'react-i18next': '17.1.13',
  '@salon/platform': '0.1.0',
};

describe('createSharedConfig', () => {
  it('shares every singleton, never eagerly, at the version the app declares', () => {
    const shared = createSharedConfig({ dependencies: deps });
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.eager).toBe(false);
    }
    expect(shared['react-router'].requiredVersion).toBe('7.18.5');
  });

  it('shares react-router as the subset the apps use, at the installed package version', () => {
    const shared = createSharedConfig({ dependencies: deps });
    expect(shared['react-router'].import).toBe('@salon/build/react-router-subset');
    expect(shared['react-router'].version).toMatch(/^7\.\d+\.\d+$/);
    expect(shared.react.import).toBeUndefined();
  });

  it('shares the react/ and react-dom/ subpaths at the package version', () => {
    const shared = createSharedConfig({ dependencies: deps });
    expect(shared['react/'].requiredVersion).toBe('19.3.1');
    expect(shared['react-dom/'].requiredVersion).toBe('19.3.1');
  });

  it('refuses an app that does not declare a singleton it would share', () => {
    const { i18next: _missing, ...withoutI18next } = deps;
    expect(() => createSharedConfig({ dependencies: withoutI18next })).toThrow(/i18next is a shared singleton/);
  });
});
