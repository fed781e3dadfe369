import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { object } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import { initI18n } from '@salon/i18n';
import { Button } from '@salon/ui';
import { renderWithUi } from '@salon/ui/testing';
import { CheckboxField } from './checkbox-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { consent, email, messageText, password, repeatPassword, required, strongPhone } from './rules.ts';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';
import type * as PlatformTesting from '@salon/i18n/testing';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

beforeAll(() => initI18n());
afterEach(() => act(() => i18next.changeLanguage('pl')));

function renderForm(
  initialValues: Record<string, unknown>,
  schema: ObjectSchema<AnyObject>,
  children: ReactNode,
  onSubmit = jest.fn(),
) {
  renderWithUi(
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        {children}
        <Button type="submit">Wyślij</Button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));

describe('TextField', () => {
  it('links the label to the input and shows no error before it is touched', () => {
    renderForm({ email: '' }, object({ email: email() }), <TextField name="email" label="E-mail" type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the translated error on blur, linked to the input', async () => {
    renderForm({ email: '' }, object({ email: email() }), <TextField name="email" label="E-mail" type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'anna@');
    await userEvent.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('To nie jest poprawny adres email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('To nie jest poprawny adres email');
  });

  it('shows "required" on submit, then clears the error once fixed', async () => {
    const onSubmit = renderForm(
      { phone: '' },
      object({ phone: strongPhone() }),
      <TextField name="phone" label="Telefon" type="tel" placeholder="123 456 789" />,
    );
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('To pole jest wymagane');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '+48 600 100 200');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '+48 600 100 200' });
  });

  it('refuses a number the API refuses, with the phone message, and does not submit', async () => {
    const onSubmit = renderForm({ phone: '' }, object({ phone: strongPhone() }), <TextField name="phone" label="Telefon" type="tel" />);
    // The right format, but no Polish number starts with 10 (decision 0029).
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '100 000 000');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('To nie jest poprawny numer telefonu');
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('switches the error language with the page', async () => {
    renderForm({ name: '' }, object({ name: required() }), <TextField name="name" label="Imię" />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('To pole jest wymagane');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });

  it('shows and hides a password with a labelled toggle', async () => {
    renderForm({ password: '' }, object({ password: password() }), <TextField name="password" label="Hasło" type="password" />);
    const input = screen.getByLabelText('Hasło');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ukryj hasło' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('renders read-only and with a hint in the description', () => {
    renderForm(
      { lastName: 'Kowalska' },
      object({ lastName: required() }),
      <TextField name="lastName" label="Nazwisko" readOnly hint="Z konta Google" />,
    );
    const input = screen.getByRole('textbox', { name: 'Nazwisko' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('Kowalska');
    expect(input).toHaveAccessibleDescription('Z konta Google');
  });

  it('says "required" for an empty repeat password and "identical" for a different one', async () => {
    renderForm(
      { password: '', repeatPassword: '' },
      object({ password: password(), repeatPassword: repeatPassword() }),
      <>
        <TextField name="password" label="Hasło" type="password" />
        <TextField name="repeatPassword" label="Powtórz hasło" type="password" />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Hasło'), 'Abcdef1!');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('To pole jest wymagane');
    await userEvent.type(screen.getByLabelText('Powtórz hasło'), 'Abcdef1?');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Hasła muszą być identyczne'));
  });
});

describe('CheckboxField', () => {
  it('is a labelled checkbox bound to a boolean, with its error', async () => {
    const onSubmit = renderForm(
      { terms: false },
      object({ terms: consent() }),
      <CheckboxField name="terms" label="Akceptuję regulamin" />,
    );
    await submit();
    const checkbox = screen.getByRole('checkbox', { name: 'Akceptuję regulamin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('To pole jest wymagane');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByText('Akceptuję regulamin'));
    expect(checkbox).toBeChecked();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ terms: true });
  });
});

describe('SelectField', () => {
  it('is a labelled select with a placeholder option', async () => {
    renderForm(
      { sex: '' },
      object({ sex: required() }),
      <SelectField
        name="sex"
        label="Płeć"
        placeholder="Wybierz"
        options={[
          { value: 'F', label: 'Kobieta' },
          { value: 'M', label: 'Mężczyzna' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Płeć' });
    expect(select).toHaveValue('');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('To pole jest wymagane');
    await userEvent.selectOptions(select, 'Kobieta');
    expect(select).toHaveValue('F');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('TextAreaField', () => {
  it('counts characters and limits the length', async () => {
    renderForm({ message: '' }, object({ message: messageText() }), <TextAreaField name="message" label="Wiadomość" />);
    const textarea = screen.getByRole('textbox', { name: 'Wiadomość' });
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAttribute('maxlength', '5000');
    await userEvent.type(textarea, 'Dzień dobry');
    expect(textarea).toHaveAccessibleDescription('11 z 5000 znaków');
  });
});

describe('PasswordChecklist', () => {
  it('says in words which requirements are met', () => {
    renderWithUi(<PasswordChecklist value="abcdefgh" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'co najmniej 8 znaków (spełnione)',
      'małą literę (spełnione)',
      'wielką literę (niespełnione)',
      'cyfrę (niespełnione)',
      'znak specjalny (niespełnione)',
    ]);
  });
});
