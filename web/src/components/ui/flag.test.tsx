import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag } from './flag';

describe('Flag', () => {
  it('draws the country’s bundled SVG flag as an image named by the country, with no emoji', async () => {
    const { container } = render(<Flag code="pk" />);
    // Named from the first render, while its drawing loads.
    expect(screen.getByRole('img', { name: 'Pakistan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Pakistan' }).tagName).toBe('IMG'));
    const image = screen.getByRole('img', { name: 'Pakistan' });
    expect(image).toHaveAttribute('alt', 'Pakistan');
    // The drawing itself, from the app's own bundle: nothing is fetched from another site.
    const src = image.getAttribute('src')!;
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(src)).toContain('<svg');
    expect(decodeURIComponent(src)).toContain('#01411C');
    expect(container.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('takes the accessible text given, and shows a flag already loaded at once', async () => {
    render(<Flag code="PK" name="Pakistan (PK)" />);
    expect(screen.getByRole('img', { name: 'Pakistan (PK)' }).tagName).toBe('IMG');
  });

  it('draws a different flag when the country changes', async () => {
    const { rerender } = render(<Flag code="GB" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'United Kingdom' }).tagName).toBe('IMG'));
    rerender(<Flag code="JP" />);
    expect(screen.queryByRole('img', { name: 'United Kingdom' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Japan' }).tagName).toBe('IMG'));
  });

  it('names a country it has no drawing for by its code', () => {
    render(<Flag code="fi" />);
    expect(screen.getByRole('img', { name: 'FI' })).toHaveTextContent('FI');
  });
});
