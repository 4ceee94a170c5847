// Public API of the help feature.
export { HELP_PAGES, type HelpSlug } from './help-pages';
export { MarkdownArticle, MarkdownBlocks } from './markdown-blocks';
