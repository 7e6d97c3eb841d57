/** The FAQs grouped by category (product.md, Pages): a heading per category and its questions as an accordion. Several
 *  answers may be open at once. Keyboard as in the WAI-ARIA accordion pattern: Tab, Enter and Space through
 *  the native buttons, plus Up/Down arrows, Home and End to move between questions across categories. */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { FaqCategoryList } from 'shared-contracts';
import { FaqItem } from './faq-item';

const Groups = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Category = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const QUESTION_SELECTOR = 'button[data-faq-question]';

/** The question to move to for an arrow, Home or End key, or undefined for any other key. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export function FaqAccordion({ categories }: { categories: FaqCategoryList }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  function toggle(faqId: number) {
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(faqId)) next.add(faqId);
      return next;
    });
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const questions = Array.from(root.current?.querySelectorAll<HTMLElement>(QUESTION_SELECTOR) ?? []);
    const index = questions.findIndex((question) => question === event.target);
    if (index === -1) return;
    const target = nextIndex(event.key, index, questions.length);
    if (target === undefined) return;
    event.preventDefault();
    questions[target]?.focus();
  }

  return (
    <Groups ref={root} onKeyDown={moveFocus}>
      {categories
        .filter((category) => category.adFaqs.length > 0)
        .map((category) => (
          <Category key={category.id} aria-labelledby={`${id}-category-${category.id}`}>
            <h2 id={`${id}-category-${category.id}`}>{category.name}</h2>
            {category.adFaqs.map((faq) => (
              <FaqItem key={faq.id} faq={faq} open={open.has(faq.id)} onToggle={() => toggle(faq.id)} />
            ))}
          </Category>
        ))}
    </Groups>
  );
}
