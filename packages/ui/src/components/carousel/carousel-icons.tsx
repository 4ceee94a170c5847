// Glyphs of the carousel controls, in currentColor.
const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
};

export const PreviousIcon = () => (
  <svg {...common}>
    <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const NextIcon = () => (
  <svg {...common}>
    <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...common}>
    <path d="M9 5v14M15 5v14" strokeLinecap="round" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...common}>
    <path d="M8 5l11 7-11 7z" strokeLinejoin="round" />
  </svg>
);
