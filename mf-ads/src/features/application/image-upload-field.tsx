/** The banner picker of the application and resubmission forms (SPEC §5): accepts png, jpg, jpeg and webp, reads
 *  the real type from the file's first bytes on selection, clears the input when they are not an image we sell,
 *  warns (without refusing) when the chosen image is not the recommended 960x150 and says how it will be scaled,
 *  and previews the chosen (or current) banner. */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  IMAGE_ACCEPT,
  MAX_IMAGE_MEGABYTES,
  RECOMMENDED_IMAGE_HEIGHT,
  RECOMMENDED_IMAGE_WIDTH,
  useShellServices,
} from 'shared-contracts';
import { FieldError, useContractText, useField } from 'shared-ui';
import { readImageKind } from '../../common/read-image-kind';
import { readImageSize, type ImageSize } from '../../common/read-image-size';
import { bannerFit } from './banner-fit';
import { BannerSizeWarning } from './banner-size-warning';
import { applicationMessages } from './messages';
import { useObjectUrl } from './use-object-url';

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FileInput = styled.input<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: ${RECOMMENDED_IMAGE_WIDTH}px;
  aspect-ratio: ${RECOMMENDED_IMAGE_WIDTH} / ${RECOMMENDED_IMAGE_HEIGHT};
  margin-top: ${({ theme }) => theme.space.sm};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.neutralSoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export type ImageUploadFieldProps = {
  /**
   * How a file whose bytes are not png, jpeg or webp is reported: the application shows the toast of SPEC §5,
   * the resubmission form its 'invalid file type' error under the field.
   */
  invalidType: 'toast' | 'field-error';
  /** The banner the ad has now (resubmission), shown until another file is chosen. */
  currentImageUrl?: string;
};

type CheckOutcome = 'ok' | 'invalid-type' | 'unreadable' | 'none';

async function check(file: File): Promise<CheckOutcome> {
  try {
    return (await readImageKind(file)) === null ? 'invalid-type' : 'ok';
  } catch {
    return 'unreadable';
  }
}

export function ImageUploadField({ invalidType, currentImageUrl }: ImageUploadFieldProps) {
  const { input, meta } = useField<File | null>('imageFile', {
    subscription: { value: true, error: true, touched: true, modified: true, submitFailed: true },
  });
  const { toast } = useShellServices();
  const text = useContractText();
  const { i18n } = useLingui();
  const id = useId();
  const [typeError, setTypeError] = useState<string | null>(null);
  const [chosenSize, setChosenSize] = useState<ImageSize | null>(null);
  // Only the latest selection may update the field, should reading an earlier one finish later.
  const selection = useRef(0);
  const chosen = input.value instanceof File ? input.value : null;
  const previewUrl = useObjectUrl(chosen);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const element = event.currentTarget;
    const file = element.files?.[0] ?? null;
    const current = ++selection.current;
    setTypeError(null);
    setChosenSize(null);
    const outcome = file ? await check(file) : 'none';
    if (current !== selection.current) return;
    if (outcome !== 'ok') element.value = '';
    input.onChange(outcome === 'ok' ? file : null);
    // Marked as visited only now, so "Please upload image file" does not flash while the bytes are read.
    input.onBlur();
    if (outcome === 'unreadable') toast.error(text('toast-message.failure.unknown-short'));
    if (outcome === 'invalid-type' && invalidType === 'toast') {
      toast.error(text('toast-message.failure.invalid-file-type'));
    }
    if (outcome === 'invalid-type' && invalidType === 'field-error') {
      setTypeError(text('validation.invalid-file-type'));
    }
    // The size only warns, so the form has the file first and the warning follows once the browser decoded it.
    if (file && outcome === 'ok') {
      const size = await readImageSize(file);
      if (current === selection.current) setChosenSize(size);
    }
  }

  const schemaError =
    (meta.touched || meta.modified || meta.submitFailed) && typeof meta.error === 'string'
      ? meta.error
      : null;
  const error = typeError ?? schemaError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-size-warning`;
  const describedBy = [
    hintId,
    error !== null ? errorId : null,
    chosenSize && bannerFit(chosenSize) ? warningId : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
  const shownUrl = previewUrl ?? currentImageUrl ?? null;

  return (
    <Wrapper>
      <Label htmlFor={id}>
        <Trans id="ads.form.image">Ad image</Trans>
      </Label>
      <Hint id={hintId}>
        <Trans id="ads.form.image-hint">
          PNG, JPG or WEBP, up to {MAX_IMAGE_MEGABYTES} MB. Recommended size: {RECOMMENDED_IMAGE_WIDTH}x
          {RECOMMENDED_IMAGE_HEIGHT} pixels.
        </Trans>
      </Hint>
      <FileInput
        id={id}
        name={input.name}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(event) => void onChange(event)}
        $invalid={error !== null}
        aria-invalid={error !== null || undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId}>{error}</FieldError>
      <BannerSizeWarning id={warningId} size={chosen ? chosenSize : null} />
      {shownUrl ? (
        <Preview
          src={shownUrl}
          alt={i18n._(previewUrl ? applicationMessages.imagePreview : applicationMessages.currentImage)}
          width={RECOMMENDED_IMAGE_WIDTH}
          height={RECOMMENDED_IMAGE_HEIGHT}
        />
      ) : null}
    </Wrapper>
  );
}
