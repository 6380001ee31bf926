/** Links starting with http open in a new tab (requirements §4). */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** A menu entry is active when the current path contains its link (requirements §4). */
export function isActiveLink(currentPath: string, link: string): boolean {
  if (isExternalLink(link) || link === '/' || link === '') return false;
  return currentPath.includes(link);
}
