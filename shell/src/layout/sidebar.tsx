/** The signed-in navigation on large screens: a sticky column beside the page. Small screens hide it and use the
 *  drawer instead, so only one copy is ever visible or in the accessibility tree. */
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
    position: sticky;
    top: ${TOP_BAR_HEIGHT};
    align-self: flex-start;
    max-height: calc(100vh - ${TOP_BAR_HEIGHT});
    overflow-y: auto;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function Sidebar() {
  const { t } = useLingui();
  return (
    <Aside aria-label={t({ id: 'shell.sidebar.label', message: 'Account menu' })}>
      <SidebarMenu />
    </Aside>
  );
}
