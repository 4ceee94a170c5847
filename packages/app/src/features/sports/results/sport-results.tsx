// The results of one sport (spec section 2, /results/{sport}): a day filter, then the finished
// matches grouped by day, newest first, loading the next page near the end of the list (spec
// section 9), with loading, empty and error ('failures to load results', spec section 8) states.
import { utcToday, validateDay } from '@bet/domain/date-range';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { InfiniteScrollTrigger } from '@bet/ui/infinite-scroll-trigger';
import { MatchRowSkeleton } from '@bet/ui/match-row';
import { Skeleton } from '@bet/ui/skeleton';
import { TextInput } from '@bet/ui/text-input';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { InlineError } from '../../../lib/ui/inline-error';
import { QueryView } from '../../../lib/ui/query-view';
import { groupResultsByDay } from './group-results';
import { ResultCard } from './result-card';
import { useResults, type ResultsGame } from './results-query';
import { useAppSection } from '../../../lib/i18n/app-section';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Filter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 0 1 16rem;
    min-width: 0;
  }
`;

const ClearSlot = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  min-height: calc(44px + ${({ theme }) => theme.typography.fontSize.sm} * 1.5 + 4px);
  /* Level with the 44 px input, below the field's label. */
  padding-top: calc(${({ theme }) => theme.typography.fontSize.sm} * 1.5 + 4px);
`;

const Day = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  /* Weekdays are lower case in some languages (pt, es): a heading starts with a capital. */
  h2::first-letter {
    text-transform: uppercase;
  }
`;

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;

// Each MatchRow draws its own bottom line, the last one closing the box.
const List = styled.ul`
  margin: 0;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-bottom: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;
`;

function ResultsSkeleton() {
  return (
    <Days>
      <Skeleton width="10rem" />
      <List>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <MatchRowSkeleton odds={1} />
          </li>
        ))}
      </List>
    </Days>
  );
}

function DayFilter({ onChange }: { onChange: (date: string | null) => void }) {
  const text = useText();
  useAppSection('results');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const today = utcToday(new Date());
  const choose = (next: string) => {
    setValue(next);
    if (next === '') {
      setError(undefined);
      onChange(null);
      return;
    }
    const problem = validateDay(next, new Date());
    setError(problem === undefined ? undefined : text(`app:results.errors.${problem}`));
    if (problem === undefined) onChange(next);
  };
  return (
    <Filter>
      <FormField label={text('app:results.date')} hint={text('app:results.utcHint')} error={error}>
        <TextInput
          type="date"
          name="date"
          max={today}
          value={value}
          onChange={(event) => choose(event.target.value)}
        />
      </FormField>
      {value === '' ? null : (
        <ClearSlot>
          <Button variant="secondary" onClick={() => choose('')}>
            {text('app:results.allDates')}
          </Button>
        </ClearSlot>
      )}
    </Filter>
  );
}

export function SportResults({ sport }: { sport: ResultsGame }) {
  const t = useText();
  useAppSection('results');
  const [date, setDate] = useState<string | null>(null);
  const results = useResults(sport, date);
  // A failed next page keeps the loaded ones on screen, with its own retry below them.
  const firstPage = { ...results, isError: results.isError && !results.isFetchNextPageError };
  return (
    <Layout>
      <DayFilter onChange={setDate} />
      <QueryView
        query={firstPage}
        placeholder={<ResultsSkeleton />}
        errorText={t('errors:loadResultsFailed')}
        emptyText={t(date === null ? 'app:results.empty' : 'app:results.emptyOnDay')}
        isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      >
        {(data) => (
          <Days>
            {groupResultsByDay(data.pages).map(({ day, results: matches }) => (
              <Day key={day} aria-labelledby={`results-${day}`}>
                <h2 id={`results-${day}`}>
                  <FormattedDate value={`${day}T12:00:00Z`} pattern="EEEE, PP" />
                </h2>
                <List>
                  {matches.map((result) => (
                    <li key={result.match_id}>
                      <ResultCard result={result} />
                    </li>
                  ))}
                </List>
              </Day>
            ))}
            {results.isFetchNextPageError ? (
              <InlineError
                message={t('errors:loadResultsFailed')}
                onRetry={() => void results.fetchNextPage()}
              />
            ) : (
              <InfiniteScrollTrigger
                onLoadMore={() => void results.fetchNextPage()}
                loading={results.isFetchingNextPage}
                hasMore={results.hasNextPage}
              />
            )}
          </Days>
        )}
      </QueryView>
    </Layout>
  );
}
