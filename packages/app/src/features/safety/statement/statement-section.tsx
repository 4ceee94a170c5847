// The activity statement (issue 14): deposits, withdrawals, stakes, returns and net between two
// days (whole UTC days, both included), from the ledger through safety.statement.
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, Row } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { SafetySection } from '../section';
import { defaultPeriod, statementFormSchema, type StatementPeriod } from './statement-schema';
import { StatementView } from './statement-view';

export function StatementSection() {
  const t = useText();
  const [period, setPeriod] = useState<StatementPeriod | null>(null);
  const form = useSchemaForm(statementFormSchema, defaultPeriod(new Date()));
  const statement = useQuery({
    ...endpointQuery('safety.statement', { query: period ?? defaultPeriod(new Date()) }),
    enabled: period !== null,
  });
  const submit = form.handleSubmit((values) => setPeriod(values));
  return (
    <SafetySection id="statement" title={t('safety:statement.title')}>
      <FormStack
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('safety:statement.title')}
      >
        <Row>
          <TextField form={form} name="from" label={t('safety:statement.from')} type="date" />
          <TextField form={form} name="to" label={t('safety:statement.to')} type="date" />
        </Row>
        <FormAlert message={statement.isError ? errorMessage(t, statement.error) : null} />
        <Button type="submit" loading={statement.isFetching} disabled={statement.isFetching}>
          {t('safety:statement.show')}
        </Button>
      </FormStack>
      {statement.data ? <StatementView statement={statement.data} /> : null}
    </SafetySection>
  );
}
