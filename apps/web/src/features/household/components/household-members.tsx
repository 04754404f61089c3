import type { HouseholdMember } from '@mijote/contracts';
import { UserMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';

/** The household's members, each with their role; the owner can remove the others. */
export function HouseholdMembers({
  members,
  canRemove,
  onRemove,
}: {
  members: HouseholdMember[];
  canRemove: boolean;
  onRemove: (member: HouseholdMember) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="text-sm font-semibold text-fg">{t('household.members')}</h3>
      <ul className="mt-2 divide-y divide-line rounded-2xl border border-line">
        {members.map((member) => (
          <li key={member.userId} className="flex items-center gap-3 px-3.5 py-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-fg"
            >
              {member.firstName.slice(0, 1).toLocaleUpperCase('fr')}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-fg">
                {member.firstName} {member.lastName}
                {member.isYou ? (
                  <span className="font-normal text-muted-fg"> {t('household.you')}</span>
                ) : null}
              </span>
              <span className="block text-xs text-muted-fg">
                {t(`household.roles.${member.role}`)}
              </span>
            </span>
            {canRemove && !member.isYou ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                aria-label={t('household.removeLabel', { name: member.firstName })}
                onClick={() => onRemove(member)}
              >
                <UserMinus className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t('household.remove')}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
