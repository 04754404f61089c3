import Markdown, { type Components } from 'react-markdown';

// A reply is French Markdown (headings, lists, bold). It is rendered as React elements from a
// short list, never as HTML: raw HTML in the text is dropped (no rehype-raw), and links and
// pictures are reduced to their text, so a reply can neither run a script nor lead away.

const ALLOWED_ELEMENTS = [
  'p',
  'strong',
  'em',
  'del',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'hr',
  'br',
];

// The page has its own <h1>: a reply's headings sit below it in the outline.
const COMPONENTS: Components = {
  h1: ({ children }) => <h3 className="mt-1 font-serif text-xl font-bold text-fg">{children}</h3>,
  h2: ({ children }) => <h4 className="mt-4 font-serif text-lg font-bold text-fg">{children}</h4>,
  h3: ({ children }) => <h5 className="mt-3 font-semibold text-fg">{children}</h5>,
  h4: ({ children }) => <h6 className="mt-3 font-semibold text-fg">{children}</h6>,
  h5: ({ children }) => <p className="mt-3 font-semibold text-fg">{children}</p>,
  h6: ({ children }) => <p className="mt-3 font-semibold text-fg">{children}</p>,
  p: ({ children }) => <p className="mt-2 first:mt-0">{children}</p>,
  ul: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="mt-2 list-decimal space-y-1.5 pl-5">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold text-fg">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-2 border-l-4 border-line pl-3 text-muted-fg">{children}</blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-surface-muted px-1 py-0.5 text-[0.9em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="mt-2 overflow-x-auto rounded-xl bg-surface-muted p-3">{children}</pre>
  ),
  hr: () => <hr className="my-3 border-line" />,
};

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="text-[0.95rem] leading-relaxed break-words text-fg">
      <Markdown
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        skipHtml
        components={COMPONENTS}
      >
        {text}
      </Markdown>
    </div>
  );
}
