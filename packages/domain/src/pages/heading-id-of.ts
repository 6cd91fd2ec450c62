/**
 * The anchor of a heading from its text, as the server's Markdown renderer makes it (`## Which tool?` →
 * `which-tool`), so `/faq#which-tool` links to the question.
 */
export function headingIdOf(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
}
