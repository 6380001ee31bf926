/** Group II temperature classes (IEC 60079-0:2017 §5.3.2.2, Table 2), strictest last. */
export type TemperatureClass = 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6';

export const temperatureClasses: readonly TemperatureClass[] = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];

/** The highest surface temperature each class allows, °C. */
export const temperatureClassMaximum: Record<TemperatureClass, number> = {
  T1: 450,
  T2: 300,
  T3: 200,
  T4: 135,
  T5: 100,
  T6: 85,
};

/**
 * The class a surface temperature falls in: the strictest one it stays within (350 °C is T1, 300 °C
 * T2), as IEC 60079-0 §29 pairs a temperature with "the next higher temperature class"; null
 * above 450 °C, which no class allows.
 */
export function classOfSurface(celsius: number): TemperatureClass | null {
  for (const temperatureClass of [...temperatureClasses].reverse())
    if (celsius <= temperatureClassMaximum[temperatureClass]) return temperatureClass;
  return null;
}
