/** The banner picker of the application and resubmission forms (product.md, Forms and their limits), on shared-ui's
 *  translated UploadField (a button, the file's name, drag and drop): accepts png, jpg, jpeg and webp, reads the real
 *  type from the first bytes of a picked or dropped file, clears the input when they are not an image we sell,
 *  warns (without refusing) when the chosen image is not the recommended 960x150 and says how it will be scaled,
 *  and previews the chosen (or current) banner, also inside the lobby and exhibition sketches of the chosen plan. */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  IMAGE_ACCEPT,
  MAX_IMAGE_MEGABYTES,
  RECOMMENDED_IMAGE_HEIGHT,
  RECOMMENDED_IMAGE_WIDTH,
  type Plan,
} from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { useContractText } from 'shared-ui/calls';
import { useField } from 'shared-ui/form';
import { UploadField } from 'shared-ui/pickers';
import { BannerInPlace } from '../../common/banner-in-place';
import { readImageKind } from '../../common/read-image-kind';
import { readImageSize, type ImageSize } from '../../common/read-image-size';
import { bannerFit } from './banner-fit';
import { BannerSizeWarning } from './banner-size-warning';
import { applicationMessages } from './messages';
import { useObjectUrl } from './use-object-url';

export type ImageUploadFieldProps = {
  /**
   * How a file whose bytes are not png, jpeg or webp is reported: the application shows the toast of the form's rules,
   * the resubmission form its 'invalid file type' error under the field.
   */
  invalidType: 'toast' | 'field-error';
  /** The banner the ad has now (resubmission), shown until another file is chosen. */
  currentImageUrl?: string | undefined;
  /** The form field: the first banner (`imageFile`) or the one in the other language (`secondImageFile`). */
  name?: 'imageFile' | 'secondImageFile';
  /** The field's label when it is not "Ad image". */
  label?: ReactNode;
};

type CheckOutcome = 'ok' | 'invalid-type' | 'unreadable' | 'none';

async function check(file: File): Promise<CheckOutcome> {
  try {
    return (await readImageKind(file)) === null ? 'invalid-type' : 'ok';
  } catch {
    return 'unreadable';
  }
}

export function ImageUploadField({
  invalidType,
  currentImageUrl,
  name = 'imageFile',
  label,
}: ImageUploadFieldProps) {
  const { input, meta } = useField<File | null>(name, {
    subscription: { value: true, error: true, touched: true, modified: true, submitFailed: true },
  });
  // The plan picked below decides which sketches show the banner; they follow it as it changes.
  const plan = useField<Plan>('plan', { subscription: { value: true } }).input.value;
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

  async function onSelect(file: File | null, clear: () => void) {
    const current = ++selection.current;
    setTypeError(null);
    setChosenSize(null);
    const outcome = file ? await check(file) : 'none';
    if (current !== selection.current) return;
    if (outcome !== 'ok') clear();
    input.onChange(outcome === 'ok' ? file : null);
    // Marked as visited only now, so "Please upload an image file" does not flash while the bytes are read.
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
  const warningId = `${id}-size-warning`;
  const shownUrl = previewUrl ?? currentImageUrl ?? null;

  return (
    <UploadField
      label={label ?? <Trans id="ads.form.image">Ad image</Trans>}
      hint={
        <Trans id="ads.form.image-hint">
          PNG, JPEG or WebP, up to {MAX_IMAGE_MEGABYTES} MB. Recommended size: {RECOMMENDED_IMAGE_WIDTH} ×{' '}
          {RECOMMENDED_IMAGE_HEIGHT} pixels.
        </Trans>
      }
      name={input.name}
      accept={IMAGE_ACCEPT}
      file={chosen}
      onSelect={(file, clear) => void onSelect(file, clear)}
      error={error}
      describedBy={chosenSize && bannerFit(chosenSize) ? warningId : undefined}
      emptyText={
        currentImageUrl ? <Trans id="ads.form.image-keep">The current banner is kept</Trans> : undefined
      }
      previewCaption={
        !previewUrl && currentImageUrl ? (
          <Trans id="ads.form.current-banner">Current banner</Trans>
        ) : undefined
      }
      preview={
        shownUrl
          ? {
              src: shownUrl,
              alt: i18n._(previewUrl ? applicationMessages.imagePreview : applicationMessages.currentImage),
              width: RECOMMENDED_IMAGE_WIDTH,
              height: RECOMMENDED_IMAGE_HEIGHT,
            }
          : null
      }
    >
      <BannerSizeWarning id={warningId} size={chosen ? chosenSize : null} />
      {shownUrl && plan ? <BannerInPlace plan={plan} bannerUrl={shownUrl} /> : null}
    </UploadField>
  );
}
