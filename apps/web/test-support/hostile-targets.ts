/**
 * Redirect targets that try to leave the site, in the forms browsers are lenient about: the
 * outcome module's unit tests and the browser suite's open-redirect sweep use the same list.
 */
export const hostileTargets = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '//evil.example@ostrel.example',
  '//ostrel.example@evil.example',
  '//evil。example',
  '//evil．example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//%65vil.example',
];
