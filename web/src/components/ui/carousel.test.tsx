import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps, SWIPE_THRESHOLD_PX } from './carousel';

interface Card {
  readonly id: string;
  readonly title: string;
}

const cards = (n: number): Card[] => Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, title: `Card ${i + 1}` }));
const slides = () => screen.getAllByRole('group', { name: /^\d+ of \d+$/ });
const titles = () => slides().map((slide) => slide.textContent);

type Props = Partial<CarouselProps<Card>> & { readonly items: readonly Card[] };
const renderCarousel = (props: Props) =>
  render(
    <Carousel
      itemKey={(c) => c.id}
      renderSlide={(c) => <strong>{c.title}</strong>}
      label="Cards"
      previousLabel="Previous cards"
      nextLabel="Next cards"
      {...props}
    />,
  );

/** Four at a time under a heading, as the problems page's topics. */
const renderPaged = (items: readonly Card[]) =>
  renderCarousel({ items, headingLevel: 2, label: 'Search by card', visible: 4, position: ({ from, to, count }) => `Cards ${from}–${to} of ${count}` });

describe('Carousel, several slides at once', () => {
  it('is a region named by its heading, described as a carousel, each shown slide a group named N of M', () => {
    renderPaged(cards(10));
    const carousel = screen.getByRole('region', { name: 'Search by card' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Search by card' })).toBeInTheDocument();
    expect(titles()).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4']);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 10', '2 of 10', '3 of 10', '4 of 10']);
    expect(slides().every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(carousel).toHaveTextContent('Cards 1–4 of 10');
  });

  it('moves a page at a time, never past either end, Previous and Next disabled there', async () => {
    const user = userEvent.setup({ delay: null });
    renderPaged(cards(10));
    const previous = screen.getByRole('button', { name: 'Previous cards' });
    const next = screen.getByRole('button', { name: 'Next cards' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(titles()).toEqual(['Card 5', 'Card 6', 'Card 7', 'Card 8']);
    // The last page is a full one: it ends with the last card.
    await user.click(next);
    expect(titles()).toEqual(['Card 7', 'Card 8', 'Card 9', 'Card 10']);
    expect(screen.getByText('Cards 7–10 of 10')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(titles()).toEqual(['Card 3', 'Card 4', 'Card 5', 'Card 6']);
    await user.click(previous);
    expect(titles()[0]).toBe('Card 1');
    expect(previous).toBeDisabled();
  });

  it('announces the position line, not the slides (four slides read out would be too long)', async () => {
    renderPaged(cards(10));
    expect(screen.getByText('Cards 1–4 of 10')).toHaveAttribute('aria-live', 'polite');
    expect(slides()[0]!.parentElement).not.toHaveAttribute('aria-live');
  });

  it('moves with the arrow keys on its buttons, and hands focus to the other arrow when one reaches its end', async () => {
    const user = userEvent.setup({ delay: null });
    renderPaged(cards(10));
    const previous = screen.getByRole('button', { name: 'Previous cards' });
    const next = screen.getByRole('button', { name: 'Next cards' });
    next.focus();
    await user.keyboard('{ArrowRight}');
    expect(titles()[0]).toBe('Card 5');
    await user.keyboard('{ArrowRight}');
    expect(titles()[0]).toBe('Card 7');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(titles()[0]).toBe('Card 1');
    expect(next).toHaveFocus();
  });

  it("leaves the arrow keys to the slides' own controls", async () => {
    const user = userEvent.setup({ delay: null });
    renderCarousel({ items: cards(3), renderSlide: (c) => <input aria-label={`Note on ${c.title}`} /> });
    await user.click(screen.getByRole('textbox', { name: 'Note on Card 1' }));
    await user.keyboard('ab{ArrowLeft}{ArrowRight}');
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note on Card 1' })).toHaveFocus();
  });

  it(`moves by a swipe or drag of ${SWIPE_THRESHOLD_PX} px, not less`, () => {
    renderPaged(cards(10));
    const area = slides()[0]!.parentElement!;
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(area, { clientX: from });
      fireEvent.pointerUp(area, { clientX: to });
    };
    drag(300, 300 - SWIPE_THRESHOLD_PX + 1);
    expect(titles()[0]).toBe('Card 1');
    drag(300, 300 - SWIPE_THRESHOLD_PX);
    expect(titles()[0]).toBe('Card 5');
    drag(100, 100 + SWIPE_THRESHOLD_PX);
    expect(titles()[0]).toBe('Card 1');
  });

  it('shows the last slides there are when the items shrink under the reader, and no arrows when all fit', async () => {
    const { rerender } = renderPaged(cards(10));
    await userEvent.click(screen.getByRole('button', { name: 'Next cards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next cards' }));
    rerender(
      <Carousel
        items={cards(6)}
        itemKey={(c) => c.id}
        renderSlide={(c) => c.title}
        label="Cards"
        headingLevel={2}
        previousLabel="Previous cards"
        nextLabel="Next cards"
        visible={4}
      />,
    );
    expect(titles()).toEqual(['Card 3', 'Card 4', 'Card 5', 'Card 6']);
    rerender(
      <Carousel
        items={cards(4)}
        itemKey={(c) => c.id}
        renderSlide={(c) => c.title}
        label="Cards"
        previousLabel="Previous cards"
        nextLabel="Next cards"
        visible={4}
      />,
    );
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Carousel, one slide at a time', () => {
  it('is a group named by its label; with wrap, Next from the last slide shows the first and Previous the other way', async () => {
    const user = userEvent.setup({ delay: null });
    renderCarousel({ items: cards(3), wrap: true });
    const carousel = screen.getByRole('group', { name: 'Cards' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(titles()).toEqual(['Card 1']);
    const previous = within(carousel).getByRole('button', { name: 'Previous cards' });
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Card 3');
    await user.click(within(carousel).getByRole('button', { name: 'Next cards' }));
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Card 1');
  });

  it('announces the slide itself when moved by hand (no position line)', () => {
    renderCarousel({ items: cards(3) });
    expect(slides()[0]!.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('shows dots for the eye only, the current one marked', async () => {
    const { container } = renderCarousel({ items: cards(3), dots: true });
    const dots = container.querySelector('.carousel__dots')!;
    expect(dots).toHaveAttribute('aria-hidden', 'true');
    expect([...dots.children].map((d) => d.classList.contains('carousel__dot--on'))).toEqual([true, false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Next cards' }));
    expect([...dots.children].map((d) => d.classList.contains('carousel__dot--on'))).toEqual([false, true, false]);
  });
});

describe('Carousel with autoplay', () => {
  const INTERVAL = 3000;
  const autoplay = { intervalMs: INTERVAL, pauseText: 'Pause' };
  const advance = (ms = INTERVAL) => act(() => vi.advanceTimersByTime(ms));
  const slide = () => screen.getByRole('group', { name: /of 3$/ });
  afterEach(() => vi.useRealTimers());

  it('moves on every interval and wraps around, without announcing each turn', () => {
    vi.useFakeTimers();
    renderCarousel({ items: cards(3), autoplay });
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'off');
    advance(INTERVAL - 1);
    expect(slide()).toHaveTextContent('Card 1');
    advance(1);
    expect(slide()).toHaveTextContent('Card 2');
    advance();
    expect(slide()).toHaveTextContent('Card 3');
    advance();
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it('stops while hovered or focused and when paused, and then announces moves by hand', () => {
    vi.useFakeTimers();
    renderCarousel({ items: cards(3), autoplay });
    const carousel = screen.getByRole('group', { name: 'Cards' });
    fireEvent.mouseEnter(carousel);
    advance(10_000);
    expect(slide()).toHaveTextContent('Card 1');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    advance();
    expect(slide()).toHaveTextContent('Card 2');

    const next = screen.getByRole('button', { name: 'Next cards' });
    act(() => next.focus());
    advance(10_000);
    expect(slide()).toHaveTextContent('Card 2');
    fireEvent.click(next);
    expect(slide()).toHaveTextContent('Card 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous cards' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous cards' }));
    expect(slide()).toHaveTextContent('Card 1');
    // Focus moving between its own buttons still holds it.
    act(() => screen.getByRole('button', { name: 'Pause' }).focus());
    advance(10_000);
    expect(slide()).toHaveTextContent('Card 1');
    act(() => screen.getByRole('button', { name: 'Pause' }).blur());

    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    advance(10_000);
    expect(slide()).toHaveTextContent('Card 1');
    fireEvent.click(pause);
    advance();
    expect(slide()).toHaveTextContent('Card 2');
  });

  it('does not move by itself for a user who asked for reduced motion (no Pause then), nor with a single slide', () => {
    vi.useFakeTimers();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { unmount } = renderCarousel({ items: cards(3), autoplay });
      advance(10_000);
      expect(slide()).toHaveTextContent('Card 1');
      expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Next cards' }));
      expect(slide()).toHaveTextContent('Card 2');
      unmount();
    } finally {
      window.matchMedia = matchMedia;
    }

    renderCarousel({ items: cards(1), autoplay });
    advance(10_000);
    expect(screen.getByRole('group', { name: '1 of 1' })).toHaveTextContent('Card 1');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
