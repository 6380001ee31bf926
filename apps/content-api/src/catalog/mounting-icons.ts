/** Icons shown by the picture select-box of the mounting filter (lucide names); the seed copies them. */
export const mountingIcons: Record<string, string> = {
  recessed: 'square-dashed',
  surface: 'square',
  suspended: 'cable',
  pole: 'lamp-floor',
  wall: 'panel-left',
  bracket: 'corner-up-right',
  'din-rail': 'cpu',
  track: 'grip-horizontal',
  ceiling: 'panel-top',
};
