// ErrorScreen: the generic fallback of spec sections 2 and 8: 'something went wrong', the hint
// 'somethingWrongTryAgain' and a go-to-home button. The app renders it from its error boundary;
// the button is a link when `href` is given, else it calls `onGoHome` (e.g. navigate('/')).
import type { MouseEvent } from 'react';
import { useText } from '../../text';
import { Button } from '../button';
import { EmptyState, type HeadingLevel } from '../empty-state';
import { WarningIcon } from './warning-icon';

export const COMPONENT_ID = 'error-screen';

interface CommonProps {
  /** 1 when the screen replaces the whole page (the default), lower inside a panel. */
  readonly headingLevel?: HeadingLevel | undefined;
  readonly className?: string | undefined;
}

/** The go-home target: a link (`href`, optional click hook) or a callback. One is required. */
export type ErrorScreenProps = CommonProps &
  (
    | { readonly href: string; readonly onGoHome?: ((event: MouseEvent) => void) | undefined }
    | { readonly href?: undefined; readonly onGoHome: (event: MouseEvent) => void }
  );

export function ErrorScreen(props: ErrorScreenProps) {
  const t = useText();
  const action =
    props.href === undefined ? (
      <Button onClick={props.onGoHome}>{t('ui:goToHome')}</Button>
    ) : (
      <Button href={props.href} onClick={props.onGoHome}>
        {t('ui:goToHome')}
      </Button>
    );
  return (
    <div role="alert" data-component={COMPONENT_ID} className={props.className}>
      <EmptyState
        fullPage
        icon={<WarningIcon />}
        title={t('ui:somethingWentWrong')}
        text={t('ui:somethingWrongTryAgain')}
        headingLevel={props.headingLevel ?? 1}
        action={action}
      />
    </div>
  );
}
