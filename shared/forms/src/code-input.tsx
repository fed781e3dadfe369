import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_NAMESPACE } from './messages.ts';
import styled, { css } from 'styled-components';
import { VERIFICATION_CODE_LENGTH } from './rules.ts';
import { Spinner, VisuallyHidden } from '@salon/ui';
import { GroupError } from './fieldset.tsx';

export type CodeInputStatus = 'idle' | 'progress' | 'error' | 'success';

export interface CodeInputProps {
  /** The digits typed so far (the cells joined; an emptied middle cell shortens it). */
  value: string;
  onChange(value: string): void;
  /** Called with the 4 digits whenever an edit or a paste fills the last empty cell. */
  onComplete?(code: string): void;
  /** `progress` while the code is checked (cells read-only, a spinner); `error` marks the cells invalid. */
  status?: CodeInputStatus;
  /** The visible label of the group of cells ("Kod z SMS-a"). */
  label: string;
  /** Shown below the cells and announced at once; the cells point to it. */
  errorMessage?: string | null;
  disabled?: boolean;
  /** Focuses the first cell on mount (spec part 2: code inputs are autofocused). */
  autoFocus?: boolean;
  /** The first cell's id, for a `<label htmlFor>` or a focus target elsewhere. */
  id?: string;
}

const CELLS = VERIFICATION_CODE_LENGTH;
/** A paste counts only if it ends with the code (spec: "paste accepted only if it ends with 4 digits"). */
const PASTED_CODE = new RegExp(`(\\d{${CELLS}})$`);

const cellsOf = (value: string): string[] => {
  const digits = value.replace(/\D/g, '').slice(0, CELLS);
  return Array.from({ length: CELLS }, (_, index) => digits[index] ?? '');
};

/** The code at the end of a pasted (or autofilled) text, or null when it does not end with one. */
export function codeFromPaste(text: string): string | null {
  return PASTED_CODE.exec(text.trim())?.[1] ?? null;
}

/**
 * The 4-cell verification code input of the auth dialog (spec part 1, section 2 "Code
 * input"): one digit per cell, typing moves forward, Backspace clears and moves back,
 * the arrows move, a paste (or the phone's one-time-code autofill) fills every cell when
 * it ends with 4 digits, and a full code completes by itself. The cells form a group
 * named by the visible label, each cell is "Cyfra n z 4", and the error message below
 * is an alert the cells are described by.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  status = 'idle',
  label,
  errorMessage,
  disabled = false,
  autoFocus = false,
  id,
}: CodeInputProps) {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  // Cells are kept here so that clearing a middle cell leaves a gap where it was; the
  // parent's `value` still wins whenever it says something else (a reset to '').
  const [cells, setCells] = useState(() => cellsOf(value));
  const joined = value.replace(/\D/g, '').slice(0, CELLS);
  if (cells.join('') !== joined) setCells(cellsOf(joined));

  // Whether typing has already started a fresh code since the last refusal.
  const restartedAfterError = useRef(false);
  useEffect(() => {
    if (status === 'error') restartedAfterError.current = false;
  }, [status]);

  const busy = status === 'progress';
  const locked = busy || disabled;
  const invalid = status === 'error' || Boolean(errorMessage);

  const focusCell = (index: number) => {
    const cell = refs.current[Math.max(0, Math.min(CELLS - 1, index))];
    cell?.focus();
    cell?.select();
  };

  const commit = (next: string[]) => {
    setCells(next);
    const code = next.join('');
    onChange(code);
    if (next.every(Boolean)) onComplete?.(code);
  };

  const fillAll = (code: string) => {
    commit(code.split(''));
    focusCell(CELLS - 1);
  };

  const setCell = (index: number, digit: string) => {
    // A refused code is typed anew: the first digit starts a fresh code in the first cell.
    // Otherwise retyping over the four refused digits would complete (and check) the code
    // at every keystroke and spend the few attempts the API allows.
    // Once per refusal: the next keystrokes may arrive before the parent re-renders
    // without the error, and must go on filling the fresh code.
    if (digit && status === 'error' && !restartedAfterError.current) {
      restartedAfterError.current = true;
      commit([digit, ...Array<string>(CELLS - 1).fill('')]);
      focusCell(1);
      return;
    }
    const next = [...cells];
    next[index] = digit;
    commit(next);
    if (digit && index < CELLS - 1) focusCell(index + 1);
  };

  const onCellChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (locked) return;
    const raw = event.target.value;
    const previous = cells[index] ?? '';
    if (raw === '') {
      setCell(index, '');
      return;
    }
    // Typed with the caret beside the old digit: the new one is the other character.
    const typed = raw.length === 2 && previous && raw.includes(previous) ? raw.replace(previous, '') : raw;
    if (typed.length === 1) {
      if (/^\d$/.test(typed)) setCell(index, typed);
      return;
    }
    // Several characters at once: the phone's one-time-code autofill, or a drop.
    const code = codeFromPaste(raw);
    if (code) fillAll(code);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (locked) return;
    const code = codeFromPaste(event.clipboardData.getData('text'));
    if (code) fillAll(code);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (locked) return;
        // A filled cell is cleared and the caret goes back; from an empty cell the previous digit goes.
        const target = cells[index] ? index : index - 1;
        if (target < 0) return;
        const next = [...cells];
        next[target] = '';
        commit(next);
        focusCell(Math.max(0, index - 1));
        return;
      }
      case 'Delete':
        event.preventDefault();
        if (!locked && cells[index]) setCell(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusCell(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusCell(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusCell(0);
        return;
      case 'End':
        event.preventDefault();
        focusCell(CELLS - 1);
        return;
      default:
        // A digit key is taken here rather than from the change event: typing the digit a
        // cell already holds changes nothing in the input, so no change event would come
        // and the caret would not move on. Virtual keyboards that send no key name still
        // go through onCellChange.
        if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          if (!locked) setCell(index, event.key);
        }
    }
  };

  return (
    <Wrapper>
      <Label id={labelId}>{label}</Label>
      <Row>
        <Cells
          role="group"
          aria-labelledby={labelId}
          aria-describedby={errorMessage ? errorId : undefined}
          aria-busy={busy || undefined}
        >
          {cells.map((digit, index) => (
            <Cell
              // The cells never move: the position is their identity.
              key={index}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={index === 0 ? id : undefined}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              autoFocus={autoFocus && index === 0}
              aria-label={t('codeInput.digit', { index: index + 1, count: CELLS })}
              aria-invalid={invalid || undefined}
              aria-describedby={errorMessage ? errorId : undefined}
              value={digit}
              readOnly={busy}
              disabled={disabled}
              $status={invalid ? 'error' : status}
              onChange={onCellChange(index)}
              onPaste={onPaste}
              onKeyDown={onKeyDown(index)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </Cells>
        {busy && <Spinner size="sm" label={t('codeInput.checking')} />}
        {status === 'success' && <VisuallyHidden role="status">{t('codeInput.accepted')}</VisuallyHidden>}
      </Row>
      {errorMessage && (
        <GroupError id={errorId} role="alert">
          {errorMessage}
        </GroupError>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Cells = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const statusBorder = {
  idle: css`
    border-color: ${({ theme }) => theme.colors.borderStrong};
  `,
  progress: css`
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  `,
  error: css`
    border-color: ${({ theme }) => theme.colors.error};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.error};
  `,
  success: css`
    border-color: ${({ theme }) => theme.colors.success};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.success};
  `,
};

const Cell = styled.input<{ $status: CodeInputStatus }>`
  width: 48px;
  height: 56px;
  padding: 0;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  text-align: center;
  ${({ $status }) => statusBorder[$status]}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
