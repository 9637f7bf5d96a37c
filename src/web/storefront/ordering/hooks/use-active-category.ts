import { useEffect, useState } from 'react';

/** The spec highlights the group whose top has passed a quarter of the viewport height. */
const ACTIVE_LINE = 0.25;

/**
 * The id of the last section whose top lies above 25 % of the viewport height, or the first section
 * before any has got there. Measured on scroll and resize at most once per frame.
 */
export function useActiveCategory(sectionIds: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(sectionIds[0]);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight * ACTIVE_LINE;
      let current = sectionIds[0];
      for (const id of sectionIds) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [sectionIds]);

  return active;
}
