/** One question of the FAQ accordion: a button in a heading that says whether its answer is shown
 *  (aria-expanded) and which region it controls; the answer keeps its line breaks and only sanitised HTML. */
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import type { Faq } from 'shared-contracts';
import { sanitizeAnswer } from './sanitize-answer';

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  background: transparent;
  border: 0;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 0.6em;
  height: 0.6em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${({ $open }) => ($open ? 'rotate(-135deg)' : 'rotate(45deg)')};
  transition: transform 0.15s;
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.md}`};

  ul,
  ol {
    margin: ${({ theme }) => `${theme.space.sm} 0`};
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export type FaqItemProps = {
  faq: Faq;
  open: boolean;
  onToggle(): void;
};

export function FaqItem({ faq, open, onToggle }: FaqItemProps) {
  const id = useId();
  const triggerId = `${id}-question`;
  const answerId = `${id}-answer`;
  const html = useMemo(() => sanitizeAnswer(faq.answer), [faq.answer]);
  return (
    <Item>
      <Question>
        <Trigger
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={answerId}
          data-faq-question=""
          onClick={onToggle}
        >
          <span>{faq.question}</span>
          <Chevron $open={open} aria-hidden="true" />
        </Trigger>
      </Question>
      {/* The answer is sanitised by sanitizeAnswer (DOMPurify, simple formatting and links only). */}
      <Answer
        id={answerId}
        role="region"
        aria-labelledby={triggerId}
        hidden={!open}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Item>
  );
}
