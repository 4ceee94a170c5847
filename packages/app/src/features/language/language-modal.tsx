// The language modal (spec section 2: "language change, with a save button"): the brand's
// languages by their own names; saving switches and remembers it, a failure shows lngSettingError
// (spec section 8).
import { languageInfo, type LanguageCode } from '@bet/domain/languages';
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { focusRing, visuallyHidden } from '@bet/ui/theme';
import { useToast } from '@bet/ui/toast';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { changeAppLanguage } from '../../lib/i18n/app-i18n';
import { useServices } from '../../lib/services';

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }

  input {
    ${focusRing}
  }
`;

export function LanguageModal({ onClose }: { onClose: () => void }) {
  const { brand, i18n } = useServices();
  const t = useText();
  const toast = useToast();
  const [choice, setChoice] = useState<string>(i18n.language);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (choice === i18n.language) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await changeAppLanguage(i18n, choice as LanguageCode);
      onClose();
    } catch (error) {
      console.error('language: change failed', error);
      toast.show({ type: 'error', message: t('errors:lngSettingError') });
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('ui:selectLanguage')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('ui:cancel')}
          </Button>
          <Button loading={saving} data-testid="language-save" onClick={() => void save()}>
            {t('ui:save')}
          </Button>
        </>
      }
    >
      <Options>
        <Legend>{t('ui:selectLanguage')}</Legend>
        {brand.languages.map((code) => (
          <Option key={code} lang={code}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={choice === code}
              onChange={() => setChoice(code)}
            />
            {languageInfo(code).nativeName}
          </Option>
        ))}
      </Options>
    </Modal>
  );
}
