import { descriptionBlocks } from '@shop/domain/store'
import { Fragment } from 'react'

/**
 * A product description (decision 0093): plain text drawn as paragraphs and lists. Every character is a text
 * node, so markup in a description shows as the characters typed and never runs.
 */
export function DescriptionText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {descriptionBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, at) => (
              <li key={at}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, at) => (
              <Fragment key={at}>
                {at > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  )
}
