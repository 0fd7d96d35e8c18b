import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAutoplay } from './carousel-autoplay';
import './carousel.css';

/** docs/requirements/practice.md §2: a swipe or drag of 50 px moves the carousel. */
export const SWIPE_THRESHOLD_PX = 50;

export interface CarouselProps<T> {
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  /** One slide's content; the slide around it (a group named 'N of M') is the carousel's. */
  readonly renderSlide: (item: T) => ReactNode;
  /** Names the carousel. */
  readonly label: string;
  /**
   * Shows the label as a heading of this level with the controls beside it, and makes the carousel a
   * region of the page; without it, the carousel is a group named by the label, controls under the slides.
   */
  readonly headingLevel?: 2 | 3;
  /** The arrows' names, saying what they move to, e.g. 'Next topics'. */
  readonly previousLabel: string;
  readonly nextLabel: string;
  /** How many slides show at once; the arrows move by as many. */
  readonly visible?: number;
  /** Next from the last slides shows the first ones (and Previous the other way), never disabled. */
  readonly wrap?: boolean;
  /** Moves on by itself every `intervalMs` (wrapping), with a Pause button saying `pauseText`. */
  readonly autoplay?: { readonly intervalMs: number; readonly pauseText: string };
  /** A dot per page between the arrows, for the eye only: the slides' names say where the reader is. */
  readonly dots?: boolean;
  /** A line under the slides saying which show, e.g. 'Topics 5–8 of 12'; it is then what a move announces. */
  readonly position?: (shown: { readonly from: number; readonly to: number; readonly count: number }) => string;
  /** Class names of the parts, so each screen keeps its own layout. */
  readonly classNames?: { readonly root?: string; readonly slides?: string; readonly slide?: string };
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * The WAI-ARIA carousel pattern: a carousel of slides, each a group named 'N of M', `visible` at a
 * time, moved by Previous / Next (arrow keys too while on them), by a swipe, and with `autoplay` by
 * itself. A move by hand is announced politely; the rotation is not (it would talk over the page).
 */
export function Carousel<T>({
  items,
  itemKey,
  renderSlide,
  label,
  headingLevel,
  previousLabel,
  nextLabel,
  visible = 1,
  wrap = false,
  autoplay,
  dots = false,
  position,
  classNames = {},
}: CarouselProps<T>) {
  const count = items.length;
  const last = Math.max(0, count - visible);
  const [wantedFirst, setFirst] = useState(0);
  // The items may have shrunk since the reader moved.
  const first = Math.min(wantedFirst, last);
  // A carousel that turns by itself comes round again by hand too.
  const wrapping = wrap || autoplay !== undefined;
  const step = useCallback(
    (direction: -1 | 1) =>
      setFirst((f) => {
        const from = Math.min(f, last);
        if (direction > 0) return from >= last ? (wrapping ? 0 : last) : Math.min(last, from + visible);
        return from <= 0 ? (wrapping ? last : 0) : Math.max(0, from - visible);
      }),
    [last, visible, wrapping],
  );
  const rotate = useCallback(() => step(1), [step]);
  const canMove = count > visible;
  const play = useAutoplay(autoplay?.intervalMs, canMove, rotate);
  const swipeStart = useRef<number | null>(null);
  const headingId = useId();

  const shown = items.slice(first, first + visible);
  const announce = play.rotating ? 'off' : 'polite';
  const Root = headingLevel ? 'section' : 'div';
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const naming = headingLevel ? { 'aria-labelledby': headingId } : { role: 'group', 'aria-label': label };
  const controls = canMove ? (
    <CarouselControls
      count={count}
      visible={visible}
      dots={dots}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
      first={first}
      last={last}
      wrap={wrapping}
      onStep={step}
      pause={play.canPause && autoplay ? { text: autoplay.pauseText, paused: play.paused, toggle: play.togglePause } : undefined}
    />
  ) : null;

  return (
    <Root className={withClass('carousel', classNames.root)} aria-roledescription="carousel" {...naming} {...play.holdHandlers}>
      {headingLevel ? (
        <div className="carousel__header">
          <Heading id={headingId}>{label}</Heading>
          {controls}
        </div>
      ) : null}
      <div
        className={withClass('carousel__slides', classNames.slides)}
        aria-live={position ? undefined : announce}
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerCancel={() => (swipeStart.current = null)}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const dx = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (canMove && Math.abs(dx) >= SWIPE_THRESHOLD_PX) step(dx < 0 ? 1 : -1);
        }}
      >
        {shown.map((item, i) => (
          <div
            key={itemKey(item)}
            className={withClass('carousel__slide', classNames.slide)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${first + i + 1} of ${count}`}
          >
            {renderSlide(item)}
          </div>
        ))}
      </div>
      {headingLevel ? null : controls}
      {position && count > 0 ? (
        // Several slides read out at every move would be too long: the line says which show instead.
        <p className="carousel__position" aria-live={announce}>
          {position({ from: first + 1, to: first + shown.length, count })}
        </p>
      ) : null}
    </Root>
  );
}

interface CarouselControlsProps {
  readonly count: number;
  readonly visible: number;
  readonly dots: boolean;
  readonly previousLabel: string;
  readonly nextLabel: string;
  readonly first: number;
  readonly last: number;
  readonly wrap: boolean;
  readonly onStep: (direction: -1 | 1) => void;
  readonly pause: { readonly text: string; readonly paused: boolean; readonly toggle: () => void } | undefined;
}

/** Previous, the dots, Pause and Next; the arrow keys move too while focus is on one of them. */
function CarouselControls({ count, visible, dots, previousLabel, nextLabel, first, last, wrap, onStep, pause }: CarouselControlsProps) {
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const arrowWithFocus = useRef<HTMLButtonElement | null>(null);
  const canPrevious = wrap || first > 0;
  const canNext = wrap || first < last;
  const move = (direction: -1 | 1) => {
    const active = document.activeElement;
    arrowWithFocus.current = active === previousButton.current || active === nextButton.current ? (active as HTMLButtonElement) : null;
    onStep(direction);
  };

  useEffect(() => {
    const arrow = arrowWithFocus.current;
    arrowWithFocus.current = null;
    // The arrow that reached the end is disabled now: focus goes to the other one rather than to the page.
    if (arrow?.disabled) (arrow === previousButton.current ? nextButton : previousButton).current?.focus();
  }, [first]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' && canPrevious) move(-1);
    else if (event.key === 'ArrowRight' && canNext) move(1);
    else return;
    event.preventDefault();
  };

  const pages = Math.ceil(count / visible);
  const page = first >= last ? pages - 1 : Math.floor(first / visible);
  return (
    <div className="carousel__controls" onKeyDown={onKeyDown}>
      <button ref={previousButton} type="button" className="button carousel__arrow" aria-label={previousLabel} disabled={!canPrevious} onClick={() => move(-1)}>
        ‹
      </button>
      {dots ? (
        <span className="carousel__dots" aria-hidden="true">
          {Array.from({ length: pages }, (_, i) => (
            <span key={i} className={i === page ? 'carousel__dot carousel__dot--on' : 'carousel__dot'} />
          ))}
        </span>
      ) : null}
      {pause ? (
        <button type="button" className="button carousel__pause" aria-pressed={pause.paused} onClick={pause.toggle}>
          {pause.text}
        </button>
      ) : null}
      <button ref={nextButton} type="button" className="button carousel__arrow" aria-label={nextLabel} disabled={!canNext} onClick={() => move(1)}>
        ›
      </button>
    </div>
  );
}
