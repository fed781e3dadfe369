import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '@salon/i18n';
import { setCurrentLanguage } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import './messages.ts';
import { CodeInput, codeFromPaste, type CodeInputProps } from './code-input.tsx';

type HarnessProps = Partial<Omit<CodeInputProps, 'value' | 'onChange'>> & { initial?: string; onChange?: jest.Mock };

/** The input as a stage holds it: the value in state, reset from outside by a button. */
function Harness({ initial = '', onChange, label = 'Kod z SMS-a', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput
        {...props}
        label={label}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

function renderInput(props: HarnessProps = {}) {
  const onComplete = jest.fn();
  const onChange = jest.fn();
  renderWithUi(<Harness onComplete={onComplete} onChange={onChange} {...props} />);
  return { onComplete, onChange, user: userEvent.setup() };
}

const cell = (n: number) => screen.getByRole('textbox', { name: `Cyfra ${n} z 4` });
const cells = () => [1, 2, 3, 4].map(cell);
const shown = () => cells().map((input) => (input as HTMLInputElement).value);
const value = () => screen.getByTestId('value').textContent;

beforeAll(() => initI18n());
afterEach(() => act(() => setCurrentLanguage('pl')));

describe('CodeInput', () => {
  it('is a group of 4 numeric cells named by its visible label', () => {
    renderInput({ id: 'sms-code' });
    const group = screen.getByRole('group', { name: 'Kod z SMS-a' });
    expect(group).toBeInTheDocument();
    expect(screen.getByText('Kod z SMS-a')).toBeVisible();
    expect(cells()).toHaveLength(4);
    for (const input of cells()) {
      expect(group).toContainElement(input);
      expect(input).toHaveAttribute('inputmode', 'numeric');
    }
    expect(cell(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(cell(1)).toHaveAttribute('id', 'sms-code');
    expect(cell(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('names the cells in English and French too', async () => {
    renderInput();
    act(() => setCurrentLanguage('en'));
    expect(await screen.findByRole('textbox', { name: 'Digit 3 of 4' })).toBeInTheDocument();
    act(() => setCurrentLanguage('fr'));
    expect(await screen.findByRole('textbox', { name: 'Chiffre 3 sur 4' })).toBeInTheDocument();
  });

  it('moves forward as digits are typed and completes once, with the code, when full', async () => {
    const { user, onComplete, onChange } = renderInput();
    await user.click(cell(1));
    await user.keyboard('12');
    expect(cell(3)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('34');
    expect(shown()).toEqual(['1', '2', '3', '4']);
    expect(value()).toBe('1234');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('takes digits only', async () => {
    const { user, onChange } = renderInput();
    await user.click(cell(1));
    await user.keyboard('a-. ');
    expect(shown()).toEqual(['', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
    expect(cell(1)).toHaveFocus();
  });

  it('replaces the digit of a filled cell when typed over', async () => {
    const { user, onComplete } = renderInput({ initial: '1234' });
    await user.click(cell(2));
    await user.keyboard('9');
    expect(shown()).toEqual(['1', '9', '3', '4']);
    // A corrected code is a new attempt.
    expect(onComplete).toHaveBeenCalledWith('1934');
  });

  it('accepts a paste that ends with 4 digits, taking the last 4, and completes', async () => {
    const { user, onComplete } = renderInput();
    await user.click(cell(1));
    await user.paste('Twój kod: 98 7654');
    expect(shown()).toEqual(['7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('7654');
    expect(cell(4)).toHaveFocus();
  });

  it('ignores a paste that does not end with 4 digits', async () => {
    const { user, onChange, onComplete } = renderInput();
    await user.click(cell(2));
    await user.paste('1234 to Twój kod');
    await user.paste('123');
    expect(shown()).toEqual(['', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('fills every cell from the phone’s one-time-code autofill into the first cell', () => {
    const { onComplete } = renderInput();
    // Autofill sets the whole code at once, as one change of the first cell.
    fireEvent.change(cell(1), { target: { value: '4321' } });
    expect(shown()).toEqual(['4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('4321');
  });

  it('clears with Backspace and moves back, one digit per press', async () => {
    const { user } = renderInput();
    await user.click(cell(1));
    await user.keyboard('1234');
    expect(cell(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(shown()).toEqual(['1', '2', '3', '']);
    expect(cell(3)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(shown()).toEqual(['1', '', '', '']);
    expect(cell(1)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(shown()).toEqual(['', '', '', '']);
    expect(value()).toBe('');
  });

  it('from an empty cell, Backspace clears the previous digit', async () => {
    const { user } = renderInput({ initial: '12' });
    await user.click(cell(3));
    await user.keyboard('{Backspace}');
    expect(shown()).toEqual(['1', '', '', '']);
    expect(cell(2)).toHaveFocus();
  });

  it('moves with the arrow keys without changing anything', async () => {
    const { user, onChange } = renderInput({ initial: '12' });
    await user.click(cell(2));
    await user.keyboard('{ArrowRight}');
    expect(cell(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(cell(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(4)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(4)).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a cleared middle cell empty in its place', async () => {
    const { user, onComplete } = renderInput({ initial: '1234' });
    await user.click(cell(2));
    await user.keyboard('{Delete}');
    expect(shown()).toEqual(['1', '', '3', '4']);
    await user.click(cell(2));
    await user.keyboard('5');
    expect(shown()).toEqual(['1', '5', '3', '4']);
    expect(onComplete).toHaveBeenCalledWith('1534');
  });

  it('follows the parent when it resets the value', async () => {
    const { user } = renderInput({ initial: '1234' });
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(shown()).toEqual(['', '', '', '']);
  });

  it('focuses the first cell when asked to', () => {
    renderInput({ autoFocus: true });
    expect(cell(1)).toHaveFocus();
  });

  it('while in progress: busy, read-only, with a spinner', async () => {
    const { user, onChange } = renderInput({ initial: '1234', status: 'progress' });
    expect(screen.getByRole('group', { name: 'Kod z SMS-a' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Sprawdzamy kod…').closest('[role="status"]')).toBeInTheDocument();
    await user.click(cell(2));
    await user.keyboard('{Backspace}9');
    await user.paste('5555');
    expect(shown()).toEqual(['1', '2', '3', '4']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('in error: cells invalid and described by the message, which is an alert', () => {
    renderInput({ initial: '1234', status: 'error', errorMessage: 'Kod jest nieprawidłowy.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Kod jest nieprawidłowy.');
    for (const input of cells()) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Kod jest nieprawidłowy.');
    }
    expect(screen.getByRole('group', { name: 'Kod z SMS-a' })).toHaveAccessibleDescription('Kod jest nieprawidłowy.');
  });

  it('typing over a cell the digit it already holds moves on (no change event in a browser)', async () => {
    const { user, onComplete } = renderInput({ initial: '1234' });
    await user.click(cell(1));
    await user.keyboard('1');
    expect(cell(2)).toHaveFocus();
    await user.keyboard('999');
    expect(shown()).toEqual(['1', '9', '9', '9']);
    expect(onComplete).toHaveBeenLastCalledWith('1999');
  });

  it('in error: typing starts a fresh code, checked once when full again', async () => {
    const { user, onComplete } = renderInput({ initial: '1234', status: 'error', errorMessage: 'Kod jest nieprawidłowy.' });
    await user.click(cell(1));
    await user.keyboard('5');
    expect(shown()).toEqual(['5', '', '', '']);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('in error: the whole code typed anew is checked once, as a stage clearing its error on edit does', async () => {
    const onComplete = jest.fn();
    function Stage() {
      const [value, setValue] = useState('1234');
      const [failed, setFailed] = useState(true);
      return (
        <CodeInput
          label="Kod z SMS-a"
          value={value}
          status={failed ? 'error' : 'idle'}
          errorMessage={failed ? 'Kod jest nieprawidłowy.' : null}
          onChange={(next) => {
            setValue(next);
            setFailed(false);
          }}
          onComplete={onComplete}
        />
      );
    }
    renderWithUi(<Stage />);
    const user = userEvent.setup();
    await user.click(cell(1));
    await user.keyboard('6581');
    expect(shown()).toEqual(['6', '5', '8', '1']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('6581');
  });

  it('when idle: nothing invalid, no alert', () => {
    renderInput({ initial: '12' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cell(1)).not.toHaveAttribute('aria-invalid');
    expect(cell(1)).not.toHaveAttribute('aria-describedby');
  });

  it('on success says so politely', () => {
    renderInput({ initial: '1234', status: 'success' });
    expect(screen.getByText('Kod poprawny')).toHaveAttribute('role', 'status');
    expect(cell(1)).not.toHaveAttribute('aria-invalid');
  });

  it('disabled: the cells are disabled', () => {
    renderInput({ disabled: true });
    for (const input of cells()) expect(input).toBeDisabled();
  });
});

describe('codeFromPaste', () => {
  it.each([
    ['1234', '1234'],
    [' 1234 ', '1234'],
    ['kod 991234', '1234'],
    ['12345', '2345'],
    ['1234x', null],
    ['123', null],
    ['12 34', null],
    ['', null],
  ])('%j → %j', (text, code) => {
    expect(codeFromPaste(text)).toBe(code);
  });
});
