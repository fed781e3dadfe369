import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { loadRemoteModule } from '@salon/platform';
import { RemoteModule } from './remote-module.tsx';
import { renderWithUi } from './testing.ts';

jest.mock('@salon/platform', () => ({ ...jest.requireActual('@salon/platform'), loadRemoteModule: jest.fn() }));

beforeAll(() => initI18n());

function Card({ name }: { name: string }) {
  return <p>Karta {name}</p>;
}

it('renders the exposed module with its props once it has loaded', async () => {
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: Card });
  renderWithUi(<RemoteModule remote="booking" module="./VisitCard" props={{ name: 'wizyty' }} failedMessage="Nie udało się" />);
  expect(await screen.findByText('Karta wizyty')).toBeInTheDocument();
  expect(loadRemoteModule).toHaveBeenCalledWith('booking', './VisitCard');
});

it('says what failed with a retry, and the retry loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Card });
  renderWithUi(<RemoteModule remote="booking" module="./VisitCard" props={{ name: 'wizyty' }} failedMessage="Nie udało się wyświetlić wizyty." />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wyświetlić wizyty.');
  await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
  expect(await screen.findByText('Karta wizyty')).toBeInTheDocument();
  expect(loadRemoteModule).toHaveBeenCalledTimes(2);
});
