import type { Lorebook } from '@/lib/contracts/character-card';
import { NSFW_TAG_TITLE, type RoleDetail } from '@/lib/contracts/role';
import { KOKO_EXTENSION, mesExampleOf } from './card-to-role';

/** A role as a card carries it: its sheet, and what its `character` sheet keeps of a card. */
export interface CardRole {
  role: RoleDetail;
  lorebook: Lorebook | null;
  alternateGreetings: string[];
}

function characterBookOf(book: Lorebook) {
  return {
    name: book.name,
    description: book.description,
    ...(book.scanDepth ? { scan_depth: book.scanDepth } : {}),
    ...(book.tokenBudget ? { token_budget: book.tokenBudget } : {}),
    recursive_scanning: book.recursiveScanning,
    extensions: {},
    entries: book.entries.map((e, i) => ({
      id: i + 1,
      keys: e.keys,
      secondary_keys: e.secondaryKeys,
      content: e.content,
      extensions: {},
      enabled: e.enabled,
      insertion_order: e.insertionOrder,
      case_sensitive: e.caseSensitive,
      name: e.name,
      priority: e.priority,
      comment: e.comment,
      selective: e.selective,
      constant: e.constant,
      position: e.position,
      use_regex: e.useRegex,
    })),
  };
}

/**
 * The v2 card fields of a role. The intro goes in creator_notes and the personality in description, so a card read
 * back (cardToRole) gives the same fields; an adult role carries the nsfw tag other programs filter on.
 */
function v2DataOf({ role, lorebook, alternateGreetings }: CardRole) {
  const tags = role.tags.map((t) => t.title);
  if (role.nsfw && !tags.some((t) => t.toLowerCase() === NSFW_TAG_TITLE)) tags.push(NSFW_TAG_TITLE);
  return {
    name: role.roleName,
    description: role.personality,
    personality: '',
    scenario: role.scenario,
    first_mes: role.roleAppearInfo,
    mes_example: mesExampleOf(role.exampleDialogue),
    creator_notes: role.intro,
    system_prompt: '',
    post_history_instructions: '',
    alternate_greetings: alternateGreetings,
    ...(lorebook ? { character_book: characterBookOf(lorebook) } : {}),
    tags,
    creator: role.roleAuthor,
    character_version: '',
    extensions: { [KOKO_EXTENSION]: { roleId: role.roleId, gender: role.gender } },
  };
}

export const roleToV2Card = (source: CardRole) => ({ spec: 'chara_card_v2' as const, spec_version: '2.0', data: v2DataOf(source) });

/** `now` in whole seconds (the v3 dates are Unix seconds); `inPng`: the card's icon is the PNG it is written in. */
export function roleToV3Card(source: CardRole, now: number, inPng = false) {
  return {
    spec: 'chara_card_v3' as const,
    spec_version: '3.0',
    data: {
      ...v2DataOf(source),
      nickname: '',
      group_only_greetings: [],
      source: [],
      creation_date: now,
      modification_date: now,
      assets: inPng ? [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }] : [],
    },
  };
}

/** A file name from the role's name: letters, digits, dashes and underscores only. */
export function cardFileName(roleName: string, ext: 'png' | 'json'): string {
  const base = roleName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 60);
  return `${base || 'character'}.${ext}`;
}
