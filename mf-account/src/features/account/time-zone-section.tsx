/** The account's time zone (decision 0118): the days of the results, the CSV files and the mails are counted in it.
 *  A searchable list (an input with its list of zones: type to filter, arrows and Enter to pick), each zone with
 *  its current offset, and Save, disabled while saving, while nothing changed or while the text names no zone. */
import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadErrorPanel, LoadingPanel } from 'shared-ui';
import { TextField } from 'shared-ui/form';
import { timeZoneNames, timeZoneOptions, type TimeZoneOption } from './time-zone-options';
import { useChangeTimeZone, useTimeZone } from './use-time-zone';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }
  form > :first-child {
    flex: 1 1 18rem;
    max-width: 28rem;
  }
  form > button {
    margin-top: 1.75rem;
  }
`;

/** The zone a typed text names: a zone's name, or the label shown in the list ('Asia/Tokyo (UTC+09:00)'),
 *  whatever the case. */
function zoneNamed(
  text: string,
  options: readonly TimeZoneOption[],
  names: readonly string[],
): string | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  const byLabel = options.find((option) => option.label.toLowerCase() === wanted);
  if (byLabel) return byLabel.name;
  return names.find((name) => name.toLowerCase() === wanted) ?? null;
}

function TimeZoneForm({ current }: { current: string }) {
  const { t } = useLingui();
  const listId = useId();
  const names = useMemo(timeZoneNames, []);
  // Every zone's offset, once per form (a few hundred Intl formats).
  const options = useMemo<TimeZoneOption[]>(() => timeZoneOptions(), []);
  const [text, setText] = useState(current);
  const [touched, setTouched] = useState(false);
  const change = useChangeTimeZone();

  const chosen = zoneNamed(text, options, names);
  const invalid = touched && chosen === null;
  const currentLabel = options.find((option) => option.name === current)?.label ?? current;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!chosen || chosen === current) return;
    const result = await change.run(chosen);
    if (result.ok) {
      setText(result.data.timeZone);
      setTouched(false);
    }
  }

  return (
    <>
      <p>
        <Trans id="account.time-zone.current">
          Your results, their CSV files and your emails count days in <strong>{currentLabel}</strong>.
        </Trans>
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={<Trans id="account.time-zone.label">Time zone</Trans>}
          hint={
            <Trans id="account.time-zone.hint">
              Type a city or region to filter the list, e.g. Tokyo or Toronto.
            </Trans>
          }
          list={listId}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={
            invalid
              ? t({ id: 'account.time-zone.invalid', message: 'Please select a time zone from the list' })
              : undefined
          }
        />
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option.name} value={option.name} label={option.label}>
              {option.label}
            </option>
          ))}
        </datalist>
        <Button
          type="submit"
          loading={change.isSending}
          disabled={change.isSending || chosen === null || chosen === current}
        >
          <Trans id="account.time-zone.save">Save time zone</Trans>
        </Button>
      </form>
    </>
  );
}

export function TimeZoneSection() {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useTimeZone();
  return (
    <Section aria-labelledby="account-time-zone-heading">
      <h2 id="account-time-zone-heading">
        <Trans id="account.time-zone.heading">Time zone</Trans>
      </h2>
      {data ? (
        <TimeZoneForm key={data.timeZone} current={data.timeZone} />
      ) : isLoading || !error ? (
        <LoadingPanel
          size="md"
          label={t({ id: 'account.time-zone.loading', message: 'Loading your time zone' })}
        />
      ) : (
        <LoadErrorPanel size="md" onRetry={() => void mutate()}>
          <Trans id="account.time-zone.error">Your time zone could not be loaded.</Trans>
        </LoadErrorPanel>
      )}
    </Section>
  );
}
