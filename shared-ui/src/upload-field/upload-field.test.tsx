import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared-contracts';
import { renderUi } from '../testing/render-ui';
import { UploadField } from './upload-field';

const aBanner = (name = 'banner.png') => new File(['png bytes'], name, { type: 'image/png' });

/** Refuses files whose name ends in .txt, as a caller's type rule would. */
function Banner({ language }: { language?: Language }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <UploadField
      label="Ad image"
      file={file}
      error={error}
      language={language}
      preview={file ? { src: 'blob:preview', alt: 'Preview', width: 960, height: 150 } : null}
      onSelect={(chosen, clear) => {
        const refused = chosen?.name.endsWith('.txt') ?? false;
        if (refused) clear();
        setError(refused ? 'Invalid file type' : null);
        setFile(refused ? null : chosen);
      }}
    />
  );
}

test('the button and the file status are in Japanese on a Japanese page', () => {
  renderUi(<Banner />, { language: 'ja' });

  expect(screen.getByRole('button', { name: '画像を選択' })).toHaveAccessibleDescription(
    'ファイルが選択されていません',
  );
  expect(screen.getByText('ファイルが選択されていません')).toBeVisible();
});

test('a picked file’s name replaces No file chosen, and the preview shows it', async () => {
  const user = userEvent.setup();
  renderUi(<Banner />);
  expect(screen.getByText('No file chosen')).toBeInTheDocument();

  await user.upload(screen.getByLabelText('Ad image'), aBanner('autumn.png'));

  expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription('autumn.png');
  expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', 'blob:preview');
});

test('a file dropped on the zone is chosen like a picked one', () => {
  renderUi(<Banner />);
  // The drop zone has no role of its own: the file is dropped on its invitation, and the drop bubbles to it.
  const zone = screen.getByText('or drop an image here');
  const dataTransfer = { files: [aBanner('dropped.png')], types: ['Files'], dropEffect: 'none' };

  fireEvent.dragEnter(zone, { dataTransfer });
  expect(zone).toHaveTextContent('Drop the image to choose it');
  fireEvent.drop(zone, { dataTransfer });

  expect(screen.getByText('dropped.png')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Preview' })).toBeInTheDocument();
});

test('the keyboard reaches the picker through the button; the native input is labelled but no tab stop', async () => {
  const user = userEvent.setup();
  renderUi(<Banner />);
  const input = screen.getByLabelText<HTMLInputElement>('Ad image');
  const opened = jest.fn();
  input.addEventListener('click', opened);

  await user.tab();
  expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('tabindex', '-1');
  await user.keyboard('{Enter}');
  expect(opened).toHaveBeenCalledTimes(1);
});

test('a refused file empties the input and its error describes the input and the button', async () => {
  const user = userEvent.setup();
  renderUi(<Banner />);
  const input = screen.getByLabelText<HTMLInputElement>('Ad image');

  await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));

  expect(input.files).toHaveLength(0);
  expect(input).toHaveAccessibleDescription('Invalid file type');
  expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
    'No file chosen Invalid file type',
  );
});
