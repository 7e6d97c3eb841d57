/** A labelled file picker in the interface language (issue 14: the browser's file input says "Choose File / No
 *  file chosen" whatever the page's language): a real "Choose image" button, the chosen file's name, a drop zone
 *  that takes a dragged file, and a preview. The native input stays, visually hidden, labelled and described, so
 *  forms, tests and assistive technology still find it; the button is its keyboard way in. What a file must be is
 *  the caller's rule: every file, picked or dropped, goes to onSelect, which may clear the input. */
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Language } from 'shared-contracts';
import {
  FieldError,
  FieldHint as Hint,
  FieldLabel as Label,
  describedBy,
  hasError,
  useUiI18n,
  type ErrorText,
} from 'shared-ui';
import { uploadFieldMessages } from './upload-field-messages';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const DropZone = styled.div<{ $invalid: boolean; $dragging: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed
    ${({ theme, $invalid, $dragging }) =>
      $dragging ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primarySoft : theme.colors.surface)};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChooseButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const DropText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The input is hidden the way VisuallyHidden hides text: out of sight, still in the accessibility tree.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

const Preview = styled.img<{ $width: number; $height: number }>`
  display: block;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  height: auto;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.neutralSoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const PreviewCaption = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export type UploadPreview = { src: string; alt: string; width: number; height: number };

export type UploadFieldProps = {
  label: ReactNode;
  /** The chosen file (the form's value), whose name is shown; null shows "No file chosen". */
  file: File | null;
  /** Every picked or dropped file (null when the picker was emptied). `clear` empties the native input, for a
   *  file the caller refuses. */
  onSelect: (file: File | null, clear: () => void) => void;
  accept?: string;
  name?: string;
  hint?: ReactNode;
  error?: ErrorText;
  /** More ids describing the input, e.g. a warning the caller shows in `children`. */
  describedBy?: string;
  /** Shown under the error, before the preview. */
  children?: ReactNode;
  preview?: UploadPreview | null;
  /** A caption above the preview, e.g. "Current banner" when the preview is a stored file, not a chosen one. */
  previewCaption?: ReactNode;
  /** Said in place of "No file chosen" while no file is, e.g. that the current banner is kept. */
  emptyText?: ReactNode;
  language?: Language;
};

export function UploadField({
  label,
  file,
  onSelect,
  hint,
  error,
  preview,
  previewCaption,
  emptyText,
  children,
  ...rest
}: UploadFieldProps) {
  const id = useId();
  const i18n = useUiI18n(rest.language);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const invalid = hasError(error);
  const description = describedBy(
    hint ? `${id}-hint` : null,
    invalid ? `${id}-error` : null,
    rest.describedBy,
  );
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return;
    // Without preventDefault the browser would open the dropped image in the tab instead.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    // The input's own file (if any) is no longer the chosen one.
    clear();
    onSelect(dropped, clear);
  }

  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <DropZone
        $invalid={invalid}
        $dragging={dragging}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <HiddenInput
          ref={inputRef}
          id={id}
          name={rest.name}
          type="file"
          accept={rest.accept}
          // One tab stop, the button; a field focused after a refused submit hands its focus on to it.
          tabIndex={-1}
          onFocus={() => buttonRef.current?.focus()}
          onChange={(event) => onSelect(event.currentTarget.files?.[0] ?? null, clear)}
          aria-invalid={invalid || undefined}
          aria-describedby={description}
        />
        <ChooseButton
          ref={buttonRef}
          type="button"
          aria-describedby={describedBy(`${id}-file`, description)}
          onClick={() => inputRef.current?.click()}
        >
          {i18n._(uploadFieldMessages.choose)}
        </ChooseButton>
        <FileName id={`${id}-file`}>
          {file ? file.name : (emptyText ?? i18n._(uploadFieldMessages.noFile))}
        </FileName>
        <DropText aria-hidden="true">
          {i18n._(dragging ? uploadFieldMessages.dropNow : uploadFieldMessages.drop)}
        </DropText>
      </DropZone>
      <FieldError id={`${id}-error`}>{invalid ? error : null}</FieldError>
      {children}
      {preview && previewCaption ? <PreviewCaption>{previewCaption}</PreviewCaption> : null}
      {preview ? <Preview {...preview} $width={preview.width} $height={preview.height} /> : null}
    </Wrapper>
  );
}
