import { Box, Button, Group, Menu } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuGroup } from '@/app/navigation/menu';
import { useMenu } from '@/app/navigation/use-menu';
import { useAppConfig } from '@/lib/app-config';
import { GAP, groupsThatFit } from './menu-fit';

// Labels keep their full width: groups that do not fit move into "More" instead of being cut.
const NO_SHRINK = { flexShrink: 0 } as const;

function isActive(group: MenuGroup, pathname: string): boolean {
  return group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}

/**
 * The header's menu groups (spec sections 1 and 6); a one-screen group is a plain link. Groups
 * that do not fit the header's width (an administrator has many) are listed under "More", so no
 * label is ever cut or scrolled out of view.
 */
export function MenuGroups() {
  const { t } = useTranslation('nav');
  const menu = useMenu();
  const { pathname } = useLocation();
  // Groups depend on the enabled modules: until the config arrives the menu is still filling in.
  const { isPending: modulesPending } = useAppConfig();
  const boxRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(menu.length);
  // The "More" button's width: the box never gets narrower, so on a phone the brand gives way to it.
  const [moreWidth, setMoreWidth] = useState(0);
  const labels = menu.map((group) => t(`groups.${group.id}`));
  const labelsKey = labels.join('|');

  useLayoutEffect(() => {
    const box = boxRef.current;
    const measure = measureRef.current;
    if (!box || !measure) return;
    const compute = () => {
      const widths = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setMoreWidth(more);
      setFitting(groupsThatFit(widths, more, box.clientWidth));
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(box);
    return () => observer.disconnect();
  }, [labelsKey]);

  const shown = menu.slice(0, fitting);
  const overflow = menu.slice(fitting);

  return (
    <Box ref={boxRef} pos="relative" miw={overflow.length > 0 ? moreWidth : 0} style={{ flex: 1, overflow: 'hidden' }}>
      {/* Off-screen copy of every button, measured to decide what fits; never read or focused. */}
      <Group
        ref={measureRef}
        gap={GAP}
        wrap="nowrap"
        aria-hidden
        pos="absolute"
        top={0}
        left={0}
        style={{ visibility: 'hidden', pointerEvents: 'none' }}
      >
        {labels.map((label, i) => (
          <Button key={menu[i].id} variant="subtle" color="gray" style={NO_SHRINK} tabIndex={-1}>
            {label}
          </Button>
        ))}
        <Button variant="subtle" color="gray" style={NO_SHRINK} tabIndex={-1}>
          {t('more')}
        </Button>
      </Group>
      <Group
        gap={GAP}
        wrap="nowrap"
        component="nav"
        aria-label={t('mainMenu')}
        aria-busy={modulesPending}
        data-testid="menu-groups"
      >
        {shown.map((group) => {
          const label = t(`groups.${group.id}`);
          const variant = isActive(group, pathname) ? 'light' : 'subtle';
          if (group.items.length === 1) {
            const [item] = group.items;
            return (
              <Button
                key={group.id}
                component={Link}
                to={item.to}
                variant={variant}
                color="gray"
                style={NO_SHRINK}
                data-testid={`menu-group-${group.id}`}
              >
                {label}
              </Button>
            );
          }
          return (
            <Menu
              key={group.id}
              trigger="click-hover"
              openDelay={50}
              closeDelay={150}
              position="bottom-start"
              withinPortal
            >
              <Menu.Target>
                <Button variant={variant} color="gray" style={NO_SHRINK} data-testid={`menu-group-${group.id}`}>
                  {label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown data-testid={`menu-dropdown-${group.id}`}>
                {group.items.map((item) => (
                  <Menu.Item key={item.routeId} component={Link} to={item.to} data-testid={`menu-item-${item.routeId}`}>
                    {t(`screens.${item.routeId}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          );
        })}
        {overflow.length > 0 && (
          <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant={overflow.some((group) => isActive(group, pathname)) ? 'light' : 'subtle'}
                color="gray"
                style={NO_SHRINK}
                data-testid="menu-more"
                data-groups={overflow.map((group) => group.id).join(',')}
              >
                {t('more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown data-testid="menu-dropdown-more">
              {overflow.map((group, i) => (
                <Fragment key={group.id}>
                  {i > 0 && <Menu.Divider />}
                  <Menu.Label data-testid={`menu-more-group-${group.id}`}>{t(`groups.${group.id}`)}</Menu.Label>
                  {group.items.map((item) => (
                    <Menu.Item
                      key={item.routeId}
                      component={Link}
                      to={item.to}
                      data-testid={`menu-item-${item.routeId}`}
                    >
                      {t(`screens.${item.routeId}`)}
                    </Menu.Item>
                  ))}
                </Fragment>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Box>
  );
}
