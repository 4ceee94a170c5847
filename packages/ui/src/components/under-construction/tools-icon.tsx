// A traffic cone in currentColor for UnderConstruction.
import { PictureFrame } from '../../internal/picture-frame';

export function ToolsIcon() {
  return (
    <PictureFrame>
      <path d="M10 3h4l5 16H5L10 3z" strokeLinejoin="round" />
      <path d="M8.3 9h7.4M6.9 14h10.2M3 21h18" strokeLinecap="round" />
    </PictureFrame>
  );
}
