import type { PageDocument } from '@croupier/contracts/content';

/** Renders the blocks of a content or static page as readable prose. */
export function ContentBlocks({ blocks }: { blocks: PageDocument['blocks'] }) {
  return (
    <div className="flex flex-col gap-4 text-muted leading-relaxed">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') {
          return (
            <h2 key={key} className="mt-6 font-semibold text-text text-xl tracking-tight first:mt-0">
              {block.text}
            </h2>
          );
        }
        if (block.type === 'paragraph') return <p key={key}>{block.text}</p>;
        return (
          <ul key={key} className="flex list-disc flex-col gap-2 pl-5 marker:text-accent">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
