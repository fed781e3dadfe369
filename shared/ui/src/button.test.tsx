import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { Button, IconButton } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import { renderWithUi } from './testing.ts';

describe('Button', () => {
  it('is a button of type "button" so it never submits a form by accident', async () => {
    const onClick = jest.fn();
    renderWithUi(<Button onClick={onClick}>Zapisz</Button>);
    const button = screen.getByRole('button', { name: 'Zapisz' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit submit type', () => {
    renderWithUi(<Button type="submit">Wyślij</Button>);
    expect(screen.getByRole('button', { name: 'Wyślij' })).toHaveAttribute('type', 'submit');
  });

  it('does not pass its style props to the DOM', () => {
    renderWithUi(
      <Button variant="secondary" size="lg" fullWidth>
        Dalej
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Dalej' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('fullWidth');
    expect(button).toHaveStyle({ width: '100%' });
  });

  it('renders a router link with `as`, navigating inside the app', async () => {
    renderWithUi(
      <Routes>
        <Route
          path="/"
          element={
            <Button as={Link} to="/rezerwacja" variant="secondary">
              Umów wizytę
            </Button>
          }
        />
        <Route path="/rezerwacja" element={<h1>Rezerwacja</h1>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Umów wizytę' });
    expect(link).toHaveAttribute('href', '/rezerwacja');
    expect(link).not.toHaveAttribute('type');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Rezerwacja' })).toBeInTheDocument();
  });

  it('renders a plain anchor for external links', () => {
    renderWithUi(
      <Button as="a" href="https://apps.apple.com/" target="_blank" rel="noreferrer" variant="ghost">
        App Store
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'App Store' });
    expect(link).toHaveAttribute('href', 'https://apps.apple.com/');
    expect(link).not.toHaveAttribute('type');
  });

  it('is not clickable when disabled', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button disabled onClick={onClick}>
        Potwierdź
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and hides the icon', () => {
    renderWithUi(
      <IconButton aria-label="Zamknij menu">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Zamknij menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
