// Pictures for stories without a server: an SVG data URL with a colour and a caption, so banners,
// slides and promotion tiles show something recognisable in Storybook.
export function storyImage(
  caption: string,
  colour = '#1e3a5f',
  width = 1200,
  height = 400,
): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${height / 8}" ` +
    `text-anchor="middle" dominant-baseline="middle">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
