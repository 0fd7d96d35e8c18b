/** A word is a run of non-space characters holding a letter or a digit: Markdown's '#', '-' and '---' are not words. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
