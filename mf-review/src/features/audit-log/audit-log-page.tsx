/** /review/audit-log (issue 39, decision 0097): the audit log for operators, newest first, with a filter by
 *  operator kept in the address (`?operator=ID`) so a filtered view can be shared. The moves on ads and the
 *  operators' account events (added, re-invited, disabled, sign-ins good and failed, enrolments) are in one list. */
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES, type AuditLog, type Operator } from 'shared-contracts';
import { FlexRow, LoadErrorPanel, LoadingPanel, Select, StatePanel } from 'shared-ui';
import { DeskPage } from '../../common/desk-page';
import { OperatorGate } from '../operator-session/operator-gate';
import { AuditLogTable } from './audit-log-table';
import { auditLogMessages } from './messages';
import { useAuditLog } from './use-audit-log';

const FILTER_PARAM = 'operator';

/** The filter's operator id from the address, or null for everyone (anything else is ignored). */
function operatorIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

function OperatorFilter({
  operators,
  value,
  onChange,
}: {
  operators: AuditLog['operators'];
  value: number | null;
  onChange(id: number | null): void;
}) {
  const { i18n, t } = useLingui();
  const options = [
    { value: '', label: i18n._(auditLogMessages.allOperators) },
    ...operators.map((operator) => ({
      value: String(operator.id),
      label: operator.disabled
        ? i18n._({ ...auditLogMessages.disabledOperator, values: { email: operator.email } })
        : operator.email,
    })),
  ];
  return (
    <Select
      label={t({ id: 'review.audit.filter.label', message: 'Operator' })}
      options={options}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(operatorIdOf(event.target.value))}
    />
  );
}

function AuditLogContent() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const operatorId = operatorIdOf(params.get(FILTER_PARAM));
  const { data, error, isValidating, mutate } = useAuditLog(operatorId);

  function choose(id: number | null) {
    setParams(id === null ? {} : { [FILTER_PARAM]: String(id) }, { replace: true });
  }

  if (error && error.status !== 404)
    return (
      <LoadErrorPanel onRetry={() => void mutate()} retrying={isValidating}>
        <Trans id="review.audit.error">The audit log could not be loaded. Please try again.</Trans>
      </LoadErrorPanel>
    );
  if (!data)
    return <LoadingPanel label={t({ id: 'review.audit.loading', message: 'Loading the audit log' })} />;
  return (
    <>
      <OperatorFilter operators={data.operators} value={operatorId} onChange={choose} />
      {data.entries.length === 0 ? (
        <StatePanel>
          <h2>
            <Trans id="review.audit.empty">Nothing is recorded yet</Trans>
          </h2>
          <p>
            <Trans id="review.audit.empty-text">
              Moves on ads, sign-ins and changes to operators appear here, the newest first.
            </Trans>
          </p>
        </StatePanel>
      ) : (
        <AuditLogTable entries={data.entries} />
      )}
    </>
  );
}

function AuditLogView({ operator }: { operator: Operator }) {
  const { t } = useLingui();
  return (
    <DeskPage
      operator={operator}
      title={t({ id: 'review.audit.page-title', message: 'Audit log' })}
      heading={<Trans id="review.audit.heading">Audit log</Trans>}
      aside={
        <FlexRow $gap="md">
          <Link to={ROUTES.reviewQueue}>
            <Trans id="review.audit.back">Back to the review queue</Trans>
          </Link>
        </FlexRow>
      }
    >
      <AuditLogContent />
    </DeskPage>
  );
}

export function AuditLogPage() {
  return <OperatorGate>{(operator) => <AuditLogView operator={operator} />}</OperatorGate>;
}
