/**
 * The kind of screen a page is rendered for, where requirements §8 sizes lists per device (series 6/9/8 per
 * page on phone/tablet/desktop). The server decides it from the request (see server/device-class).
 */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

export function perDevice<T>(device: DeviceClass, sizes: { phone: T; tablet: T; desktop: T }): T {
  return sizes[device];
}
