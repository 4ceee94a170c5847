// The slip's small settings control: the odds format and the odds-change policy
// (useBettingSettings: the server for members, localStorage for visitors).
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '@bet/domain/odds-format';
import { useText } from '@bet/ui/text';
import { memo, useId } from 'react';
import { useBettingSettings } from './settings/betting-settings-query';

export const SlipSettings = memo(function SlipSettings() {
  const t = useText();
  const { settings, save, saving } = useBettingSettings();
  const formatId = useId();
  const policyId = useId();
  return (
    <details>
      <summary>{t('betting:slip.settings')}</summary>
      <label htmlFor={formatId}>{t('betting:slip.oddsFormat')}</label>
      <select
        id={formatId}
        value={settings.odds_format}
        disabled={saving}
        onChange={(event) =>
          void save({
            ...settings,
            odds_format: event.currentTarget.value as typeof settings.odds_format,
          })
        }
      >
        {ODDS_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(`betting:slip.formats.${format}`)}
          </option>
        ))}
      </select>
      <label htmlFor={policyId}>{t('betting:slip.oddsChange')}</label>
      <select
        id={policyId}
        value={settings.odds_change}
        disabled={saving}
        onChange={(event) =>
          void save({
            ...settings,
            odds_change: event.currentTarget.value as typeof settings.odds_change,
          })
        }
      >
        {ODDS_CHANGE_POLICIES.map((policy) => (
          <option key={policy} value={policy}>
            {t(`betting:slip.policies.${policy}`)}
          </option>
        ))}
      </select>
    </details>
  );
});
