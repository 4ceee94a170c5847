// A warning triangle in currentColor for ErrorScreen.
export function WarningIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M12 3.5 2.5 20h19L12 3.5z" strokeLinejoin="round" />
      <path d="M12 10v4.5M12 17.2v.3" strokeLinecap="round" />
    </svg>
  );
}
