// The report's game and period: a game selector (the brand's visible games), presets (today, last
// 7 days, last 30 days) that apply at once, and a custom range applied with a button after the
// domain's check (start not after end, nothing in the future, at most REPORT_MAX_DAYS days).
import {
  presetOf,
  presetRange,
  REPORT_MAX_DAYS,
  REPORT_PRESETS,
  utcToday,
  validateDateRange,
  type DateRange,
  type DateRangeError,
} from '@bet/domain/date-range';
import type { GameKey } from '@bet/domain/games';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { TextInput } from '@bet/ui/text-input';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { up } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import { useAppSection } from '../../../lib/i18n/app-section';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};

  ${up('lg')} {
    grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const Period = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Custom = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;

  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 12rem)) max-content;
    justify-content: start;
  }

  & > button {
    grid-column: 1 / -1;

    ${up('md')} {
      grid-column: auto;
    }
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export interface ReportFiltersProps {
  readonly games: readonly GameKey[];
  readonly game: GameKey;
  readonly range: DateRange;
  readonly onGame: (game: GameKey) => void;
  readonly onRange: (range: DateRange) => void;
}

export function ReportFilters({ games, game, range, onGame, onRange }: ReportFiltersProps) {
  const t = useText();
  useAppSection('reports');
  const problemId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<DateRange>(range);
  const [problem, setProblem] = useState<DateRangeError | undefined>(undefined);
  const today = utcToday(new Date());
  const chosenPreset = presetOf(range, new Date());
  const apply = (next: DateRange) => {
    setDraft(next);
    setProblem(undefined);
    onRange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateDateRange(draft, new Date());
    setProblem(error);
    if (error === undefined) onRange(draft);
  };
  const describedBy = [hintId, problem === undefined ? '' : problemId].filter(Boolean).join(' ');
  const dateInput = (field: keyof DateRange, name: string) => (
    <FormField label={t(field === 'start' ? 'app:reports.from' : 'app:reports.to')}>
      <TextInput
        type="date"
        name={name}
        max={today}
        value={draft[field]}
        invalid={problem !== undefined}
        aria-describedby={describedBy}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      />
    </FormField>
  );
  return (
    <Form aria-label={t('app:reports.filters')} onSubmit={submit} noValidate>
      <FormField label={t('app:reports.game')}>
        <Select
          name="game"
          value={game}
          options={games.map((key) => ({ value: key, label: t(`common:games.${key}`) }))}
          onChange={(event) => onGame(event.target.value as GameKey)}
        />
      </FormField>
      <Period>
        <Legend>{t('app:reports.period')}</Legend>
        <Presets>
          {REPORT_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={chosenPreset === preset ? 'primary' : 'secondary'}
              aria-pressed={chosenPreset === preset}
              data-preset={preset}
              onClick={() => apply(presetRange(preset, new Date()))}
            >
              {t(`app:reports.presets.${preset}`)}
            </Button>
          ))}
        </Presets>
        <Custom>
          {dateInput('start', 'start_date')}
          {dateInput('end', 'end_date')}
          <Button type="submit" variant="secondary">
            {t('app:reports.show')}
          </Button>
        </Custom>
        {problem === undefined ? null : (
          <Problem id={problemId} role="alert">
            {t(`app:reports.errors.${problem}`, { days: REPORT_MAX_DAYS })}
          </Problem>
        )}
        <Hint id={hintId}>{t('app:reports.utcHint')}</Hint>
      </Period>
    </Form>
  );
}
