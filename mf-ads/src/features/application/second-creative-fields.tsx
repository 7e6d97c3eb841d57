/** The optional banner and title in the other language (decision 0117): the advertiser names the language of the
 *  first banner and title (English or Japanese, a radio group), and a checkbox opens a second banner picker (the
 *  same checks, preview and sketches as the first) and a second title in the other one, whose labels follow the
 *  choice. Visitors in that language see the second pair. */
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { LANGUAGES, otherLanguage, type Language } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { CheckRowField, Field, RadioGroup, TextField, useField } from 'shared-ui/form';
import { visibleError } from '../../common/field-meta';
import { ImageUploadField } from './image-upload-field';

const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.md};
`;

const Legend = styled.legend`
  font-weight: 600;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
`;

/** "English" or "Japanese", in the interface's language. */
export function LanguageName({ language }: { language: Language }) {
  return language === 'ja' ? (
    <Trans id="ads.creative.language-ja">Japanese</Trans>
  ) : (
    <Trans id="ads.creative.language-en">English</Trans>
  );
}

export type SecondCreativeFieldsProps = {
  /** The second banner the ad has now (resubmission, run again), kept until another file is chosen. */
  currentImageUrl?: string | undefined;
  invalidType: 'toast' | 'field-error';
};

/** "Language of the banner and title above": English or Japanese. */
function CreativeLanguageRadios() {
  const { language } = useShellServices();
  const { input } = useField<Language>('creativeLanguage', { subscription: { value: true } });
  return (
    <RadioGroup
      legend={<Trans id="ads.creative.language-legend">Language of the banner and title above</Trans>}
      name={input.name}
      options={LANGUAGES.map((value) => ({ value, label: <LanguageName language={value} /> }))}
      value={input.value}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
      language={language.current}
    />
  );
}

export function SecondCreativeFields({ currentImageUrl, invalidType }: SecondCreativeFieldsProps) {
  const { language } = useShellServices();
  const chosen = useField<Language | undefined>('creativeLanguage', { subscription: { value: true } }).input
    .value;
  const creativeLanguage: Language = chosen === 'ja' || chosen === 'en' ? chosen : language.current;
  const other = otherLanguage(creativeLanguage);
  return (
    <>
      <CreativeLanguageRadios />
      <Section>
        <Legend>
          <Trans id="ads.creative.second-legend">
            Banner and title in <LanguageName language={other} /> (optional)
          </Trans>
        </Legend>
        <CheckRowField
          name="secondCreative"
          label={
            <Trans id="ads.creative.second-toggle">
              Add a banner and title in <LanguageName language={other} />
            </Trans>
          }
          hint={
            <Trans id="ads.creative.second-hint">
              The banner and title above are in <LanguageName language={creativeLanguage} />. Visitors who use
              the exhibition in <LanguageName language={other} /> then see this banner instead.
            </Trans>
          }
        >
          <ImageUploadField
            name="secondImageFile"
            invalidType={invalidType}
            currentImageUrl={currentImageUrl}
            label={
              <Trans id="ads.creative.second-image">
                Ad image in <LanguageName language={other} />
              </Trans>
            }
          />
          <Field<string> name="secondTitle">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={
                  <Trans id="ads.creative.second-title">
                    Ad title in <LanguageName language={other} />
                  </Trans>
                }
                hint={
                  <Trans id="ads.form.title-hint">
                    For your own reference only; it is not shown in the published ad.
                  </Trans>
                }
                error={visibleError(meta)}
              />
            )}
          </Field>
        </CheckRowField>
      </Section>
    </>
  );
}
