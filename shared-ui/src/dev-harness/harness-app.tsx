/** What the dev harness renders around a remote: a thin bar (remote name, language select), the remote's routes
 *  under a Suspense spinner, a not-found page for paths the remote does not claim, and the toast region. */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useRoutes, type RouteObject } from 'react-router';
import styled from 'styled-components';
import { LANGUAGES, type Language } from 'shared-contracts';
import { type RemoteModule } from 'shell-runtime';
import { Spinner } from '../spinner/spinner';
import { useUiI18n } from '../i18n/ui-i18n';
import { uiMessages } from '../i18n/ui-messages';
import { ToastRegion, type HarnessToasts } from './harness-toasts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
  select {
    padding: ${({ theme }) => theme.space.xxs};
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

const NotFoundBox = styled.main`
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

function NotFound({ language }: { language: Language }) {
  const i18n = useUiI18n(language);
  return (
    <NotFoundBox>
      <p>{i18n._(uiMessages.notFound)}</p>
      <Link to="/">{i18n._(uiMessages.backToHome)}</Link>
    </NotFoundBox>
  );
}

export type HarnessAppProps = {
  name: string;
  module: RemoteModule;
  language: Language;
  onLanguageChange: (language: Language) => void;
  toasts: HarnessToasts;
  /** Receives react-router's navigate so the ShellServices navigation can use it. */
  onNavigateReady: (navigate: (to: string, options?: { replace?: boolean }) => void) => void;
};

export function HarnessApp({
  name,
  module,
  language,
  onLanguageChange,
  toasts,
  onNavigateReady,
}: HarnessAppProps) {
  const i18n = useUiI18n(language);
  const navigate = useNavigate();
  useEffect(() => onNavigateReady((to, options) => void navigate(to, options)), [navigate, onNavigateReady]);

  const routes: RouteObject[] = [...module.routes, { path: '*', element: <NotFound language={language} /> }];
  const element = useRoutes(routes);
  return (
    <>
      <Bar>
        <span>
          <Link to="/">{name}</Link> · {i18n._(uiMessages.standalone)}
        </span>
        <label>
          {i18n._(uiMessages.language)}
          <select value={language} onChange={(event) => onLanguageChange(event.target.value as Language)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {i18n._(code === 'en' ? uiMessages.english : uiMessages.japanese)}
              </option>
            ))}
          </select>
        </label>
      </Bar>
      <main>
        <Suspense fallback={<Loading />}>{element}</Suspense>
      </main>
      <ToastRegion toasts={toasts} language={language} />
    </>
  );
}

function Loading(): ReactNode {
  return (
    <Centre>
      <Spinner size="lg" />
    </Centre>
  );
}
