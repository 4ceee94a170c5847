// A traffic cone in currentColor for UnderConstruction.
export function ToolsIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M10 3h4l5 16H5L10 3z" strokeLinejoin="round" />
      <path d="M8.3 9h7.4M6.9 14h10.2M3 21h18" strokeLinecap="round" />
    </svg>
  );
}
