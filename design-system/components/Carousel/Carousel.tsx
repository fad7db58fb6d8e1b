import {
  Children,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Carousel.css.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

/** Spec section 9: carousel arrows on, dots off. */
export const CAROUSEL_DEFAULTS = { showArrows: true, showDots: false, autoplayInterval: 5000 } as const;

export interface CarouselProps {
  /** Accessible name of the carousel ('Offers'). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  showArrows?: boolean;
  showDots?: boolean;
  /** Wrap from the last slide to the first (and back). */
  loop?: boolean;
  /** Zero-based slide to start on. */
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  /**
   * Move on by itself. Never starts under `prefers-reduced-motion`, pauses while hovered or focused, and
   * comes with a pause button (WCAG 2.2.2).
   */
  autoplay?: boolean;
  autoplayInterval?: number;
}

const isTextEntry = (element: EventTarget) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));

export function Carousel({
  label,
  children,
  showArrows = CAROUSEL_DEFAULTS.showArrows,
  showDots = CAROUSEL_DEFAULTS.showDots,
  loop = false,
  initialIndex = 0,
  onIndexChange,
  autoplay = false,
  autoplayInterval = CAROUSEL_DEFAULTS.autoplayInterval,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const reducedMotion = usePrefersReducedMotion();
  // null: the default (play unless reduced motion); true/false: what the person chose with the button.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackId = useId();

  const playing = autoplay && (playChoice ?? !reducedMotion);
  const running = playing && !hovered && !focused && count > 1;

  const goTo = useCallback(
    (next: number, wrap = loop) => {
      setIndex((current) => {
        const target = wrap ? (next + count) % count : Math.min(Math.max(next, 0), count - 1);
        if (target !== current) onIndexChange?.(target);
        return target;
      });
    },
    [count, loop, onIndexChange],
  );

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => goTo(index + 1, true), autoplayInterval);
    return () => window.clearInterval(timer);
  }, [running, autoplayInterval, goTo, index]);

  const atStart = !loop && index === 0;
  const atEnd = !loop && index === count - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextEntry(event.target)) return;
    const keys: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    goTo(keys[event.key] as number);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const status = `Slide ${index + 1} of ${count}`;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {autoplay ? (
        <div className={styles.topBar}>
          <button type="button" className={styles.control} onClick={() => setPlayChoice(!playing)}>
            <Icon name={playing ? 'pause' : 'play'} size="small" />
            {playing ? 'Pause slideshow' : 'Play slideshow'}
          </button>
        </div>
      ) : null}
      <div
        className={styles.viewport}
        // With no buttons, the slides themselves take focus so that the arrow keys work.
        tabIndex={showArrows || showDots ? undefined : 0}
      >
        <div id={trackId} className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, slideIndex) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group (APG carousel), not a form fieldset
            <div
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              className={styles.slide}
              inert={slideIndex !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showArrows || showDots ? (
        <div className={styles.controls}>
          {showArrows ? (
            <button
              type="button"
              className={styles.control}
              aria-label="Previous slide"
              aria-controls={trackId}
              aria-disabled={atStart || undefined}
              onClick={() => !atStart && goTo(index - 1)}
            >
              <Icon name="chevron-left" />
            </button>
          ) : null}
          {showDots ? (
            <ul className={styles.dots}>
              {slides.map((_, slideIndex) => (
                <li key={slideIndex}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={`Go to slide ${slideIndex + 1}`}
                    aria-controls={trackId}
                    aria-current={slideIndex === index || undefined}
                    onClick={() => goTo(slideIndex)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={styles.control}
              aria-label="Next slide"
              aria-controls={trackId}
              aria-disabled={atEnd || undefined}
              onClick={() => !atEnd && goTo(index + 1)}
            >
              <Icon name="chevron-right" />
            </button>
          ) : null}
        </div>
      ) : null}
      {/* Announced when a person moves the carousel; silent while it turns by itself. */}
      <p className={visuallyHidden} aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {status}
      </p>
    </section>
  );
}
