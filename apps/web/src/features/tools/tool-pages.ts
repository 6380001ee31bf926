/** The service pages whose content says `hasTool`, by code: each draws its calculator. */
export const breakerCalculatorCode = 'circuit-breakers-calculator';
export const lightingCalculatorCode = 'lighting-calculator';
