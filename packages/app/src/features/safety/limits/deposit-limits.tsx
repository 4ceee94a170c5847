// Deposit limits per 24 hours, 7 days and 30 days (issue 14): for each, the limit, what the
// window used and has left, a pending increase or removal with its date, and the form.
import type { SafetySettings } from '@bet/api/contract/safety-schemas';
import { useText } from '@bet/ui/text';
import { SafetySection } from '../section';
import { LimitPeriod } from './limit-period';

export function DepositLimits({ settings }: { settings: SafetySettings }) {
  const t = useText();
  return (
    <SafetySection
      id="limits"
      title={t('safety:limits.title')}
      intro={t('safety:limits.coolingOff')}
    >
      {settings.limits.map((limit) => (
        <LimitPeriod key={limit.period} limit={limit} currency={settings.currency} />
      ))}
    </SafetySection>
  );
}
