// Self-exclusion (issue 14): 6 months, 1 year or 5 years, confirmed twice in two distinct steps;
// it cannot be undone early. While one runs, the section says until when.
import type { SafetySettings } from '@bet/api/contract/safety-schemas';
import { SELF_EXCLUSION_CHOICES, type SelfExclusionMonths } from '@bet/domain/safety';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import * as z from 'zod';
import { FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { BlockStatus } from '../block-status';
import { SafetySection } from '../section';
import { SelectField } from '../select-field';
import { ExclusionDialog } from './exclusion-dialog';

export const EXCLUSION_LABELS = {
  6: 'safety:exclusion.sixMonths',
  12: 'safety:exclusion.oneYear',
  60: 'safety:exclusion.fiveYears',
} as const satisfies Record<SelfExclusionMonths, string>;

const schema = z.object({
  months: z.enum(SELF_EXCLUSION_CHOICES.map(String)),
});

export function ExclusionSection({ settings }: { settings: SafetySettings }) {
  const t = useText();
  const [months, setMonths] = useState<SelfExclusionMonths | null>(null);
  const form = useSchemaForm(schema, { months: '6' });
  const submit = form.handleSubmit((values) =>
    setMonths(Number(values.months) as SelfExclusionMonths),
  );
  const options = SELF_EXCLUSION_CHOICES.map((m) => ({
    value: String(m),
    label: t(EXCLUSION_LABELS[m]),
  }));
  return (
    <SafetySection
      id="exclusion"
      title={t('safety:exclusion.title')}
      intro={t('safety:exclusion.intro')}
    >
      <BlockStatus reason="exclusion" until={settings.excluded_until} />
      <FormStack
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('safety:exclusion.title')}
      >
        <SelectField
          form={form}
          name="months"
          label={t('safety:exclusion.duration')}
          options={options}
        />
        <Button type="submit" variant="danger">
          {t('safety:exclusion.start')}
        </Button>
      </FormStack>
      {months === null ? null : <ExclusionDialog months={months} onClose={() => setMonths(null)} />}
    </SafetySection>
  );
}
