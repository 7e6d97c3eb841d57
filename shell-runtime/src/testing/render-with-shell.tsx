/** Renders a remote's page as the shell would host it: inside a router at a chosen URL and with ShellServices
 *  provided, so the page under test reads its route and services exactly as in production. */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ShellServicesContext } from '../shell-services';
import { createTestShellServices, type TestShellServices } from './test-shell-services';

export type RenderWithShellOptions = {
  services?: TestShellServices;
  /** The URL the page opens at, with its query ('/dashboard?checkout_status=success'). */
  route?: string;
  /** A route pattern ('/dashboard/ads/:id') when the page reads path parameters. */
  path?: string;
  /** Extra providers a package needs around the page, such as its i18n provider. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

export function renderWithShell(
  ui: ReactElement,
  { services = createTestShellServices(), route = '/', path, wrapper: Wrapper }: RenderWithShellOptions = {},
): RenderResult & { services: TestShellServices } {
  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const tree = (
    <ShellServicesContext.Provider value={services}>
      <MemoryRouter initialEntries={[route]}>{page}</MemoryRouter>
    </ShellServicesContext.Provider>
  );
  return { ...render(Wrapper ? <Wrapper>{tree}</Wrapper> : tree), services };
}
