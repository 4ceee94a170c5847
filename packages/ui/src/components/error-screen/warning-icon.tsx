// A warning triangle in currentColor for ErrorScreen.
import { PictureFrame } from '../../internal/picture-frame';

export function WarningIcon() {
  return (
    <PictureFrame>
      <path d="M12 3.5 2.5 20h19L12 3.5z" strokeLinejoin="round" />
      <path d="M12 10v4.5M12 17.2v.3" strokeLinecap="round" />
    </PictureFrame>
  );
}
