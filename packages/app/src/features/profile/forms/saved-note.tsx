// "Changes saved" after a profile form succeeds, announced to screen readers.
import { useText } from '@bet/ui/text';

export function SavedNote({ shown, text }: { readonly shown: boolean; readonly text?: string }) {
  const t = useText();
  return <p role="status">{shown ? (text ?? t('profile:saved')) : null}</p>;
}
