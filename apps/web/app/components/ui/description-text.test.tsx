import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DescriptionText } from './description-text'

describe('DescriptionText (decision 0093: a description is text, never HTML)', () => {
  it('draws paragraphs, line breaks and lists', () => {
    const { container } = render(<DescriptionText text={'In the box:\nthe tool\n\n- a cable\n- a card'} />)
    expect(container.querySelectorAll('p')).toHaveLength(1)
    expect(container.querySelectorAll('p br')).toHaveLength(1)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a cable', 'a card'])
  })

  it('shows markup as the characters typed: no script or image element is made', () => {
    const text = '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">'
    const { container } = render(<DescriptionText text={text} />)
    expect(container.querySelector('script, img')).toBeNull()
    expect(container.textContent).toBe(text)
  })
})
