import type { Eulumdat } from '@ostrel/photometry/eulumdat';
import { designRoom, type Reflectances, type Room, type RoomDesign } from './illuminance.js';
import { luminousIntensity } from './light-distribution.js';

/** A room design as plain data, so that it can be sent to a worker thread and back. */
export interface DesignTask {
  room: Room;
  reflectances: Reflectances;
  maintenanceFactor: number;
  required: number;
  /** The model's EULUMDAT file, read, and its rated flux (lm) and power (W). */
  eulumdat: Eulumdat;
  flux: number;
  power: number;
}

/**
 * Designs the room, or gives null when the luminaire sends no light downwards (nothing to design
 * with). The default export is what a worker pool (piscina) runs: a design of a large room takes a
 * few hundred milliseconds of a core, which must not be the server's request thread.
 */
export default function designRoomTask(task: DesignTask): RoomDesign | null {
  const intensity = luminousIntensity(task.eulumdat, task.flux);
  if (!(intensity.downwardFlux > 0)) return null;
  return designRoom({
    room: task.room,
    reflectances: task.reflectances,
    maintenanceFactor: task.maintenanceFactor,
    required: task.required,
    luminaire: { intensity, power: task.power },
  });
}
