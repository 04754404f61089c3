import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useAssistantMode } from '@/lib/chat-history';
import { useTranslation } from '@/lib/translation';
import { DASHBOARD_NAV } from '../nav-items';

/** The dashboard navigation; the current page is matched exactly (spec section 2). */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  // Decision 028: « IA » only when a model answers; without one, what the chat page says too.
  const assistantMode = useAssistantMode();
  return (
    <nav aria-label={t('dashboard.navLabel')}>
      <ul className="space-y-1">
        {DASHBOARD_NAV.map(({ key, path, icon: Icon, isHighlighted }) => (
          <li key={key}>
            <NavLink
              to={path}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-primary text-primary-fg'
                    : isHighlighted
                      ? 'bg-primary-soft text-primary-soft-fg hover:bg-primary-soft/70'
                      : 'text-fg hover:bg-surface-muted',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className="flex-1">
                {t(`dashboard.nav.${key}`)}
                {/* Without a model, what the chat page says, under the name: a pill beside it
                    would not fit the sidebar on one line. */}
                {isHighlighted && assistantMode === 'offline' ? (
                  <span title={t('chat.mode.offlineHint')} className="block text-xs font-normal">
                    {t('dashboard.chatBadge.offline')}
                  </span>
                ) : null}
              </span>
              {isHighlighted && assistantMode === 'model' ? (
                <span
                  title={t('chat.mode.modelHint')}
                  className="rounded-full bg-saffron px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-saffron-fg uppercase"
                >
                  {t('dashboard.chatBadge.model')}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
