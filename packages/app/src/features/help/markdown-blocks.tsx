// The help markdown (markdown.tsx) as React elements inside a readable article column: used by the
// help pages and, through this feature's index, by other content pages (how to play).
import { Fragment } from 'react';
import styled from 'styled-components';
import { renderAppLink } from '../../lib/router/app-link';
import { parseMarkdown, renderInline, type Block } from './markdown';

export const MarkdownArticle = styled.article`
  max-width: 72ch;
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};

  h2 {
    margin-top: ${({ theme }) => theme.spacing.xl};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  h3 {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const link = (href: string, label: string, key: number) => (
  <Fragment key={key}>{renderAppLink({ href, children: label })}</Fragment>
);

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return <Heading key={i}>{block.text}</Heading>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{renderInline(item, link)}</li>
              ))}
            </List>
          );
        }
        return <p key={i}>{renderInline(block.text, link)}</p>;
      })}
    </>
  );
}

/** Markdown source (the safe subset of markdown.tsx) rendered as headings, paragraphs and lists. */
export function MarkdownBlocks({ source }: { source: string }) {
  return <Blocks blocks={parseMarkdown(source)} />;
}
