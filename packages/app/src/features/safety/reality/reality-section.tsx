// The reality-check interval (issue 14): off, or one of @bet/domain's intervals (15 to 120
// minutes), saved with safety.setRealityCheck; the shell's gate then reminds the member.
import type { SafetySettings } from '@bet/api/contract/safety-schemas';
import { REALITY_CHECK_CHOICES } from '@bet/domain/safety';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useToast } from '@bet/ui/toast';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { SafetySection } from '../section';
import { SelectField } from '../select-field';

const OFF = 'off';
const schema = z.object({
  minutes: z.enum([OFF, ...REALITY_CHECK_CHOICES.map(String)]),
});

export function RealitySection({ settings }: { settings: SafetySettings }) {
  const t = useText();
  const toast = useToast();
  const current = settings.reality_check_minutes;
  const form = useSchemaForm(schema, { minutes: current === null ? OFF : String(current) });
  const save = useMutation(
    endpointMutation('safety.setRealityCheck', {
      errorToast: false,
      invalidates: ['safety.settings', 'safety.session'],
    }),
  );
  const submit = form.handleSubmit(({ minutes }) =>
    save
      .mutateAsync({ body: { minutes: minutes === OFF ? null : Number(minutes) } })
      .then(() => toast.show({ type: 'successful', message: t('safety:reality.saved') }))
      .catch(() => undefined),
  );
  const options = [
    { value: OFF, label: t('safety:reality.off') },
    ...REALITY_CHECK_CHOICES.map((n) => ({
      value: String(n),
      label: t('safety:reality.minutes', { n }),
    })),
  ];
  return (
    <SafetySection id="reality" title={t('safety:reality.title')} intro={t('safety:reality.intro')}>
      <FormStack
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('safety:reality.title')}
      >
        <SelectField
          form={form}
          name="minutes"
          label={t('safety:reality.interval')}
          options={options}
        />
        <FormAlert message={save.isError ? errorMessage(t, save.error) : null} />
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          {t('safety:reality.save')}
        </Button>
      </FormStack>
    </SafetySection>
  );
}
