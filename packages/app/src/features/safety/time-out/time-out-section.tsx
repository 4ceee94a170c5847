// Time-out (issue 14): 24 hours, 1 week, 1 month or a custom 1 to 42 days, confirmed in a dialog
// that gives the end. While one runs, the section says until when.
import type { SafetySettings } from '@bet/api/contract/safety-schemas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import { TextField } from '../../../lib/forms/form-fields';
import { FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { timeOutDays, timeOutFormSchema } from '../safety-schemas';
import { SafetySection } from '../section';
import { SelectField } from '../select-field';
import { BlockStatus } from '../block-status';
import { TimeOutDialog } from './time-out-dialog';

const LABELS = {
  '1': 'safety:timeOut.day',
  '7': 'safety:timeOut.week',
  '30': 'safety:timeOut.month',
  custom: 'safety:timeOut.custom',
} as const;

export function TimeOutSection({ settings }: { settings: SafetySettings }) {
  const t = useText();
  const [days, setDays] = useState<number | null>(null);
  const form = useSchemaForm(timeOutFormSchema, { choice: '1', days: '' });
  const custom = form.watch('choice') === 'custom';
  const submit = form.handleSubmit((values) => setDays(timeOutDays(values)));
  const options = Object.entries(LABELS).map(([value, key]) => ({ value, label: t(key) }));
  return (
    <SafetySection
      id="time-out"
      title={t('safety:timeOut.title')}
      intro={t('safety:timeOut.intro')}
    >
      <BlockStatus reason="timeOut" until={settings.time_out_until} />
      <FormStack
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('safety:timeOut.title')}
      >
        <SelectField
          form={form}
          name="choice"
          label={t('safety:timeOut.duration')}
          options={options}
        />
        {custom ? (
          <TextField
            form={form}
            name="days"
            label={t('safety:timeOut.days')}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        <Button type="submit">{t('safety:timeOut.start')}</Button>
      </FormStack>
      {days === null ? null : <TimeOutDialog days={days} onClose={() => setDays(null)} />}
    </SafetySection>
  );
}
