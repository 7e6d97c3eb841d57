/** The signed-in navigation on large screens: a column beside the page, its rule running from the top bar down to the
 *  footer, and the menu in it sticky below the top bar. Small screens hide it and use the drawer instead, so only one
 *  copy is ever visible or in the accessibility tree. */
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { SidebarMenu } from './sidebar-menu';
import { TOP_BAR_HEIGHT } from './top-bar';

const Aside = styled.nav`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
    flex: none;
    width: 248px;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Sticky = styled.div`
  position: sticky;
  top: ${TOP_BAR_HEIGHT};
  max-height: calc(100vh - ${TOP_BAR_HEIGHT});
  overflow-y: auto;
`;

export function Sidebar() {
  const { t } = useLingui();
  return (
    <Aside aria-label={t({ id: 'shell.sidebar.label', message: 'Account menu' })}>
      <Sticky>
        <SidebarMenu />
      </Sticky>
    </Aside>
  );
}
