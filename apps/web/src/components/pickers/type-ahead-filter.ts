/**
 * The filter of every picker whose options are all at hand (issue 36, item 3: "eur" + Enter chose
 * nothing in a short select). Typing ranks the options that start with the text first, then those
 * with a word that does, then any that contain it, ignoring case and accents ("mari" finds
 * "Marítimo"). The theme highlights the first option as the user types, so Enter picks the best one.
 */

/** Mantine's parsed combobox item (an option or a group of them); only the parts read here. */
type Option = { value: string; label: string; disabled?: boolean };
type Group = { group: string; items: Option[] };
export type FilterItem = Option | Group;
export type FilterInput = { options: FilterItem[]; search: string; limit?: number };

const isGroup = (item: FilterItem): item is Group => 'group' in item && Array.isArray(item.items);

/** Lower case without accents: "Marítimo" → "maritimo". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** 0: the label starts with the text, 1: one of its words does, 2: it contains it; null: no match. */
export function matchRank(label: string, search: string): number | null {
  const text = foldText(search.trim());
  if (text === '') return 0;
  const folded = foldText(label);
  if (folded.startsWith(text)) return 0;
  const at = folded.indexOf(text);
  if (at < 0) return null;
  return folded.split(/[\s\-–(/.,]+/).some((word) => word.startsWith(text)) ? 1 : 2;
}

function rankOptions(options: Option[], search: string): Option[] {
  return options
    .map((option, index) => ({ option, index, rank: matchRank(option.label, search) }))
    .filter((o): o is { option: Option; index: number; rank: number } => o.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((o) => o.option);
}

/** Options matching the text, best first (groups keep their order, each ranked within). */
export function typeAheadFilter<T extends FilterItem>({
  options,
  search,
  limit,
}: {
  options: T[];
  search: string;
  limit?: number;
}): T[] {
  const max = limit ?? Number.POSITIVE_INFINITY;
  const items = options as FilterItem[];
  if (!items.some(isGroup)) return rankOptions(items as Option[], search).slice(0, max) as T[];
  const result: FilterItem[] = [];
  let left = max;
  for (const item of items) {
    if (left <= 0) break;
    if (isGroup(item)) {
      const kept = rankOptions(item.items, search).slice(0, left);
      if (kept.length > 0) result.push({ group: item.group, items: kept });
      left -= kept.length;
    } else if (matchRank(item.label, search) !== null) {
      result.push(item);
      left -= 1;
    }
  }
  return result as T[];
}
