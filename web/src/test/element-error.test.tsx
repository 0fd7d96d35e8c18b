import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** setup.ts's getElementError: the page is printed for a failure that is reported, not for each retry. */
describe('a failed query', () => {
  const occurrences = (text: string, part: string) => text.split(part).length - 1;

  it('prints the page once when find* gives up', async () => {
    render(<p>the-page-marker</p>);
    const error = await screen.findByText('absent', {}, { timeout: 150 }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Unable to find an element with the text: absent/);
    expect(occurrences((error as Error).message, 'the-page-marker')).toBe(1);
  });

  it('prints the page with a get* that fails at once', () => {
    render(<p>the-page-marker</p>);
    expect(() => screen.getByRole('button')).toThrow(/the-page-marker/);
  });
});
