import { authDialogOptions } from './dialog-options.ts';

describe('authDialogOptions', () => {
  it('fills in the spec defaults', () => {
    expect(authDialogOptions({})).toEqual({
      stage: 'IDENTIFICATION',
      fullScreen: false,
      closable: true,
      bottomDocked: false,
      returnPath: null,
    });
  });

  it('keeps what the caller asked for', () => {
    expect(
      authDialogOptions({ stage: 'RESET_PASSWORD', fullScreen: true, closable: false, bottomDocked: true, returnPath: '/profil/vouchery' }),
    ).toEqual({ stage: 'RESET_PASSWORD', fullScreen: true, closable: false, bottomDocked: true, returnPath: '/profil/vouchery' });
  });
});
