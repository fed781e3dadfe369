import { useId, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { IconButton } from './button.tsx';
import { CloseIcon } from './icons.tsx';

/** The words of a search box, in the reader's language (the remote's copy). */
export interface SearchBoxLabels {
  /** Names the search landmark ("Salon search"). */
  landmark: string;
  /** The field's visible label. */
  label: string;
  placeholder: string;
  /** The clear button's accessible name. */
  clear: string;
  /** A line under the field: what the search matches. */
  hint: string;
}

export interface SearchBoxProps {
  labels: SearchBoxLabels;
  value: string;
  onChange: (value: string) => void;
  /** The input, for whoever returns focus to it (the empty message's "clear search"). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A free-text search over a list on the page (the salons, the job offers): a labelled search
 * field filtering as the visitor types, and a clear control shown while there is text,
 * which empties the field and puts the focus back in it. Enter submits nothing: the
 * list is already filtered.
 */
export function SearchBox({ labels, value, onChange, inputRef }: SearchBoxProps) {
  const inputId = useId();
  const hintId = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;

  const clear = () => {
    onChange('');
    input.current?.focus();
  };

  return (
    <Form role="search" aria-label={labels.landmark} onSubmit={(event) => event.preventDefault()}>
      <Label htmlFor={inputId}>{labels.label}</Label>
      <Field>
        <Input
          ref={input}
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={labels.placeholder}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
        />
        {value !== '' && (
          <ClearButton aria-label={labels.clear} size="sm" onClick={clear}>
            <CloseIcon size={18} />
          </ClearButton>
        )}
      </Field>
      <Hint id={hintId}>{labels.hint}</Hint>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 560px;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} 52px ${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* One clear control, ours: the browser's own would be a second, unlabelled one. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const ClearButton = styled(IconButton)`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
