// CopyButton: copies an invite code or link (spec section 2, invite modal) and confirms it for
// COPY_CODE_FEEDBACK_MS (400 ms) for codes or COPY_LINK_FEEDBACK_MS (1000 ms) for links (spec
// section 9). The confirmation is also announced through a polite status region.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { COPY_CODE_FEEDBACK_MS, COPY_LINK_FEEDBACK_MS } from '@bet/domain/constants';
import { useText, type TextKey } from '../../text';
import { componentStyles, visuallyHidden } from '../../theme';
import { Button, type ButtonSize, type ButtonVariant } from '../button';
import { CopyError, writeClipboard } from './write-clipboard';

export const COMPONENT_ID = 'copy-button';

export type CopyKind = 'code' | 'link';
type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  readonly text: string;
  /** Decides the labels and the feedback time (400 ms for a code, 1000 ms for a link). */
  readonly kind?: CopyKind | undefined;
  /** Overrides the feedback time (ms). */
  readonly feedbackMs?: number | undefined;
  /** Overrides the idle label, e.g. 'Copy invite code'. */
  readonly label?: string | undefined;
  readonly onCopy?: ((text: string) => void) | undefined;
  readonly onError?: ((error: CopyError) => void) | undefined;
  readonly variant?: ButtonVariant | undefined;
  readonly size?: ButtonSize | undefined;
  /** e.g. the id of the code shown beside the button. */
  readonly 'aria-describedby'?: string | undefined;
  readonly className?: string | undefined;
}

const LABELS: Record<CopyKind, Record<CopyStatus, TextKey>> = {
  code: { idle: 'ui:copy', copied: 'ui:copied', failed: 'ui:copyFailed' },
  link: { idle: 'ui:copyLink', copied: 'ui:linkCopied', failed: 'ui:copyFailed' },
};

const DEFAULT_FEEDBACK_MS: Record<CopyKind, number> = {
  code: COPY_CODE_FEEDBACK_MS,
  link: COPY_LINK_FEEDBACK_MS,
};

const Root = styled.span`
  display: inline-flex;
  ${componentStyles(COMPONENT_ID)}
`;

const Status = styled.span`
  ${visuallyHidden}
`;

function useTransientStatus(feedbackMs: number) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (next: Exclude<CopyStatus, 'idle'>) => {
    window.clearTimeout(timer.current);
    setStatus(next);
    timer.current = window.setTimeout(() => setStatus('idle'), feedbackMs);
  };
  return [status, show] as const;
}

export function CopyButton(props: CopyButtonProps) {
  const { text, kind = 'code', label, onCopy, onError, variant = 'secondary', size = 'md' } = props;
  const t = useText();
  const feedbackMs =
    props.feedbackMs !== undefined && Number.isFinite(props.feedbackMs) && props.feedbackMs >= 0
      ? props.feedbackMs
      : DEFAULT_FEEDBACK_MS[kind];
  const [status, show] = useTransientStatus(feedbackMs);

  const copy = async () => {
    try {
      await writeClipboard(text);
      show('copied');
      onCopy?.(text);
    } catch (error) {
      show('failed');
      onError?.(
        error instanceof CopyError ? error : new CopyError('Copy failed', { cause: error }),
      );
    }
  };

  const visible = status === 'idle' && label !== undefined ? label : t(LABELS[kind][status]);
  return (
    <Root className={props.className} data-status={status}>
      <Button
        variant={variant}
        size={size}
        onClick={copy}
        aria-describedby={props['aria-describedby']}
      >
        {visible}
      </Button>
      <Status role="status">{status === 'idle' ? '' : t(LABELS[kind][status])}</Status>
    </Root>
  );
}
