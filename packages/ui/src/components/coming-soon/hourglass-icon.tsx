// An hourglass in currentColor for ComingSoon.
import { PictureFrame } from '../../internal/picture-frame';

export function HourglassIcon() {
  return (
    <PictureFrame>
      <path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9" />
    </PictureFrame>
  );
}
