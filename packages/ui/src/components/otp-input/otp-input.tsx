// OtpInput: one box per digit of a one-time code. Typing moves to the next box, Backspace on an
// empty box goes back, arrows / Home / End move, and pasting a code fills the boxes. Each box is
// named 'Digit n of N'; the group takes the FormField label.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useText } from '../../text';
import { useFormField } from '../form-field';
import { Box, Group } from './otp-input-styles';
import { digitsOnly, removeDigit, writeDigits, type OtpEdit } from './otp-value';

export interface OtpInputProps {
  /** The digits typed so far (no gaps). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Called once every box is filled. */
  readonly onComplete?: ((value: string) => void) | undefined;
  /** Number of digits; 6 by default. */
  readonly length?: number | undefined;
  readonly disabled?: boolean | undefined;
  readonly invalid?: boolean | undefined;
  /** Name of the group when it is not inside a FormField. */
  readonly 'aria-label'?: string | undefined;
  readonly autoFocus?: boolean | undefined;
}

const NAV_KEYS: Readonly<Record<string, (i: number, last: number) => number>> = {
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowRight: (i, last) => Math.min(last, i + 1),
  Home: () => 0,
  End: (_i, last) => last,
};

/** A usable number of boxes: 6 unless a finite length of at least 1 is given. */
function boxCount(requested: number | undefined): number {
  return requested !== undefined && Number.isFinite(requested)
    ? Math.max(1, Math.floor(requested))
    : 6;
}

export function OtpInput(props: OtpInputProps) {
  const { value, onChange, onComplete, disabled, autoFocus } = props;
  const length = boxCount(props.length);
  const t = useText();
  const field = useFormField();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const code = digitsOnly(value).slice(0, length);
  const invalid = props.invalid ?? field?.invalid ?? false;

  const apply = (edit: OtpEdit) => {
    if (edit.value !== code) {
      onChange(edit.value);
      if (edit.value.length === length) onComplete?.(edit.value);
    }
    boxes.current[edit.focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const move = NAV_KEYS[event.key];
    if (move) {
      event.preventDefault();
      boxes.current[move(index, length - 1)]?.focus();
    } else if (event.key === 'Backspace' && !code[index]) {
      event.preventDefault();
      apply(removeDigit(code, index - 1));
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(writeDigits(code, index, digitsOnly(event.clipboardData.getData('text')), length));
  };

  const onBoxChange = (index: number, typed: string) => {
    const digits = digitsOnly(typed);
    if (typed === '') apply(removeDigit(code, index));
    // The box held a digit and got a new one: keep the newest (the last one typed).
    else if (digits.length === 2 && code[index]) {
      apply(writeDigits(code, index, digits.slice(-1), length));
    }
    // One digit, or a whole code from the keyboard's one-time-code suggestion.
    else apply(writeDigits(code, index, digits, length));
  };

  return (
    <Group
      role="group"
      aria-labelledby={props['aria-label'] ? undefined : field?.labelId}
      aria-label={props['aria-label']}
      aria-describedby={field?.describedBy}
    >
      {Array.from({ length }, (_, index) => (
        <Box
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={index === 0 ? field?.inputId : undefined}
          value={code[index] ?? ''}
          onChange={(event) => onBoxChange(index, event.target.value)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('ui:otpDigit', { n: index + 1, total: length })}
          aria-invalid={invalid || undefined}
          required={field?.required}
          disabled={disabled}
          // Opt-in only: the OTP step of a flow the user just started.
          autoFocus={autoFocus && index === 0}
          $invalid={invalid}
          $disabled={disabled}
        />
      ))}
    </Group>
  );
}
