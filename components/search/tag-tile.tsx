import Link from 'next/link';
import type { RoleCard } from '@/lib/contracts/role';
import { discoverPath } from '@/lib/routes';
import { FillImage } from '@/components/ui/fill-image';

/** Gradients for tags without a background image, picked by the tag id so a tag keeps its colour. */
const GRADIENTS = [
  'from-brand-500 to-indigo-500',
  'from-rose-500 to-amber-400',
  'from-sky-500 to-violet-500',
  'from-emerald-500 to-cyan-500',
  'from-fuchsia-500 to-pink-400',
  'from-orange-500 to-rose-500',
  'from-indigo-600 to-sky-400',
  'from-violet-600 to-fuchsia-400',
];

/** A tag of the collection: its colour, a fan of three of its covers, its name and how many roles it has. */
export function TagTile({ tag, roles, countLabel, openLabel }: { tag: { id: number; title: string; label?: string; background: string | null }; roles: RoleCard[]; countLabel: string; openLabel: string }) {
  return (
    <Link
      href={discoverPath(tag.title)}
      aria-label={openLabel}
      className={`group relative flex h-44 overflow-hidden rounded-3xl bg-gradient-to-br p-4 text-white shadow-md ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-xl sm:h-52 ${GRADIENTS[tag.id % GRADIENTS.length]}`}
    >
      {tag.background && <FillImage src={tag.background} alt="" className="object-cover opacity-40" />}
      <div className="relative z-10 flex flex-col justify-end">
        <span aria-hidden className="text-sm font-black text-white/70">
          #
        </span>
        <h2 className="text-xl font-black leading-tight tracking-tight drop-shadow sm:text-2xl">{tag.label ?? tag.title}</h2>
        <p className="mt-0.5 text-xs font-semibold text-white/85">{countLabel}</p>
      </div>
      <div aria-hidden className="absolute -right-3 top-4 flex">
        {roles.map((role, i) => (
          <div
            key={role.roleId}
            className="relative -ml-10 h-28 w-20 overflow-hidden rounded-2xl bg-white/20 shadow-lg ring-2 ring-white/80 transition duration-300 group-hover:rotate-0 sm:h-32 sm:w-24"
            style={{ transform: `rotate(${(i - 1) * 8}deg) translateY(${Math.abs(i - 1) * 6}px)`, zIndex: 3 - Math.abs(i - 1) }}
          >
            {role.roleCover && <FillImage src={role.roleCover} alt="" sizes="96px" className="object-cover" />}
          </div>
        ))}
      </div>
    </Link>
  );
}
