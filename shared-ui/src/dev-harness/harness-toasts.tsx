/** The dev harness's toast service: messages in a polite live region at the bottom centre, each gone after its
 *  duration (shared-contracts/src/limits.ts: 4000 ms, at most 20 shown). The shell has its own, richer container. */
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { TOAST_DURATION_MS, TOAST_LIMIT, type Language } from 'shared-contracts';
import { type ToastOptions, type ToastService } from 'shell-runtime';
import { useUiI18n } from '../i18n/ui-i18n';
import { uiMessages } from '../i18n/ui-messages';

type Kind = 'success' | 'error' | 'info';
type Toast = { id: number; kind: Kind; message: string };

export type HarnessToasts = ToastService & { useToasts(): readonly Toast[]; dismiss(id: number): void };

export function createHarnessToasts(): HarnessToasts {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number) {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }
  function show(kind: Kind, message: string, options: ToastOptions = {}) {
    const add = () => {
      const id = nextId++;
      toasts = [...toasts, { id, kind, message }].slice(-TOAST_LIMIT);
      emit();
      setTimeout(() => dismiss(id), options.durationMs ?? TOAST_DURATION_MS);
    };
    if (options.delayMs) setTimeout(add, options.delayMs);
    else add();
  }

  return {
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    info: (message, options) => show('info', message, options),
    dismiss,
    useToasts: () =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => toasts,
      ),
  };
}

const Region = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space.md};
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(480px, calc(100vw - 32px));
  transform: translateX(-50%);
`;

const Item = styled.div<{ $kind: Kind }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 6px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.colors.danger
        : $kind === 'success'
          ? theme.colors.success
          : theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  button {
    border: 0;
    background: transparent;
    cursor: pointer;
    font-size: 1.25rem;
    line-height: 1;
  }
`;

export function ToastRegion({ toasts, language }: { toasts: HarnessToasts; language: Language }) {
  const items = toasts.useToasts();
  const i18n = useUiI18n(language);
  return (
    <Region role="status" aria-live="polite" aria-label={i18n._(uiMessages.notifications)}>
      {items.map((toast) => (
        <Item key={toast.id} $kind={toast.kind}>
          <span>{toast.message}</span>
          <button
            type="button"
            aria-label={i18n._(uiMessages.dismiss)}
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
