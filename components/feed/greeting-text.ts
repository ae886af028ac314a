import { fillPlaceholders, type PlaceholderNames } from '@/lib/contracts/role-rules';

/**
 * The greeting as a card shows it: placeholders filled (seed §3: {{user}} → the user's name, {{char}} →
 * the role's), links, images, headings and code marks reduced to their words and the lines run together;
 * the actions (`*…*`) and bold stay for RoleText to show.
 */
export function greetingText(markdown: string, names: PlaceholderNames): string {
  return fillPlaceholders(markdown, names)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>)\s*/gm, '')
    .replace(/(~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
