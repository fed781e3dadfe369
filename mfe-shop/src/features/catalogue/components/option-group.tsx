import { useId } from 'react';
import styled from 'styled-components';
import { Fieldset, Legend } from '@salon/forms';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

export interface OptionGroupProps<V extends string | number> {
  legend: string;
  options: readonly FilterOption<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  /** Off while "vouchers only" is on (these filters describe products). */
  disabled?: boolean;
}

/** A filter of several options: a fieldset named by its legend, one checkbox per option. Nothing when there is no option. */
export function OptionGroup<V extends string | number>({ legend, options, selected, onToggle, disabled = false }: OptionGroupProps<V>) {
  const baseId = useId();
  if (options.length === 0) return null;
  return (
    <Group disabled={disabled}>
      <Legend>{legend}</Legend>
      <List>
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          return (
            <li key={option.value}>
              <Box id={id} type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
              <label htmlFor={id}>{option.label}</label>
            </li>
          );
        })}
      </List>
    </Group>
  );
}

const Group = styled(Fieldset)`
  &:disabled {
    opacity: 0.6;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    /* Every row is a 32 px target (WCAG 2.2 target size asks for 24). */
    min-height: 32px;
  }

  label {
    flex: 1;
    cursor: pointer;
  }
`;

const Box = styled.input`
  flex: none;
  width: 24px;
  height: 24px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;
